// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, test } from "vitest";
import { NAV_ITEMS } from "~/features/shell/links";
import { MobileMenu } from "./mobile-menu";
import { MOBILE_MENU } from "./contract";
import { enhanceMobileMenu } from "./mobile-menu.enhance";

// happy-dom has no popover: a stand-in that keeps the state and fires "toggle" as browsers do.
const openPanels = new WeakSet<HTMLElement>();
function setPopover(element: HTMLElement, open: boolean) {
  if (openPanels.has(element) === open) return;
  if (open) openPanels.add(element);
  else openPanels.delete(element);
  element.dispatchEvent(Object.assign(new Event("toggle"), { newState: open ? "open" : "closed" }));
}
beforeEach(() => {
  sessionStorage.clear();
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    setPopover(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    setPopover(this, false);
  };
});

/** Mounts the menu as a page reached from `referrer` (by default another page of this site). */
function mount(options: { referrer?: string; storage?: () => Storage } = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(MobileMenu, {
      items: NAV_ITEMS,
      pathname: "/",
      background: "blue",
      linkClass: () => "",
    }),
  );
  const root = document.body.firstElementChild as HTMLElement;
  enhanceMobileMenu(root, { referrer: new URL("/blogs", location.origin).href, ...options });
  const panel = root.querySelector<HTMLElement>("[popover]")!;
  return {
    root,
    panel,
    toggle: root.querySelector<HTMLButtonElement>(`button[popovertarget="${panel.id}"]`)!,
    isOpen: () => openPanels.has(panel),
  };
}

test("the markup is a popover the platform opens: the button names the panel, no script needed", () => {
  const { toggle, panel } = mount();
  expect(toggle).not.toBeNull();
  expect(panel.getAttribute("popover")).toBe("auto");
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
});

test("opening moves focus to the first link and reports the state; closing reports it too", () => {
  const { toggle, panel } = mount();
  panel.showPopover();
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(document.activeElement?.textContent).toBe("Home");
  panel.hidePopover();
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
});

test("choosing a link closes the menu; Gaming keeps it open for the next page, which opens it without stealing focus", () => {
  const first = mount();
  first.panel.showPopover();
  first.panel
    .querySelector<HTMLAnchorElement>('a[href="/blogs"]')!
    .addEventListener("click", (event) => event.preventDefault());
  first.panel.querySelector<HTMLAnchorElement>('a[href="/blogs"]')!.click();
  expect(first.isOpen()).toBe(false);

  first.panel.showPopover();
  const gaming = first.panel.querySelector<HTMLAnchorElement>(`a[${MOBILE_MENU.keepOpen}]`)!;
  expect(gaming.textContent).toBe("Gaming");
  gaming.addEventListener("click", (event) => event.preventDefault());
  gaming.click();
  expect(first.isOpen()).toBe(true);
  expect(sessionStorage.getItem(MOBILE_MENU.keptOpenKey)).toBe("1");

  // The next page starts with the menu open and forgets the note.
  const next = mount();
  expect(next.isOpen()).toBe(true);
  expect(next.toggle.getAttribute("aria-expanded")).toBe("true");
  expect(document.activeElement).toBe(document.body);
  expect(sessionStorage.getItem(MOBILE_MENU.keptOpenKey)).toBeNull();
});

test("a visitor arriving from another site (or typing the address) never touches storage; the note is only read after this site's pages", () => {
  sessionStorage.setItem(MOBILE_MENU.keptOpenKey, "1");
  let reads = 0;
  const storage = () => (reads++, sessionStorage);
  for (const referrer of ["", "https://elsewhere.example/page", "not a url"]) {
    const page = mount({ referrer, storage });
    expect(page.isOpen()).toBe(false);
  }
  expect(reads).toBe(0);
  expect(mount({ storage }).isOpen()).toBe(true);
  expect(reads).toBeGreaterThan(0);
});
