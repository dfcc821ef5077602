/**
 * The mobile menu disclosure: the button toggles aria-expanded and the panel;
 * Escape closes it and returns focus; choosing a link closes it unless the link says otherwise.
 */
const KEEP_OPEN_KEY = "menu-kept-open";

export function enhanceMenu(toggle: HTMLButtonElement) {
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const labels = { open: toggle.dataset.labelOpen ?? "Open menu", close: toggle.dataset.labelClose ?? "Close menu" };

  function setOpen(open: boolean, focus: "first-link" | "toggle" | "none" = "none") {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? labels.close : labels.open);
    panel!.hidden = !open;
    if (focus === "first-link") panel!.querySelector<HTMLElement>("a")?.focus();
    if (focus === "toggle") toggle.focus();
  }

  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    setOpen(open, open ? "first-link" : "none");
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true") setOpen(false, "toggle");
  });
  panel.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (!link) return;
    // Links load a new page: a link that keeps the menu open leaves a note for the next page.
    if (link.dataset.keepMenuOpen === undefined) setOpen(false);
    else sessionStorage.setItem(KEEP_OPEN_KEY, "1");
  });
  if (sessionStorage.getItem(KEEP_OPEN_KEY)) {
    sessionStorage.removeItem(KEEP_OPEN_KEY);
    if (getComputedStyle(toggle).display !== "none") setOpen(true);
  }
}
