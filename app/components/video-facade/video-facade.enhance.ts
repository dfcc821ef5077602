import type { BehaviourModule } from "~/enhance/behaviour";
import { EMBED_ALLOW, embedUrl, isVideoId, playLabel, VIDEO_FACADE } from "./contract";

/**
 * Click-to-load player: the server's link becomes a button (same poster and play icon); a click
 * replaces it with the youtube-nocookie iframe, autoplaying, and moves focus into the player.
 */
export function enhanceVideoFacade(root: HTMLElement) {
  const videoId = root.getAttribute(VIDEO_FACADE.videoId) ?? "";
  const title = root.getAttribute(VIDEO_FACADE.title) ?? "";
  const link = root.querySelector<HTMLAnchorElement>(`a[${VIDEO_FACADE.trigger}]`);
  if (!link || !isVideoId(videoId)) return; // the plain link keeps working

  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("aria-label", playLabel(title));
  button.setAttribute(VIDEO_FACADE.trigger, "");
  button.append(...link.childNodes);
  link.replaceWith(button);

  button.addEventListener(
    "click",
    () => {
      const iframe = document.createElement("iframe");
      iframe.src = embedUrl(videoId);
      iframe.title = title;
      iframe.allow = EMBED_ALLOW;
      iframe.allowFullscreen = true;
      iframe.referrerPolicy = "strict-origin-when-cross-origin";
      iframe.className = "absolute inset-0 size-full border-0";
      root.replaceChildren(iframe);
      iframe.focus();
    },
    { once: true },
  );
}

export const attach: BehaviourModule["attach"] = (element) => enhanceVideoFacade(element);
