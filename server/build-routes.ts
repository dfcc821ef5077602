import type { ServerBuild } from "react-router";
import { routeTable, type RouteTable } from "~/features/route-table/route-table";

/**
 * The build's route table (routes with their handles), read once per build. Development loads
 * the build afresh on each request, so `current` follows it; `latest` is the last one read, for
 * the cache's hit path, which answers before anything is awaited (none yet: it lets Express answer).
 */
export function buildRoutes(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const tables = new WeakMap<ServerBuild, RouteTable>();
  function read(from: ServerBuild): RouteTable {
    let table = tables.get(from);
    if (!table) tables.set(from, (table = routeTable(from.routes)));
    return table;
  }
  let latest = typeof build === "function" ? undefined : read(build);
  return {
    async current(): Promise<RouteTable> {
      latest = read(typeof build === "function" ? await build() : build);
      return latest;
    },
    latest: (): RouteTable | undefined => latest,
  };
}
