/** A heading button that opens and closes the panel it controls (footer columns on phones). */
export function enhanceCollapsible(button: HTMLButtonElement) {
  const wrapper = button.closest<HTMLElement>("[data-collapsible]");
  if (!wrapper) return;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    wrapper.dataset.open = String(open);
  });
}
