import type { LoaderFunction } from "react-router";

/** The origin of the requests tests hand to loaders. */
const TEST_ORIGIN = "http://localhost";

/**
 * What React Router hands a route's loader for this address: the request, its URL, the route
 * params and an empty load context. For tests that call a loader directly (no server, no network).
 */
export function loaderArgs<Args extends { request: Request }>(
  path: string,
  params: Record<string, string> = {},
): Args {
  const url = new URL(path, TEST_ORIGIN);
  return { request: new Request(url), url, params, pattern: "", context: {} } as unknown as Args;
}

/** What a loader threw with `data(body, { status })`: its status and body. */
export function thrownData(run: () => unknown): { status: number | undefined; data: unknown } {
  try {
    run();
  } catch (error) {
    const thrown = error as { data?: unknown; init?: { status?: number } | null };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected the loader to throw");
}

/** A route's typed loader in the form `createRoutesStub` takes (the stub's params are untyped). */
export function stubLoader<Args, Result>(loader: (args: Args) => Result): LoaderFunction {
  return (args) => loader(args as unknown as Args);
}
