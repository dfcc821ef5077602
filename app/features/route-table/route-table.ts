// The route table as the server build holds it (every route with its parent, path and module),
// read once into what the server needs: which route answers a path, and every page with its
// full path and handle (for the sitemap and the page cache's keys).
import { matchRoutes, type RouteObject } from "react-router";
import { pageHandleOf, type PageHandle, type PageOf, type SitemapEntry } from "./handle";

/** One route of the build's manifest (ServerBuild["routes"]), or of a test's table built from app/routes.ts. */
export type RouteRecord = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { default?: unknown; handle?: unknown };
};
export type RouteRecords = Readonly<Record<string, RouteRecord | undefined>>;

/** A page: a route with a component and no child routes, at its full path pattern. */
type PageRoute = { id: string; path: string; handle: PageHandle };

export type RouteMatch = PageRoute & { params: Record<string, string | undefined> };

export type RouteTable = {
  /** The route that answers a path (the deepest match), as the router will match it. */
  match(pathname: string): RouteMatch | undefined;
  readonly pages: readonly PageRoute[];
};

/**
 * A path the router can decode: a segment whose escapes do not decode ("%zz", "%E0%A4" cut short)
 * has each "%" escaped, so the router reads it as the text it is. Left as it is, React Router
 * warns with the whole path (up to 8 KB) each time it matches it, several times a request;
 * matched as text, it is what it was anyway, a name no page has.
 */
export function decodablePath(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  return pathname
    .split("/")
    .map((segment) => {
      // The decoded text is kept and looked at: a bundler takes decodeURIComponent for pure and drops a bare call.
      let decoded: string | undefined;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        decoded = undefined;
      }
      return decoded === undefined ? segment.replaceAll("%", "%25") : segment;
    })
    .join("/");
}

/** A path pattern with a parameter or a splat: its addresses are not the pattern itself. */
export function isDynamicPath(path: string): boolean {
  return /(^|\/)[:*]/.test(path);
}

/** How many recent paths' matches a route table keeps, each path at most this long: some 128 KB. */
const KEPT_MATCHES = 512;
const MAX_KEPT_PATH = 256;

export function routeTable(routes: RouteRecords): RouteTable {
  const records = Object.values(routes).filter(
    (route): route is RouteRecord => route !== undefined,
  );
  const byId = new Map(records.map((route) => [route.id, route]));
  const hasChildren = new Set(records.flatMap((route) => (route.parentId ? [route.parentId] : [])));

  function fullPath(route: RouteRecord): string {
    const segments: string[] = [];
    for (
      let at: RouteRecord | undefined = route;
      at;
      at = at.parentId ? byId.get(at.parentId) : undefined
    )
      if (at.path) segments.unshift(at.path);
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  }

  function tree(parentId: string | undefined): RouteObject[] {
    return records
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
        return route.index
          ? { ...base, index: true as const }
          : { ...base, children: tree(route.id) };
      });
  }

  const objects = tree(undefined);
  const entries = new Map(
    records.map((route) => [
      route.id,
      { id: route.id, path: fullPath(route), handle: pageHandleOf(route.module.handle) },
    ]),
  );
  const pages = records
    .filter((route) => route.module.default !== undefined && !hasChildren.has(route.id))
    .map((route) => entries.get(route.id)!);
  // React Router flattens, ranks and compiles every route on each match (1 ms and more here): a
  // flood of new queries on one path (/search?q=…) would pay it on every request. The latest
  // short paths' matches are kept; a long path is matched afresh (no page's path is long).
  const recent = new Map<string, RouteMatch | undefined>();
  return {
    match(pathname) {
      if (recent.has(pathname)) return recent.get(pathname);
      const leaf = matchRoutes(objects, decodablePath(pathname))?.at(-1);
      const found = leaf ? { ...entries.get(leaf.route.id!)!, params: leaf.params } : undefined;
      if (pathname.length <= MAX_KEPT_PATH) {
        if (recent.size >= KEPT_MATCHES) recent.delete(recent.keys().next().value!);
        recent.set(pathname, found);
      }
      return found;
    },
    pages,
  };
}

/**
 * The sitemap's addresses: each page's own path, or the addresses its handle lists (a post per
 * post), in route order; a page with a parameter that lists none, or says `false`, is left out.
 */
export function sitemapEntries(table: RouteTable, content: PageOf["content"]): SitemapEntry[] {
  return table.pages.flatMap(({ path, handle }) => {
    if (handle.sitemap === false) return [];
    if (handle.sitemap) return handle.sitemap({ path, content });
    return isDynamicPath(path) ? [] : [{ path }];
  });
}
