import type { BehaviourModule } from "~/enhance/behaviour";
import { MOBILE_MENU } from "./contract";

/**
 * What the popover lacks: focus moves to the first link on open, the toggle reports its state
 * in aria-expanded, choosing a link closes the menu unless the link keeps it open for the next
 * page (Gaming). Escape, outside clicks and returning focus are the platform's.
 */
export function enhanceMobileMenu(
  root: HTMLElement,
  {
    storage = () => sessionStorage,
    referrer = root.ownerDocument.referrer,
  }: { storage?: () => Storage; referrer?: string } = {},
) {
  const panel = root.querySelector<HTMLElement>("[popover]");
  const toggle = panel
    ? root.querySelector<HTMLButtonElement>(`button[popovertarget="${panel.id}"]`)
    : null;
  if (!panel || !toggle) return;
  let focusOnOpen = true;

  function sync(open: boolean) {
    toggle!.setAttribute("aria-expanded", String(open));
  }

  panel.addEventListener("toggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    sync(open);
    if (open && focusOnOpen) panel.querySelector<HTMLElement>("a")?.focus();
    focusOnOpen = true;
  });
  panel.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (!link) return;
    // Links load a new page: a link that keeps the menu open leaves a note for that page.
    if (link.hasAttribute(MOBILE_MENU.keepOpen)) storage().setItem(MOBILE_MENU.keptOpenKey, "1");
    else panel.hidePopover();
  });

  sync(panel.matches(":popover-open"));
  // Only a page of this site can have left the note. A visitor arriving from elsewhere (most
  // first visits) never touches storage, whose first use is a round trip to the browser (~10 ms
  // of main thread on a phone).
  if (!cameFrom(referrer, root.ownerDocument.location.origin)) return;
  if (storage().getItem(MOBILE_MENU.keptOpenKey)) {
    storage().removeItem(MOBILE_MENU.keptOpenKey);
    if (getComputedStyle(toggle).display !== "none" && !panel.matches(":popover-open")) {
      focusOnOpen = false;
      panel.showPopover();
    }
  }
}

function cameFrom(referrer: string, origin: string): boolean {
  try {
    return referrer !== "" && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

export const attach: BehaviourModule["attach"] = (element) => enhanceMobileMenu(element);
