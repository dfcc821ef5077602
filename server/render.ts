import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext } from "~/context";
import { withCurrentContent } from "~/features/content/current.server";
import { decodablePath } from "~/features/route-table/route-table";
import type { IslandName } from "~/islands/registry";
import type { Env } from "~/utils/env.server";
import type { buildRoutes } from "./build-routes";
import type { RenderPage } from "./page-cache";
import { renderAtServingTime } from "./schedule";

type RenderOptions = {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  routes: ReturnType<typeof buildRoutes>;
  /** Addresses of the browser behaviours' entry and of each island's, for the page's loaders. */
  enhanceSrc: string;
  islandSrcs: Record<IslandName, string>;
};

/**
 * React Router's render of a page. Pages are rendered from their canonical address and theme
 * alone: nothing else of the visitor's reaches them.
 */
export function pageRenderer({ env, build, routes, enhanceSrc, islandSrcs }: RenderOptions) {
  const renderRequest = createRequestHandler(build, env.NODE_ENV);
  const render: RenderPage = async (
    canonical,
    theme,
    { notFound = false, tooMany = false } = {},
  ) => {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      enhanceSrc,
      islandSrcs,
      notFound,
      tooMany,
      routes: await routes.current(),
    });
    const headers = new Headers({ Accept: "text/html" });
    if (theme === "dark") headers.set("Cookie", "theme=dark");
    // One page, one version of the content, even if a reload swaps it in mid-render.
    const queryAt = canonical.includes("?") ? canonical.indexOf("?") : canonical.length;
    const url = new URL(
      `${decodablePath(canonical.slice(0, queryAt))}${canonical.slice(queryAt)}`,
      env.PUBLIC_ORIGIN,
    );
    return renderAtServingTime(() =>
      withCurrentContent(() => renderRequest(new Request(url, { headers }), context)),
    );
  };
  return render;
}
