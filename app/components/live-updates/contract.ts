/**
 * The contract between <LiveUpdates>, <LiveRegion> (live-updates.tsx) and
 * live-updates.enhance.ts: a page that follows play names its topics on the behaviour's root, and
 * marks each part the server renders anew (a score, a table) as a region.
 */
export const LIVE_UPDATES = {
  behaviour: "live-updates",
  /** On the root: the topics the page follows, as /live takes them ("ucc/2025"). */
  topics: "data-live-topics",
  /** On the root: the content version the page was rendered from. */
  version: "data-live-version",
  /** On a part the server renders anew: its name, the same in every render of the page. */
  region: "data-live-region",
  /** On a region: what the page says politely when it changed ("Score updated"). */
  label: "data-live-label",
  /** Set on a region just swapped in: the stylesheet marks it, without motion for readers who ask for less. */
  updated: "data-live-updated",
} as const;
