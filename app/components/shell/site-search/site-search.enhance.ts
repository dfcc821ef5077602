import type { BehaviourModule } from "~/enhance/behaviour";
import { SITE_SEARCH } from "./contract";

/** Where "/" is typing, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The bar's search link opens the search popover with its field focused (a modified click
 * still follows the link), and "/" does the same from anywhere a field does not have focus; on
 * a page with its own search field (/search) it focuses that one instead.
 */
function enhanceSiteSearch(root: HTMLElement) {
  const link = root.querySelector("a");
  const panel = root.ownerDocument.getElementById(SITE_SEARCH.panel);
  if (!link || !panel) return;
  const field = panel.querySelector("input");

  function open() {
    const own = root.ownerDocument.getElementById(SITE_SEARCH.pageField);
    if (own instanceof HTMLInputElement) {
      own.focus();
      own.select();
      return;
    }
    if (!panel!.matches(":popover-open")) panel!.showPopover();
    field?.focus();
  }

  link.setAttribute("aria-expanded", "false");
  panel.addEventListener("toggle", (event) =>
    link.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open")),
  );
  link.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    open();
  });
  root.ownerDocument.addEventListener("keydown", (event) => {
    if (
      event.key !== "/" ||
      event.metaKey ||
      event.ctrlKey ||
      event.altKey ||
      isTyping(event.target)
    )
      return;
    event.preventDefault();
    open();
  });
}

export const attach: BehaviourModule["attach"] = (element) => enhanceSiteSearch(element);
