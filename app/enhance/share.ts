import { COPIED_MS, copyText, popupFeatures } from "~/features/share/share";

/** Share block: links open a centred popup; Copy Link copies and says "Copied!" for 2 s. */
export function enhanceShare(root: HTMLElement) {
  const url = root.dataset.url ?? "";
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-share-popup]")) {
    link.addEventListener("click", (event) => {
      const features = popupFeatures({ width: window.outerWidth, height: window.outerHeight, left: window.screenX, top: window.screenY });
      const opened = window.open(link.href, "share", features);
      if (!opened) return; // popup blocked: the link opens a new tab as usual
      opened.opener = null;
      event.preventDefault();
    });
  }
  const button = root.querySelector<HTMLButtonElement>("button[data-copy]");
  const label = button?.querySelector<HTMLElement>("[data-copy-label]");
  if (!button || !label) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    const copied = await copyText(url, navigator.clipboard, (message, value) => window.prompt(message, value));
    if (!copied) return;
    label.textContent = "Copied!";
    clearTimeout(timer);
    timer = setTimeout(() => (label.textContent = "Copy Link"), COPIED_MS);
  });
}
