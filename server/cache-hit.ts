import type { IncomingMessage, ServerResponse } from "node:http";
import type { RouteTable } from "~/features/route-table/route-table";
import type { Env } from "~/utils/env.server";
import { hasSeveralHosts, isValidHost, MAX_URL_LENGTH } from "./http-guard";
import { formatLogLine } from "./logging";
import { cachedPage, keptRefusal, sendCachedPage, type PageCache } from "./page-cache";
import type { searchRate } from "./search-rate";
import type { pageHeaderSet } from "./security";

type HitPathOptions = {
  env: Env;
  cache: PageCache;
  /** The last route table read: none yet, and Express answers. */
  latestRoutes: () => RouteTable | undefined;
  searches: ReturnType<typeof searchRate>;
  pageHeaders: ReturnType<typeof pageHeaderSet>;
};

/**
 * Whether the visitor came over HTTPS, as Express would say (req.secure): the socket's own TLS,
 * or X-Forwarded-Proto from a trusted hop. Undefined when only Express can tell (a list of
 * trusted proxy addresses): the cache hit path then leaves the request to Express.
 */
function isSecure(req: IncomingMessage, trustProxy: Env["TRUST_PROXY"]): boolean | undefined {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (trustProxy === false || forwarded === undefined) return false;
  if (typeof trustProxy !== "number") return undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0]! : forwarded).split(",", 1)[0]!.trim();
  return first === "https";
}

/**
 * The hit path: a GET or HEAD for a page in the cache is answered before Express runs at all.
 * Answers whether it answered; anything it is not sure of is left to Express.
 */
export function cacheHitPath({ env, cache, latestRoutes, searches, pageHeaders }: HitPathOptions) {
  const log = env.LOG_REQUESTS ? (line: string) => console.log(line) : undefined;
  return function fromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const target = req.url ?? "";
    if (target.length > MAX_URL_LENGTH || target.charCodeAt(0) !== 47 /* "/" */) return false;
    if (
      req.headers["content-length"] ||
      req.headers["transfer-encoding"] ||
      !isValidHost(req.headers.host) ||
      hasSeveralHosts(req.rawHeaders)
    )
      return false;
    const secure = isSecure(req, env.TRUST_PROXY);
    if (secure === undefined) return false;
    const table = latestRoutes();
    if (!table) return false;
    let page = cachedPage(cache, target, req.headers.cookie, table);
    // A client already past its search rate asking for a search the cache does not hold: the kept 429 page.
    const wait = page ? 0 : searches.refuses(req);
    if (wait > 0 && (page = keptRefusal(cache, target, req.headers.cookie, table)))
      res.setHeader("Retry-After", String(wait));
    if (!page) return false;
    const start = log ? process.hrtime.bigint() : 0n;
    sendCachedPage(req, res, page, pageHeaders(secure));
    if (log) {
      const path = target.split("?", 1)[0]!;
      log(
        formatLogLine(
          req.method,
          path,
          res.statusCode,
          Number(process.hrtime.bigint() - start) / 1e6,
        ),
      );
    }
    return true;
  };
}
