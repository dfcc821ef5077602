import {
  createRequestHandler,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import { withCurrentContent } from "~/features/content/current.server";
import { routeTable } from "~/features/route-table/route-table";
import * as entry from "~/entry.server";
import type { RouteRecord } from "~/features/route-table/route-table";
import { appRouteRecords, routeContext } from "./route-table";

type ComponentProps = Parameters<typeof UNSAFE_withComponentProps>[0];
type ErrorBoundaryProps = Parameters<typeof UNSAFE_withErrorBoundaryProps>[0];

/** A route module as the build compiles it: its component and error boundary handed their props (loaderData, params …). */
function compiled(
  module: RouteRecord["module"] & { ErrorBoundary?: unknown },
): RouteRecord["module"] {
  return {
    ...module,
    ...(module.default
      ? { default: UNSAFE_withComponentProps(module.default as ComponentProps) }
      : {}),
    ...(module.ErrorBoundary
      ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as ErrorBoundaryProps) }
      : {}),
  };
}

/**
 * The app's pages rendered in this process as the server renders them (entry.server, the root
 * and every route module, React Router's own request handler), from a build made of the source
 * modules: for tests that need whole pages without a production build (e.g. with site.config.ts
 * mocked). No browser assets: the pages name made-up ones.
 */
export async function appRenderer(origin: string) {
  const records = Object.fromEntries(
    Object.entries(await appRouteRecords()).map(([id, record]) => [
      id,
      { ...record, module: compiled(record.module) },
    ]),
  );
  const assetRoutes = Object.fromEntries(
    Object.values(records).map(({ id, parentId, path, index, caseSensitive, module }) => [
      id,
      {
        id,
        parentId,
        path,
        index,
        caseSensitive,
        hasAction: "action" in module,
        hasLoader: "loader" in module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasDefaultExport: "default" in module,
        hasErrorBoundary: "ErrorBoundary" in module,
        module: `/assets/${id}.js`,
        imports: [],
        css: [],
      },
    ]),
  );
  const build = {
    entry: { module: entry },
    routes: records,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [], css: [] },
      routes: assetRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: {
      v8_middleware: true,
      v8_splitRouteModules: true,
      v8_passThroughRequests: true,
      v8_trailingSlashAwareDataRequests: true,
      v8_viteEnvironmentApi: true,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    publicPath: "/",
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const table = routeTable(records);
  return {
    routes: table,
    /** One address, rendered as the server renders it (theme from the cookie, like the page cache's variants). */
    render(path: string, theme: "light" | "dark" = "light"): Promise<Response> {
      const headers = new Headers({ Accept: "text/html" });
      if (theme === "dark") headers.set("Cookie", "theme=dark");
      return withCurrentContent(() =>
        handler(new Request(new URL(path, origin), { headers }), routeContext(table)),
      );
    },
  };
}
