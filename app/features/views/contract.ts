/**
 * The view-counter API as both sides see it: what api.server.ts answers and the view counter's
 * behaviour reads. Browser-safe (no server imports): the behaviour's bundle includes it.
 */

/** The view-counter endpoint for one post (POST counts a view, GET reads the count). */
export function viewsUrl(slug: string): string {
  return `/api/views/${encodeURIComponent(slug)}`;
}

/** GET or POST /api/views/{slug}; `counted` (POST only) says whether this request added a view. */
export type ViewCount = { slug: string; views: number; counted?: boolean };
/** GET /api/views?slugs=a,b: the count of each known post asked for. */
type ViewCounts = { views: Record<string, number> };
/** Any refusal (400, 403, 404, 405, 413, 429, 503). */
type ViewsError = { error: string };

export type ViewsBody = ViewCount | ViewCounts | ViewsError;

/** The count in an answer to /api/views/{slug}, or undefined when the body is not one (checked, not assumed: it crossed the network). */
export function readViewCount(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null || !("views" in body)) return undefined;
  const { views } = body;
  return typeof views === "number" && Number.isSafeInteger(views) && views >= 0 ? views : undefined;
}
