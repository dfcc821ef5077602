// The site's browser code: small behaviours attached to server-rendered markup.
// Pages work without it; with it, menus, toggles, shares and filters respond in place.
import { enhanceCollapsible } from "./collapsible";
import { enhanceLiveFilter } from "./live-filter";
import { enhanceMenu } from "./menu";
import { enhanceShare } from "./share";
import { enhanceSlideshow } from "./slideshow";
import { enhanceThemeToggle } from "./theme";
import { enhanceTyping } from "./typing";
import { enhanceViewCounter } from "./view-counter";

const behaviours: Record<string, (element: never) => void> = {
  menu: enhanceMenu,
  collapsible: enhanceCollapsible,
  theme: enhanceThemeToggle,
  share: enhanceShare,
  slideshow: enhanceSlideshow,
  "live-filter": enhanceLiveFilter,
  typing: enhanceTyping,
  "view-counter": enhanceViewCounter,
};

for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  const behaviour = behaviours[element.dataset.enhance ?? ""];
  if (!behaviour) continue;
  try {
    behaviour(element as never);
  } catch (error) {
    console.warn(`Behaviour "${element.dataset.enhance}" failed`, error);
  }
}
