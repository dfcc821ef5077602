import type { RouteConfigEntry } from "@react-router/dev/routes";
import { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { routeTable, type RouteRecord, type RouteTable } from "~/features/route-table/route-table";
import routes from "~/routes";
import * as root from "~/root";

/** Every route module, loaded on demand (tests beside them are not routes). */
const MODULES = import.meta.glob<RouteRecord["module"]>(["../../app/routes/**/*.{ts,tsx}", "!../../app/routes/**/*.test.{ts,tsx}"]);

/**
 * The app's routes as the server build lists them, from app/routes.ts and the route modules
 * themselves (ids as React Router gives them: the id option, else the file without its extension).
 */
export async function appRouteRecords(): Promise<Record<string, RouteRecord>> {
  const records: Record<string, RouteRecord> = { root: { id: "root", path: "", module: root } };
  async function add(entries: readonly RouteConfigEntry[], parentId: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const load = MODULES[`../../app/${entry.file}`];
      if (!load) throw new Error(`app/routes.ts names ${entry.file}, which is not a route module under app/routes`);
      records[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: await load() };
      if (entry.children) await add(entry.children, id);
    }
  }
  await add(await routes, "root");
  return records;
}

/** The app's route table, as the server reads it from its build: what the sitemap and the page cache read, without a build. */
export async function appRouteTable(): Promise<RouteTable> {
  return routeTable(await appRouteRecords());
}

/** A loader's context as the server gives it (server/app.ts), with this route table. */
export function routeContext(table: RouteTable): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { enhanceSrc: "/enhance.js", islandSrcs: { tv: "/island-tv.js" }, routes: table });
  return context;
}
