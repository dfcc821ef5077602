import { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { routeRecordsOf } from "~/features/route-table/route-records";
import { routeTable, type RouteRecord, type RouteTable } from "~/features/route-table/route-table";
import routes from "~/routes";
import * as root from "~/root";

/** Every route module, loaded on demand (tests beside them are not routes). */
const MODULES = import.meta.glob<RouteRecord["module"]>([
  "../../app/routes/**/*.{ts,tsx}",
  "!../../app/routes/**/*.test.{ts,tsx}",
]);

/** The app's routes as the server build lists them, from app/routes.ts and the route modules themselves. */
export async function appRouteRecords(): Promise<Record<string, RouteRecord>> {
  const load = (file: string) => {
    const module = MODULES[`../../app/${file}`];
    if (!module)
      throw new Error(`app/routes.ts names ${file}, which is not a route module under app/routes`);
    return module();
  };
  return routeRecordsOf(await routes, load, root);
}

/** The app's route table, as the server reads it from its build: what the sitemap and the page cache read, without a build. */
export async function appRouteTable(): Promise<RouteTable> {
  return routeTable(await appRouteRecords());
}

/** A loader's context as the server gives it (server/app.ts), with this route table. */
export function routeContext(table: RouteTable): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    enhanceSrc: "/enhance.js",
    islandSrcs: { tv: "/island-tv.js" },
    routes: table,
  });
  return context;
}
