import { Picture } from "~/components/picture";
import { isNavItemActive, NAV_ITEMS, type NavItem } from "~/features/shell/links";
import { navSection, SECTION_COLOURS } from "~/features/shell/sections";
import type { Theme } from "~/features/theme/theme";
import { siteConfig } from "~/site.config";
import { MobileMenu } from "./mobile-menu/mobile-menu";
import { useShellLocation } from "./shell-location";
import { SiteSearch } from "./site-search/site-search";
import { ThemeToggle } from "./theme-toggle/theme-toggle";

// Overlays keep text contrast: darker on blue and red (white text), lighter on green (dark text).
function linkClass(isActive: boolean) {
  return [
    "rounded-md px-3 py-2 text-[0.95rem] font-semibold transition-colors",
    isActive
      ? "bg-black/25 underline decoration-2 underline-offset-[6px] group-data-[section=services]/nav:bg-white/35"
      : "hover:bg-black/20 group-data-[section=services]/nav:hover:bg-white/30",
  ].join(" ");
}

function NavItemLink({ item, pathname }: { item: NavItem; pathname: string | null }) {
  const active = isNavItemActive(item, pathname);
  return (
    <a href={item.to} aria-current={active ? "page" : undefined} className={linkClass(active)}>
      {item.label}
    </a>
  );
}

/** The site navigation: colour follows the section; on phones a popover menu (mobile-menu/). */
export function NavBar({ theme }: { theme: Theme }) {
  const { pathname, returnTo } = useShellLocation();
  const section = navSection(pathname);
  // Green is light: dark text keeps the contrast readable there.
  const textClass = section === "services" ? "text-ink" : "text-white";
  return (
    <header
      className={`group/nav fixed inset-x-0 top-[var(--banner-h)] z-40 shadow-md ${textClass}`}
      style={{ backgroundColor: SECTION_COLOURS[section] }}
      data-section={section}
    >
      <nav aria-label="Main">
        <div className="container-page flex h-[var(--nav-h)] items-center justify-between gap-4">
          <a
            href="/"
            className="flex shrink-0 items-center rounded-md"
            aria-label={`${siteConfig.brand} home`}
          >
            <Picture
              name={siteConfig.logos.site}
              alt=""
              sizes="150px"
              className="h-10 w-auto"
              priority="eager"
            />
          </a>
          <ul className="hidden items-center gap-1 lg:flex">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} pathname={pathname} />
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-1">
            <SiteSearch />
            <ThemeToggle theme={theme} returnTo={returnTo} />
            <MobileMenu
              items={NAV_ITEMS}
              pathname={pathname}
              background={SECTION_COLOURS[section]}
              linkClass={linkClass}
            />
          </div>
        </div>
      </nav>
    </header>
  );
}
