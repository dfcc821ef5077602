import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { canonicalUrl } from "~/features/cache/canonical-url.server";
import type { RouteTable } from "~/features/route-table/route-table";
import { themeFromCookie, type Theme } from "~/features/theme/theme";
import { ByteLru } from "./lru";
import { tooManyPages } from "./too-many";
import { cacheKey, createCachedPage, type CachedPage } from "./page";
import { sendCachedPage } from "./send";
import { forgetRecentTargets, pathOf, recalled, redirectTarget, rememberShared } from "./targets";

export type { CachedPage } from "./page";
export { recentTargetStats, redirectTarget } from "./targets";
export { keptRefusal } from "./too-many";
export { sendCachedPage } from "./send";

/** A rendered answer that is not shared: sent as it is. */
type Rendered = { status: number; headers: [string, string][]; body: Buffer };

/**
 * Renders one canonical page address for one theme variant (React Router, no Express). `notFound`:
 * the address is known to be "not found" and its page will be shared by every such address.
 */
export type RenderPage = (
  canonical: string,
  theme: Theme,
  options?: { notFound?: boolean; tooMany?: boolean },
) => Promise<globalThis.Response>;

/**
 * What the routes say of a canonical address: its final spelling (the page handler redirects to
 * it when the request's path differs), the key under which its page is shared with other
 * addresses (a "not found" page), if it is, and whether its renders count against the client's
 * rate (`limited`: a search).
 */
export type ResolveAddress = (
  canonical: string,
) => Promise<{ address: string; shared?: string; limited?: boolean }>;

/** Headers every page answer carries (security headers), computed once. */
export type BaseHeaders = (req: IncomingMessage) => [string, string][];

/**
 * Rendered pages that are the same for every visitor, kept in memory with their gzip and
 * brotli bodies. Two budgets: plain pages (200, no query) and variants (filtered lists, 404s),
 * so a flood of random queries or unknown paths can never evict the pages readers ask for.
 */
export function createPageCache(maxBytes: number) {
  const pages = new ByteLru<CachedPage>(Math.floor(maxBytes * 0.75));
  const variants = new ByteLru<CachedPage>(maxBytes - pages.maxBytes);
  /** Bumped by clear(): a render that started before it (from the content then) is not kept. */
  let generation = 0;
  return {
    /** A fresh page for this key, or undefined. */
    lookup(key: string, now = Date.now()): CachedPage | undefined {
      const page = pages.get(key) ?? variants.get(key);
      if (page && page.expiresAt <= now) {
        pages.delete(key);
        variants.delete(key);
        return undefined;
      }
      return page;
    },
    store(key: string, page: CachedPage) {
      (page.status === 200 && !key.includes("?") ? pages : variants).set(key, page);
    },
    clear() {
      pages.clear();
      variants.clear();
      // What an address stands for may change with the content (a new year, a new category).
      forgetRecentTargets();
      generation += 1;
    },
    generation: () => generation,
    stats: () => ({
      entries: pages.size + variants.size,
      bytes: pages.bytes + variants.bytes,
      maxBytes,
      pages: { entries: pages.size, bytes: pages.bytes, maxBytes: pages.maxBytes },
      variants: { entries: variants.size, bytes: variants.bytes, maxBytes: variants.maxBytes },
    }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The cache key of a request: theme variant and canonical address; undefined for a target that does
 * not parse or whose path is not canonical (left to the page handler, which redirects it).
 */
export function pageKey(
  target: string,
  cookieHeader: string | undefined,
  routes: RouteTable,
): string | undefined {
  const { canonical } = recalled(target, routes);
  return canonical === undefined
    ? undefined
    : cacheKey(themeFromCookie(cookieHeader ?? null), canonical);
}

/**
 * The page the cache holds for a GET of `target`, or undefined: the address's own page, or the
 * "not found" page it shares with other made-up addresses once the page handler has answered it
 * with that page (see rememberShared). So a flood of one made-up address is answered from memory
 * like any cached page, and an address something before the page handler answers (the health
 * check, the APIs, a file) never is: the page handler never sees it.
 */
export function cachedPage(
  cache: PageCache,
  target: string,
  cookieHeader: string | undefined,
  routes: RouteTable,
): CachedPage | undefined {
  const { canonical, shared } = recalled(target, routes);
  if (canonical === undefined) return undefined;
  const theme = themeFromCookie(cookieHeader ?? null);
  return (
    cache.lookup(cacheKey(theme, canonical)) ??
    (shared ? cache.lookup(cacheKey(theme, shared)) : undefined)
  );
}

/** Whether a rendered answer may be shared: a page its route marked public, 200 or 404, setting no cookie. */
export function cacheLifetime(response: globalThis.Response): number | undefined {
  if (response.status !== 200 && response.status !== 404) return undefined;
  if (response.headers.has("set-cookie")) return undefined;
  const cacheControl = response.headers.get("cache-control") ?? "";
  const sMaxage = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)?.[1];
  return /(?:^|,)\s*public\b/.test(cacheControl) && sMaxage !== undefined
    ? Number(sMaxage)
    : undefined;
}

/** A rendered answer, kept in the cache under `key` when it may be shared (see cacheLifetime). */
async function renderAndStore(
  cache: PageCache,
  render: RenderPage,
  {
    key,
    canonical,
    theme,
    shared,
  }: { key: string; canonical: string; theme: Theme; shared: boolean },
): Promise<CachedPage | Rendered> {
  const generation = cache.generation();
  const response = await render(canonical, theme, { notFound: shared });
  const body = Buffer.from(await response.arrayBuffer());
  const lifetime = cacheLifetime(response);
  if (lifetime === undefined)
    return { status: response.status, headers: [...response.headers], body };
  const headers = [...response.headers].filter(
    ([name]) => !["content-length", "content-encoding", "set-cookie"].includes(name),
  );
  const page = await createCachedPage(response.status, headers, body, lifetime);
  // Not kept when the cache was cleared meanwhile (a reload); a shared key holds only what it promises: a "not found" page.
  if (lifetime > 0 && cache.generation() === generation && (!shared || page.status === 404))
    cache.store(key, page);
  return page;
}

/**
 * Concurrent misses for one page share one render. Requests after a clear() do not wait for a
 * render of what was cleared.
 */
function sharedRenders(cache: PageCache) {
  const inFlight = new Map<string, Promise<CachedPage | Rendered>>();
  return (key: string, start: () => Promise<CachedPage | Rendered>) => {
    const flight = `${cache.generation()}|${key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = start().finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  };
}

/**
 * An answer that is not shareable (a loader's redirect, a page without a public Cache-Control),
 * as rendered. Without a Cache-Control of its own it is no-store, so no CDN keeps an error page.
 */
function sendRendered(req: Request, res: Response, result: Rendered) {
  res.status(result.status);
  for (const [name, value] of result.headers)
    if (name !== "content-length") res.append(name, value);
  if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : result.body);
}

/**
 * The Express handler for pages (GET and HEAD only reach it). A hit is sent from memory; a miss
 * renders the canonical address once — concurrent misses for one page share that render — and
 * keeps it when the route marked it public. Anything else (a redirect, a per-visitor page) is
 * sent as rendered and not kept.
 */
export function pageHandler({
  cache,
  render,
  baseHeaders,
  routes,
  resolve = (canonical) => Promise.resolve({ address: canonical }),
  admit = () => 0,
}: {
  cache: PageCache;
  render: RenderPage;
  baseHeaders: BaseHeaders;
  /** The route table now (development reloads the build): its handles say which query each page reads. */
  routes: () => Promise<RouteTable>;
  resolve?: ResolveAddress;
  /** Counts a render of a `limited` address for the request's client: 0 to go ahead, else the seconds it must wait. */
  admit?: (req: Request) => number;
}) {
  const shareRender = sharedRenders(cache);
  const tooManyPage = tooManyPages(cache, (path, theme) => render(path, theme, { tooMany: true }));

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    try {
      const parsed = canonicalUrl(req.originalUrl, await routes());
      if (parsed === undefined)
        return void res
          .status(400)
          .type("text/plain")
          .setHeader("Cache-Control", "no-store")
          .send("Bad request");
      const { address: canonical, shared, limited } = await resolve(parsed);
      const redirect = redirectTarget(req.originalUrl, canonical);
      if (redirect !== undefined)
        return void res
          .status(301)
          .setHeader("Cache-Control", "no-store")
          .setHeader("Location", redirect)
          .end();
      const theme = themeFromCookie(req.headers.cookie ?? null);
      const key = cacheKey(theme, shared ?? canonical);
      if (shared !== undefined) rememberShared(req.originalUrl, shared);
      let result: CachedPage | Rendered | undefined = cache.lookup(key);
      const wait = !result && limited ? admit(req) : 0;
      if (wait > 0) {
        res.setHeader("Retry-After", String(wait));
        result = await tooManyPage(pathOf(canonical), theme);
      }
      result ??= await shareRender(key, () =>
        renderAndStore(cache, render, { key, canonical, theme, shared: shared !== undefined }),
      );
      if (!("hash" in result)) return sendRendered(req, res, result);
      // Express set the security headers already; send them once, from the shared list.
      for (const [name] of baseHeaders(req)) res.removeHeader(name);
      sendCachedPage(req, res, result, baseHeaders(req));
    } catch (error) {
      next(error);
    }
  };
}
