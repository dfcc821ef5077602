import { isbot } from "isbot";
import type { Route } from "./+types/views";
import { postExists } from "~/features/blog/posts.server";
import { createRateLimiter, isWellFormedSlug, parseViewed, seenRecently, viewedCookie } from "~/features/views/limits";
import { logStoreError, viewStore } from "~/features/views/views.server";
import { getEnv } from "~/utils/env.server";

const MAX_BODY_BYTES = 1024;
const MAX_SLUGS = 100;
const limiter = createRateLimiter(getEnv().VIEW_RATE_LIMIT_PER_MINUTE);

function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** 404 for unknown or malformed slugs, so nothing is ever written for them. */
function checkSlug(slug: string | undefined): Response | string {
  if (!slug || !isWellFormedSlug(slug)) return json({ error: "Unknown post" }, slug && slug.length > 200 ? 400 : 404);
  if (!postExists(slug)) return json({ error: "Unknown post" }, 404);
  return slug;
}

function storeDown(error: unknown) {
  logStoreError(`View store error: ${error instanceof Error ? error.message : String(error)}`);
  return json({ error: "View counter unavailable" }, 503, { "Retry-After": "30" });
}

/** GET /api/views/{slug} → { slug, views }; GET /api/views?slugs=a,b → { views: { a: 1, b: 0 } }. Never writes. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.slug === undefined) {
    const raw = new URL(request.url).searchParams.get("slugs") ?? "";
    const slugs = [...new Set(raw.split(",").filter(Boolean))];
    if (slugs.length === 0 || slugs.length > MAX_SLUGS || !slugs.every(isWellFormedSlug)) return json({ error: "slugs: 1 to 100 post slugs, comma-separated" }, 400);
    const known = slugs.filter(postExists);
    try {
      return json({ views: await (await viewStore()).getMany(known) });
    } catch (error) {
      return storeDown(error);
    }
  }
  const slug = checkSlug(params.slug);
  if (slug instanceof Response) return slug;
  try {
    return json({ slug, views: await (await viewStore()).get(slug) });
  } catch (error) {
    return storeDown(error);
  }
}

async function bodyTooLarge(request: Request): Promise<boolean> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) return true;
  if (!request.body) return false;
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return true;
    }
  }
}

/** POST /api/views/{slug}: counts one view (unless a bot, a repeat or over the limit) and returns the count. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== "POST" || params.slug === undefined) return json({ error: "Method Not Allowed" }, 405, { Allow: params.slug ? "GET, POST" : "GET" });
  if (await bodyTooLarge(request)) return json({ error: "Body too large" }, 413);
  const slug = checkSlug(params.slug);
  if (slug instanceof Response) return slug;

  const env = getEnv();
  const limits = env.VIEW_LIMITS === "on";
  const now = Math.floor(Date.now() / 1000);
  const viewed = parseViewed(request.headers.get("Cookie"));
  const secure = new URL(request.url).protocol === "https:";
  try {
    const store = await viewStore();
    const uncountable = limits && (isbot(request.headers.get("User-Agent") ?? "") || seenRecently(viewed, slug, now, env.VIEW_DEDUPE_SECONDS));
    if (uncountable) return json({ slug, views: await store.get(slug), counted: false });
    if (limits) {
      const wait = limiter.hit(context?.clientAddress ?? "unknown");
      if (wait > 0) return json({ error: "Too many views from this address" }, 429, { "Retry-After": String(wait) });
    }
    const views = await store.increment(slug);
    const headers = limits ? { "Set-Cookie": viewedCookie(viewed, slug, now, env.VIEW_DEDUPE_SECONDS, secure) } : undefined;
    return json({ slug, views, counted: true }, 200, headers);
  } catch (error) {
    return storeDown(error);
  }
}
