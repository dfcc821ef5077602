import type { BehaviourModule } from "~/enhance/behaviour";
import { COPIED_MS, copyText, popupFeatures } from "~/features/share/share";
import { COPIED_LABEL, COPY_LABEL, SHARE } from "./contract";

/** Share block: links open a centred popup; Copy Link copies and says "Copied!" for 2 s. */
export function enhanceShare(root: HTMLElement) {
  const url = root.getAttribute(SHARE.url) ?? "";
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${SHARE.popup}]`)) {
    link.addEventListener("click", (event) => {
      const features = popupFeatures({
        width: window.outerWidth,
        height: window.outerHeight,
        left: window.screenX,
        top: window.screenY,
      });
      const opened = window.open(link.href, "share", features);
      if (!opened) return; // popup blocked: the link opens a new tab as usual
      opened.opener = null;
      event.preventDefault();
    });
  }
  const button = root.querySelector<HTMLButtonElement>(`button[${SHARE.copy}]`);
  const label = button?.querySelector<HTMLElement>(`[${SHARE.copyLabel}]`);
  if (!button || !label || url === "") return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    const copied = await copyText(url, navigator.clipboard, (message, value) =>
      window.prompt(message, value),
    );
    if (!copied) return;
    label.textContent = COPIED_LABEL;
    clearTimeout(timer);
    timer = setTimeout(() => (label.textContent = COPY_LABEL), COPIED_MS);
  });
  button.disabled = false;
}

export const attach: BehaviourModule["attach"] = (element) => enhanceShare(element);
