import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The build's flat route manifest as the nested tree matchRoutes reads. */
function routeTree(routes: ServerBuild["routes"], parentId: string | undefined = undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route!.id);
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
      return route!.index ? { ...base, index: true as const } : { ...base, children };
    });
}

/** The route that answers a path (the deepest match) with its params, as the router will match it. */
export function routeMatcher(build: ServerBuild | (() => Promise<ServerBuild>)) {
  let tree: { from: ServerBuild; routes: RouteObject[] } | undefined;
  return async function match(pathname: string): Promise<{ routeId: string; params: Record<string, string | undefined> } | undefined> {
    const current = typeof build === "function" ? await build() : build;
    // Development loads the build afresh on each request: the tree follows it.
    if (tree?.from !== current) tree = { from: current, routes: routeTree(current.routes) };
    const leaf = matchRoutes(tree.routes, pathname)?.at(-1);
    return leaf ? { routeId: leaf.route.id!, params: leaf.params } : undefined;
  };
}
