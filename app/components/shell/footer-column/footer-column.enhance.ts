import type { BehaviourModule } from "~/enhance/behaviour";
import { FOOTER_COLUMN } from "./contract";

/**
 * On wide screens CSS shows every column whatever its state; this keeps the <details> open
 * there too, so assistive technology is told the truth. Phones get the plain disclosure.
 */
export function enhanceFooterColumn(
  details: HTMLDetailsElement,
  wide: MediaQueryList = window.matchMedia(FOOTER_COLUMN.wideQuery),
) {
  const follow = () => {
    if (wide.matches) details.open = true;
  };
  details.addEventListener("toggle", follow);
  wide.addEventListener("change", () => (details.open = wide.matches));
  follow();
}

export const attach: BehaviourModule["attach"] = (element) => {
  if (element instanceof HTMLDetailsElement) enhanceFooterColumn(element);
};
