import { postExists } from "~/features/blog/posts.server";

/** The route that answers every address no other route claims. */
export const CATCH_ALL_ROUTE = "routes/not-found";

/**
 * Addresses known to be "not found" before anything is rendered, by the route that would answer
 * them: every address no route claims (the catch-all), and a post slug the blog does not have.
 * The page each kind answers is the same at every such address (the shell names none of it, see
 * components/shell/shell-location.ts), so it is rendered once and shared: a flood of made-up
 * addresses costs a lookup each, not a render and a cache entry each.
 */
const MISSING: Record<string, (params: Readonly<Record<string, string | undefined>>) => boolean> = {
  [CATCH_ALL_ROUTE]: () => true,
  "routes/blogs/post": ({ slug }) => slug === undefined || !postExists(slug),
};

/** The shared cache key of a route's "not found" page for these params, or undefined when the address may be a page. */
export function sharedNotFoundKey(routeId: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  return MISSING[routeId]?.(params) ? `not-found ${routeId}` : undefined;
}
