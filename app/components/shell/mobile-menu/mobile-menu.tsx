import { isNavItemActive, type NavItem } from "~/features/shell/links";
import { behaviourRoot, part } from "~/enhance/markup";
import { CloseIcon, MenuIcon } from "~/components/shell/icons";
import { MOBILE_MENU } from "./contract";

const MENU_ID = "mobile-menu";

/**
 * The phone menu: a popover opened by its button, so it works from the first paint and without
 * JavaScript. mobile-menu.enhance.ts adds focus on open, closing on a link and the Gaming rule.
 */
export function MobileMenu({
  items,
  pathname,
  background,
  linkClass,
}: {
  items: NavItem[];
  /** The current page's path; null on a page that is none of the site's (nothing is current). */
  pathname: string | null;
  /** The bar's colour: the panel continues it. */
  background: string;
  linkClass: (active: boolean) => string;
}) {
  return (
    <div className="contents" {...behaviourRoot(MOBILE_MENU.behaviour)}>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="grid size-10 place-items-center rounded-full hover:bg-black/15 lg:hidden"
        aria-label="Menu"
      >
        {/* This menu's own popover (MENU_ID, written out for Tailwind): the bar holds others, the search field's. */}
        <MenuIcon className="size-6 group-has-[#mobile-menu:popover-open]/nav:hidden" />
        <CloseIcon className="hidden size-6 group-has-[#mobile-menu:popover-open]/nav:block" />
      </button>
      {/* Below the bar, full width; the platform hides it while closed (so no display class here). */}
      <div
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 top-[calc(var(--banner-h)+var(--nav-h))] bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--banner-h)-var(--nav-h))] w-full max-w-none border-0 border-t border-black/20 p-0 text-inherit shadow-md lg:!hidden"
        style={{ backgroundColor: background }}
      >
        <ul className="container-page flex flex-col gap-1 pt-2 pb-3">
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={active ? "page" : undefined}
                  className={`block ${linkClass(active)}`}
                  {...(item.keepsMenuOpen ? part(MOBILE_MENU.keepOpen) : {})}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
