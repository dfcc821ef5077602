/**
 * The contract between the live filter markup (live-filter.tsx) and live-filter.enhance.ts.
 * The form is a plain GET form: without the behaviour it loads the filtered page.
 */
export const LIVE_FILTER = {
  behaviour: "live-filter",
  /** On the form: the id of the region whose content the filter replaces. */
  results: "data-results",
  /** On a link that changes the filter (year, page): followed in place. */
  link: "data-filter-link",
  /**
   * On the form, optional: the id of a live region outside the results (a result count) whose
   * text is refreshed after each update, so a screen reader hears the count, not every result.
   */
  status: "data-status",
  /** On a radio: the one checked when the address does not name a value. */
  defaultOption: "data-default",
} as const;

/** How long typing in a search field waits before filtering, in ms. */
export const TYPING_DELAY_MS = 250;
