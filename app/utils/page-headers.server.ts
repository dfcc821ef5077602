import { data, type HeadersFunction } from "react-router";
import { getEnv } from "./env.server";

/**
 * Cache-Control of a page that is the same for every visitor: browsers revalidate each time
 * (max-age=0, cheap with the ETag), a CDN and the page cache keep it for `sMaxage` seconds.
 */
export function sharedCacheControl(sMaxage: number = getEnv().PAGE_S_MAXAGE): string {
  return `public, max-age=0, s-maxage=${sMaxage}, stale-while-revalidate=${getEnv().PAGE_STALE_WHILE_REVALIDATE}`;
}

/**
 * The `headers` export of every route whose page is the same for all visitors: it is rendered
 * once and served from the page cache. A loader with live data shortens the time by returning
 * its own Cache-Control (e.g. the Most viewed list).
 */
export const sharedPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  "Cache-Control":
    loaderHeaders.get("Cache-Control") ??
    errorHeaders?.get("Cache-Control") ??
    sharedCacheControl(),
});

/**
 * A "not found" answer (status 404) that is, like the page it replaces, the same for every
 * visitor: thrown from a loader, it is rendered by the root error boundary and cached.
 */
export function sharedNotFound<T>(payload: T) {
  return data(payload, { status: 404, headers: { "Cache-Control": sharedCacheControl() } });
}

/** The root's `headers`: an error page is shared only when the loader that threw said so (sharedNotFound). */
export const errorPageHeaders: HeadersFunction = ({ errorHeaders }) => {
  const cacheControl = errorHeaders?.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};
