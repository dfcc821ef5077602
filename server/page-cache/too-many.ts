import type { RouteTable } from "~/features/route-table/route-table";
import { themeFromCookie, type Theme } from "~/features/theme/theme";
import { cacheKey, createCachedPage, type CachedPage } from "./page";
import { pathOf, recalled } from "./targets";

/** How long the shared 429 page is kept before it is rendered again (the content may have changed the page around it). */
const KEPT_SECONDS = 60;

/** Where the 429 page of the route at `path` is kept. */
const refusalKey = (theme: Theme, path: string) => cacheKey(theme, `too-many ${path}`);

type Store = {
  lookup(key: string): CachedPage | undefined;
  store(key: string, page: CachedPage): void;
  generation(): number;
};

/**
 * The page a client past its rate is answered with (a flood of unique searches): the route's own
 * page rendered for "too many" (status 429), the same for every such client and address, so it
 * is rendered once per theme and kept like a cached page — a refusal must cost less than the
 * render it refuses. It is never stored by a browser or a CDN (no-store): the next request, or
 * another client's, may be answered.
 */
export function tooManyPages(
  cache: Store,
  render: (path: string, theme: Theme) => Promise<globalThis.Response>,
) {
  const inFlight = new Map<string, Promise<CachedPage>>();

  async function renderAndKeep(key: string, path: string, theme: Theme): Promise<CachedPage> {
    const generation = cache.generation();
    const response = await render(path, theme);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(
      ([name]) =>
        !["content-length", "content-encoding", "set-cookie", "cache-control"].includes(name),
    );
    const page = await createCachedPage(
      429,
      [...headers, ["cache-control", "no-store"]],
      body,
      KEPT_SECONDS,
    );
    if (cache.generation() === generation) cache.store(key, page);
    return page;
  }

  /** The 429 page of the route at `path` (its address without a query) for this theme. */
  return function tooManyPage(path: string, theme: Theme): Promise<CachedPage> {
    const key = refusalKey(theme, path);
    const kept = cache.lookup(key);
    if (kept) return Promise.resolve(kept);
    const flight = `${cache.generation()}|${key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = renderAndKeep(key, path, theme).finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  };
}

/**
 * The kept 429 page for a GET of `target` when its route's renders are rate-limited (a search),
 * for the hit path to answer a client already past its rate without Express: a refusal then costs
 * about what a cached page does. Undefined when the route is not limited, the target is not in its
 * canonical form, or no such page is kept yet (the page handler renders it).
 */
export function keptRefusal(
  cache: Store,
  target: string,
  cookieHeader: string | undefined,
  routes: RouteTable,
): CachedPage | undefined {
  const { canonical } = recalled(target, routes);
  if (canonical === undefined) return undefined;
  const path = pathOf(canonical);
  if (!routes.match(path)?.handle.rateLimited) return undefined;
  return cache.lookup(refusalKey(themeFromCookie(cookieHeader ?? null), path));
}
