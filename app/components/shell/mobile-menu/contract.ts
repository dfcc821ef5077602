/**
 * The contract between <MobileMenu> and mobile-menu.enhance.ts. The platform does the rest:
 * the toggle is a popovertarget button and the panel a popover, so the menu opens, closes on
 * Escape or an outside click and returns focus with or without the behaviour.
 */
export const MOBILE_MENU = {
  behaviour: "menu",
  /** On a menu link: choosing it keeps the menu open on the next page: Gaming only, the one exception to a link closing the menu. */
  keepOpen: "data-keep-menu-open",
  /** sessionStorage key that carries that rule to the next page. */
  keptOpenKey: "menu-kept-open",
} as const;
