import { createContext } from "react-router";
import type { RouteTable } from "./features/route-table/route-table";
import type { IslandName } from "./islands/registry";

/**
 * What the server (server/app.ts) gives every page render, in development and production alike.
 * Nothing per-visitor: pages are rendered once and shared (see server/page-cache).
 */
export type RequestContext = {
  /** Address of the browser behaviours' entry module (app/browser/enhance.entry.ts). */
  enhanceSrc: string;
  /** Address of each React island's entry module (app/browser/<name>.entry.tsx), loaded only by routes that declare it. */
  islandSrcs: Readonly<Record<IslandName, string>>;
  /**
   * The page is a "not found" answer shared by every address of its kind (see
   * features/cache/not-found.server.ts): it must not show anything of the address it was asked for.
   */
  notFound?: boolean;
  /**
   * The page answers a client past its rate (a flood of searches): status 429, shared by every
   * such client and address, so it too shows nothing of the address (see server/page-cache).
   */
  tooMany?: boolean;
  /** The routes of the build, with their handles: the sitemap lists the pages they declare. */
  routes: RouteTable;
};

/** React Router's typed request context: set once in server/app.ts, read with `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();
