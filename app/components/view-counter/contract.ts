/** The contract between <ViewCounter> and view-counter.enhance.ts. */
export const VIEW_COUNTER = {
  behaviour: "view-counter",
  /** The post whose view is counted. */
  slug: "data-slug",
} as const;

/** The view-counter endpoint for one post (POST counts a view, GET reads the count). */
export function viewsUrl(slug: string): string {
  return `/api/views/${encodeURIComponent(slug)}`;
}
