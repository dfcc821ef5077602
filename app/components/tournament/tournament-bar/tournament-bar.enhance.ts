import type { BehaviourModule } from "~/enhance/behaviour";
import { TOURNAMENT_BAR } from "./contract";

/**
 * What the <details> dropdown lacks: choosing a page closes it at once (the next page may take a
 * moment), as do Escape (focus back on the summary) and a click outside. On wide screens the list
 * is always shown, so the <details> is kept open there to tell assistive technology the truth.
 */
export function enhanceTournamentBar(
  details: HTMLDetailsElement,
  wide: MediaQueryList = window.matchMedia(TOURNAMENT_BAR.wideQuery),
) {
  const summary = details.querySelector("summary");
  const close = () => {
    if (!wide.matches) details.open = false;
  };
  details.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) close();
  });
  details.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !details.open || wide.matches) return;
    close();
    summary?.focus();
  });
  details.ownerDocument.addEventListener("click", (event) => {
    if (details.open && !details.contains(event.target as Node)) close();
  });
  // The same three lines as the footer column's behaviour, on purpose: that one is built into the
  // entry, this one is a chunk, and a module both imported would become a third file every page loads.
  const follow = () => {
    if (wide.matches) details.open = true;
  };
  details.addEventListener("toggle", follow);
  wide.addEventListener("change", () => (details.open = wide.matches));
  follow();
}

export const attach: BehaviourModule["attach"] = (element) => {
  if (element instanceof HTMLDetailsElement) enhanceTournamentBar(element);
};
