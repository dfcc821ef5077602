import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { RouteRecord } from "./route-table";

/**
 * The routes as the server build lists them, from the route config (app/routes.ts) and a way to
 * load each route module (`file` as the config names it, relative to app/): for what reads the
 * routes without a build (tests, `npm run check:content`). Ids are React Router's: the id option,
 * else the file without its extension.
 */
export async function routeRecordsOf(
  config: readonly RouteConfigEntry[],
  load: (file: string) => Promise<RouteRecord["module"]>,
  root: RouteRecord["module"] = {},
): Promise<Record<string, RouteRecord>> {
  const records: Record<string, RouteRecord> = { root: { id: "root", path: "", module: root } };
  async function add(entries: readonly RouteConfigEntry[], parentId: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      records[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: await load(entry.file),
      };
      if (entry.children) await add(entry.children, id);
    }
  }
  await add(config, "root");
  return records;
}
