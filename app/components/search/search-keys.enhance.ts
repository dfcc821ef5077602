import type { BehaviourModule } from "~/enhance/behaviour";
import { SEARCH_KEYS } from "./contract";

/**
 * On the search page: ArrowDown from the field goes to the first result, ArrowDown and ArrowUp
 * step through the results, ArrowUp from the first goes back to the field. Listens on the page's
 * root, so results swapped in by the live filter need nothing attached.
 */
export function enhanceSearchKeys(root: HTMLElement) {
  const field = root.querySelector<HTMLInputElement>('input[type="search"]');
  root.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const links = [...root.querySelectorAll<HTMLAnchorElement>(`a[${SEARCH_KEYS.result}]`)];
    if (links.length === 0) return;
    const at = links.indexOf(event.target as HTMLAnchorElement);
    let next: HTMLElement | null | undefined;
    if (event.target === field) next = event.key === "ArrowDown" ? links[0] : undefined;
    else if (at !== -1)
      next = event.key === "ArrowDown" ? links[at + 1] : at === 0 ? field : links[at - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}

export const attach: BehaviourModule["attach"] = (element) => enhanceSearchKeys(element);
