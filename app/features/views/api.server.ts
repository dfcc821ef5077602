import { isbot } from "isbot";
import { postExists } from "~/features/blog/posts.server";
import { isWellFormedSlug, MAX_SLUG_LENGTH } from "~/features/blog/slug";
import { getEnv } from "~/utils/env.server";
import { isCrossSite, type RequestOrigin } from "~/utils/same-site";
import type { ViewsBody } from "./contract";
import { clientKey, createRateLimiter } from "~/utils/clients";
import { parseViewed, seenRecently, viewedCookie } from "./limits";
import { storeErrorMessage } from "./messages";
import { logStoreError, withViewStore, writeToStore } from "./views.server";

/** What the view-counter API needs of an HTTP request, whatever the server. */
export type ViewsRequest = RequestOrigin & {
  method: string;
  /** The {slug} of /api/views/{slug}; undefined for /api/views. */
  slug: string | undefined;
  query: URLSearchParams;
  cookie: string | undefined;
  userAgent: string | undefined;
  clientAddress: string;
  secure: boolean;
  /** Reads the body, resolving true when it passes maxBytes. */
  bodyExceeds: (maxBytes: number) => Promise<boolean>;
};

/** An answer of the API; its bodies are the contract the browser reads (contract.ts). */
export type ViewsResponse = { status: number; body: ViewsBody; headers: Record<string, string> };

const MAX_BODY_BYTES = 1024;
const MAX_SLUGS = 100;
/** Memory the per-client limit may take: some 30,000 clients within one minute. */
const LIMITER_MAX_BYTES = 4 * 1024 * 1024;
let limiter: ReturnType<typeof createRateLimiter> | undefined;

/** What the per-client limit holds in memory now, for /healthz. */
export function viewLimiterStats() {
  return limiter?.stats() ?? { entries: 0, bytes: 0, maxBytes: LIMITER_MAX_BYTES };
}

function reply(
  status: number,
  body: ViewsBody,
  headers: Record<string, string> = {},
): ViewsResponse {
  return { status, body, headers };
}

/** Known post slugs pass; malformed ones get 400 (absurdly long) or 404, unknown ones 404. */
function checkSlug(slug: string): ViewsResponse | undefined {
  if (slug.length > MAX_SLUG_LENGTH) return reply(400, { error: "Malformed post slug" });
  if (!isWellFormedSlug(slug) || !postExists(slug)) return reply(404, { error: "Unknown post" });
  return undefined;
}

/** Known crawlers, and clients that do not say what they are, are not readers. */
function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

function storeDown(error: unknown): ViewsResponse {
  logStoreError(storeErrorMessage(error));
  return reply(503, { error: "View counter unavailable" }, { "Retry-After": "30" });
}

/**
 * GET /api/views/{slug} → { slug, views }; GET /api/views?slugs=a,b → { views: {…} } (never writes);
 * POST /api/views/{slug} counts one view unless it comes from a bot, a repeat visitor within the
 * window, or an address over its limit, and answers the count once it is stored.
 */
export async function handleViewsRequest(request: ViewsRequest): Promise<ViewsResponse> {
  const { method, slug } = request;
  if (method === "GET" || method === "HEAD")
    return slug === undefined ? readMany(request.query) : readOne(slug);
  if (method !== "POST" || slug === undefined)
    return reply(
      405,
      { error: "Method Not Allowed" },
      { Allow: slug === undefined ? "GET" : "GET, POST" },
    );
  if (await request.bodyExceeds(MAX_BODY_BYTES)) return reply(413, { error: "Body too large" });
  if (isCrossSite(request))
    return reply(403, { error: "Views are counted from this site's own pages only" });
  const invalid = checkSlug(slug);
  if (invalid) return invalid;

  const env = getEnv();
  const limits = env.VIEW_LIMITS === "on";
  const now = Math.floor(Date.now() / 1000);
  const viewed = parseViewed(request.cookie ?? null);
  if (
    limits &&
    (isBot(request.userAgent) || seenRecently(viewed, slug, now, env.VIEW_DEDUPE_SECONDS))
  ) {
    // Not a new reader: the count as it stands, nothing written.
    try {
      return reply(200, {
        slug,
        views: await withViewStore((store) => store.get(slug)),
        counted: false,
      });
    } catch (error) {
      return storeDown(error);
    }
  }
  if (limits) {
    limiter ??= createRateLimiter(env.VIEW_RATE_LIMIT_PER_MINUTE, 60_000, LIMITER_MAX_BYTES);
    const wait = limiter.hit(clientKey(request.clientAddress));
    if (wait > 0)
      return reply(
        429,
        { error: "Too many views from this address" },
        { "Retry-After": String(wait) },
      );
  }
  try {
    const views = await writeToStore(withViewStore((store) => store.increment(slug)));
    const headers: Record<string, string> = limits
      ? { "Set-Cookie": viewedCookie(viewed, slug, now, env.VIEW_DEDUPE_SECONDS, request.secure) }
      : {};
    return reply(200, { slug, views, counted: true }, headers);
  } catch (error) {
    return storeDown(error);
  }
}

async function readOne(slug: string): Promise<ViewsResponse> {
  const invalid = checkSlug(slug);
  if (invalid) return invalid;
  try {
    return reply(200, { slug, views: await withViewStore((store) => store.get(slug)) });
  } catch (error) {
    return storeDown(error);
  }
}

async function readMany(query: URLSearchParams): Promise<ViewsResponse> {
  const slugs = [...new Set((query.get("slugs") ?? "").split(",").filter(Boolean))];
  if (slugs.length === 0 || slugs.length > MAX_SLUGS || !slugs.every(isWellFormedSlug)) {
    return reply(400, { error: "slugs: 1 to 100 post slugs, comma-separated" });
  }
  try {
    return reply(200, {
      views: await withViewStore((store) => store.getMany(slugs.filter(postExists))),
    });
  } catch (error) {
    return storeDown(error);
  }
}
