/**
 * The contract between <TournamentBar> and tournament-bar.enhance.ts. The bar is a <details>:
 * its summary opens the phone dropdown without any script; from md up the list always shows.
 */
export const TOURNAMENT_BAR = {
  behaviour: "tournament-bar",
  /** Where the bar stops being a dropdown: Tailwind's md breakpoint, which the markup uses. */
  wideQuery: "(width >= 48rem)",
} as const;
