import type * as footerColumn from "~/components/shell/footer-column/contract";
import type * as liveFilter from "~/components/live-filter/contract";
import type * as mobileMenu from "~/components/shell/mobile-menu/contract";
import type * as share from "~/components/share/contract";
import type * as slideshow from "~/components/slideshow/contract";
import type * as themeToggle from "~/components/shell/theme-toggle/contract";
import type * as typing from "~/components/typing/contract";
import type * as videoFacade from "~/components/video-facade/contract";
import type * as viewCounter from "~/components/view-counter/contract";
import type { BehaviourModule } from "./behaviour";

/** Every behaviour name, as each widget's contract declares it. */
export type BehaviourName =
  | typeof footerColumn.FOOTER_COLUMN.behaviour
  | typeof liveFilter.LIVE_FILTER.behaviour
  | typeof mobileMenu.MOBILE_MENU.behaviour
  | typeof share.SHARE.behaviour
  | typeof slideshow.SLIDESHOW.behaviour
  | typeof themeToggle.THEME_TOGGLE.behaviour
  | typeof typing.TYPING.behaviour
  | typeof videoFacade.VIDEO_FACADE.behaviour
  | typeof viewCounter.VIEW_COUNTER.behaviour;

/**
 * Where each behaviour's code lives. Each is its own chunk, fetched only by pages whose markup
 * names it. A behaviour added to a contract but not here (or the reverse) fails the typecheck.
 */
export const registry: { readonly [Name in BehaviourName]: () => Promise<BehaviourModule> } = {
  collapsible: () => import("~/components/shell/footer-column/footer-column.enhance"),
  "live-filter": () => import("~/components/live-filter/live-filter.enhance"),
  menu: () => import("~/components/shell/mobile-menu/mobile-menu.enhance"),
  share: () => import("~/components/share/share.enhance"),
  slideshow: () => import("~/components/slideshow/slideshow.enhance"),
  theme: () => import("~/components/shell/theme-toggle/theme-toggle.enhance"),
  typing: () => import("~/components/typing/typing.enhance"),
  "video-facade": () => import("~/components/video-facade/video-facade.enhance"),
  "view-counter": () => import("~/components/view-counter/view-counter.enhance"),
};

export function isBehaviourName(name: string): name is BehaviourName {
  return Object.hasOwn(registry, name);
}
