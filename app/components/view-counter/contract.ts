/** The contract between <ViewCounter> and view-counter.enhance.ts. */
export const VIEW_COUNTER = {
  behaviour: "view-counter",
  /** The post whose view is counted. */
  slug: "data-slug",
  /** The part that shows the count ("1,234 views"). */
  count: "data-view-count",
  /** The dot before the count. */
  separator: "data-view-separator",
  /** Set on the counter once the count is in: until then the dot and the count are invisible. */
  shown: "data-shown",
} as const;
