import { currentContent } from "~/features/content/current.server";
import type { RouteMatch, RouteTable } from "~/features/route-table/route-table";
import { lowerCasePath } from "./canonical-url.server";

/** The route that answers every address no other route claims. */
export const CATCH_ALL_ROUTE = "routes/not-found";

/**
 * Addresses known to be "not found" before anything is rendered, by the route that would answer
 * them: every address no route claims (the catch-all), and an address whose route's handle says
 * its params name nothing the content has (a post, a team, a player or a match that does not
 * exist: `notFound` in route-table/handle.ts). The page each kind answers is the same at every
 * such address (the shell names none of it, see components/shell/shell-location.ts), so it is
 * rendered once and shared: a flood of made-up addresses costs a lookup each, not a render and a
 * cache entry each.
 */
function sharedNotFoundKey(match: RouteMatch): string | undefined {
  if (match.id === CATCH_ALL_ROUTE) return `not-found ${match.id}`;
  const part = match.handle.notFound?.(match.params, {
    path: match.path,
    content: currentContent(),
  });
  return part === undefined ? undefined : `not-found ${match.id}${part ? ` ${part}` : ""}`;
}

/**
 * Where the routes answer a canonical address: its final spelling (a page's path is lower case,
 * the router would match any case; the page handler redirects a request to it), the key its
 * page is shared under when the address is known "not found", and whether its renders count
 * against the client's rate (a search: route-table/handle.ts, `rateLimited`).
 */
export function resolveAddress(
  routes: RouteTable,
  canonical: string,
): { address: string; shared?: string; limited?: boolean } {
  const match = routes.match(canonical.split("?", 1)[0]!);
  if (!match) return { address: canonical };
  // An unknown address keeps its own spelling.
  const address = match.id === CATCH_ALL_ROUTE ? canonical : lowerCasePath(canonical);
  if (address !== canonical) return { address };
  return {
    address,
    shared: sharedNotFoundKey(match),
    ...(match.handle.rateLimited ? { limited: true } : {}),
  };
}
