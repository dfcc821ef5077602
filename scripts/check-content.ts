// `npm run check:content`: checks all the content of CONTENT_DIR exactly as the server does when it
// starts and on every reload, and names every problem with its file, line and field. Exits 1 on
// any. `npm run build` runs it first; in a container it is the server build's `checkContent()`.
// The routes come from the sources (app/routes.ts and the route modules), as the build will hold
// them: links in posts are checked against the pages they answer.
import path from "node:path";
import { checkContent } from "~/content/check.server";
import { contentDir } from "~/features/content/dir.server";
import { routeRecordsOf } from "~/features/route-table/route-records";
import { routeTable, type RouteRecord } from "~/features/route-table/route-table";
import routes from "~/routes";

const load = (file: string) => import(path.resolve("app", file)) as Promise<RouteRecord["module"]>;
process.exitCode = checkContent(contentDir(), {
  routes: routeTable(await routeRecordsOf(await routes, load)),
});
