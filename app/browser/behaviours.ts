import type * as codeBlock from "~/components/code-block/contract";
import type * as contents from "~/components/contents/contract";
import type * as footerColumn from "~/components/shell/footer-column/contract";
import type * as liveFilter from "~/components/live-filter/contract";
import type * as liveUpdates from "~/components/live-updates/contract";
import type * as mobileMenu from "~/components/shell/mobile-menu/contract";
import type * as searchKeys from "~/components/search/contract";
import type * as share from "~/components/share/contract";
import type * as siteSearch from "~/components/shell/site-search/contract";
import type * as slideshow from "~/components/slideshow/contract";
import type * as themeToggle from "~/components/shell/theme-toggle/contract";
import type * as translator from "~/components/translator/contract";
import type * as tournamentBar from "~/components/tournament/tournament-bar/contract";
import type * as typing from "~/components/typing/contract";
import type * as videoFacade from "~/components/video-facade/contract";
import type * as viewCounter from "~/components/view-counter/contract";
import { attach as attachFooterColumn } from "~/components/shell/footer-column/footer-column.enhance";
import { attach as attachMobileMenu } from "~/components/shell/mobile-menu/mobile-menu.enhance";
import { attach as attachSiteSearch } from "~/components/shell/site-search/site-search.enhance";
import { attach as attachThemeToggle } from "~/components/shell/theme-toggle/theme-toggle.enhance";
import { attach as attachTranslator } from "~/components/translator/translator.enhance";
import type { BehaviourModule } from "~/enhance/behaviour";

/** Every behaviour name, as each widget's contract declares it. */
export type BehaviourName =
  | typeof codeBlock.CODE_BLOCK.behaviour
  | typeof contents.CONTENTS.behaviour
  | typeof footerColumn.FOOTER_COLUMN.behaviour
  | typeof liveFilter.LIVE_FILTER.behaviour
  | typeof liveUpdates.LIVE_UPDATES.behaviour
  | typeof mobileMenu.MOBILE_MENU.behaviour
  | typeof searchKeys.SEARCH_KEYS.behaviour
  | typeof share.SHARE.behaviour
  | typeof siteSearch.SITE_SEARCH.behaviour
  | typeof slideshow.SLIDESHOW.behaviour
  | typeof themeToggle.THEME_TOGGLE.behaviour
  | typeof translator.TRANSLATOR.behaviour
  | typeof tournamentBar.TOURNAMENT_BAR.behaviour
  | typeof typing.TYPING.behaviour
  | typeof videoFacade.VIDEO_FACADE.behaviour
  | typeof viewCounter.VIEW_COUNTER.behaviour;

/** A behaviour of the site shell (banner, bar, footer): on every page, so built into the entry itself. */
const inEntry = (attach: BehaviourModule["attach"]) => () => Promise.resolve({ attach });

/**
 * Where each behaviour's code lives. It lists the widgets, so it sits above them, beside the
 * entry that uses it (app/enhance, which the widgets build on, names none of them). The shell's
 * are in the entry (every page has their markup, so a chunk of their own would only add
 * requests); every other one is its own chunk, fetched only by pages whose markup names it. A
 * behaviour added to a contract but not here fails the typecheck; one here that no contract
 * declares fails behaviours.test.ts.
 */
export const registry: { readonly [Name in BehaviourName]: () => Promise<BehaviourModule> } = {
  "code-copy": () => import("~/components/code-block/code-copy.enhance"),
  collapsible: inEntry(attachFooterColumn),
  contents: () => import("~/components/contents/contents.enhance"),
  "live-filter": () => import("~/components/live-filter/live-filter.enhance"),
  "live-updates": () => import("~/components/live-updates/live-updates.enhance"),
  menu: inEntry(attachMobileMenu),
  "search-keys": () => import("~/components/search/search-keys.enhance"),
  share: () => import("~/components/share/share.enhance"),
  "site-search": inEntry(attachSiteSearch),
  slideshow: () => import("~/components/slideshow/slideshow.enhance"),
  theme: inEntry(attachThemeToggle),
  translator: inEntry(attachTranslator),
  "tournament-bar": () => import("~/components/tournament/tournament-bar/tournament-bar.enhance"),
  typing: () => import("~/components/typing/typing.enhance"),
  "video-facade": () => import("~/components/video-facade/video-facade.enhance"),
  "view-counter": () => import("~/components/view-counter/view-counter.enhance"),
};

function isBehaviourName(name: string): name is BehaviourName {
  return Object.hasOwn(registry, name);
}

/** The behaviour a page's markup names, loaded; rejects for a name no widget declares. */
export function loadBehaviour(name: string): Promise<BehaviourModule> {
  return isBehaviourName(name) ? registry[name]() : Promise.reject(new Error("no such behaviour"));
}
