import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Picture } from "~/components/picture";
import { isNavItemActive, NAV_ITEMS, type NavItem } from "~/features/shell/links";
import { navSection, SECTION_COLOURS } from "~/features/shell/sections";
import type { Theme } from "~/features/theme/theme";
import { siteConfig } from "../../../site.config";
import { CloseIcon, MenuIcon } from "./icons";
import { ThemeToggle } from "./theme-toggle";

function linkClass(isActive: boolean) {
  return [
    "rounded-md px-3 py-2 text-[0.95rem] font-semibold transition-colors",
    isActive ? "bg-black/25 underline decoration-2 underline-offset-[6px]" : "hover:bg-black/15",
  ].join(" ");
}

/** The site navigation: colour follows the section; on phones a disclosure menu. */
export function NavBar({ theme }: { theme: Theme }) {
  const { pathname } = useLocation();
  const section = navSection(pathname);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Green is light: dark text keeps the contrast readable there.
  const textClass = section === "services" ? "text-ink" : "text-white";

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLAnchorElement>("a")?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function onChoose(item: NavItem) {
    if (!item.keepsMenuOpen) setOpen(false);
  }

  return (
    <header
      className={`fixed inset-x-0 top-[var(--banner-h)] z-40 shadow-md ${textClass}`}
      style={{ backgroundColor: SECTION_COLOURS[section] }}
      data-section={section}
    >
      <nav aria-label="Main" className="container-page flex h-[var(--nav-h)] items-center justify-between gap-4">
        <Link to="/" className="flex shrink-0 items-center rounded-md" aria-label={`${siteConfig.brand} home`}>
          <Picture name={siteConfig.logos.site} alt="" sizes="150px" className="h-10 w-auto" priority />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} pathname={pathname} />
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <ThemeToggle theme={theme} />
          <button
            ref={toggleRef}
            type="button"
            className="grid size-10 place-items-center rounded-full hover:bg-black/15 lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((value) => !value)}
            data-menu-toggle
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </nav>
      <ul
        id={menuId}
        ref={menuRef}
        hidden={!open}
        data-nojs-menu
        className="container-page flex-col gap-1 border-t border-black/20 pb-3 pt-2 lg:!hidden"
        style={{ display: open ? "flex" : undefined }}
      >
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} pathname={pathname} onClick={() => onChoose(item)} block />
          </li>
        ))}
      </ul>
    </header>
  );
}

function NavItemLink({ item, pathname, onClick, block = false }: { item: NavItem; pathname: string; onClick?: () => void; block?: boolean }) {
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      className={`${block ? "block " : ""}${linkClass(active)}`}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
