import type { Page } from "@playwright/test";
import { BEHAVIOUR_ASSETS, enhanced, expect, holdRequests, test } from "./fixtures";

/** Holds every behaviour module (the entry and its chunks) until `release` is called. */
const holdBehaviours = (page: Page) => holdRequests(page, BEHAVIOUR_ASSETS);

test.describe("before the behaviours have loaded", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger already opens the menu and Escape closes it; the behaviour then joins in", async ({
    page,
  }) => {
    const { release, requested } = await holdBehaviours(page);
    // The module script holds back DOMContentLoaded: wait for the markup, not for events.
    await page.goto("/shop", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#mobile-menu");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Gaming" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(requested).toHaveLength(1);
    await expect(page.locator("html")).not.toHaveAttribute("data-enhanced");

    release();
    await enhanced(page);
    // Attached to a menu that was already open: it reports that state, then works as usual.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
  });

  test("footer dropdowns open; controls that need the script are disabled until it is there", async ({
    page,
  }) => {
    const { release } = await holdBehaviours(page);
    await page.goto("/services", { waitUntil: "commit" });
    const column = page.locator("footer details").filter({ hasText: "Legal" });
    await column.locator("summary").click();
    await expect(column.getByRole("link", { name: "Privacy Policy" })).toBeVisible();

    const copy = page
      .getByRole("region", { name: "Share" })
      .getByRole("button", { name: "Copy Link" });
    const next = page
      .getByRole("region", { name: "Services highlights" })
      .getByRole("button", { name: "Next slide" });
    await expect(copy).toBeDisabled();
    await expect(next).toBeDisabled();
    release();
    await enhanced(page);
    await expect(copy).toBeEnabled();
    await expect(next).toBeEnabled();
  });
});

test("a page loads only the behaviours its markup uses", async ({ page }) => {
  const chunks = new Set<string>();
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.match(
      /\/assets\/enhance-(.+)\.enhance-[^/]+\.js$/,
    )?.[1];
    if (name) chunks.add(name);
  });
  // The shell's behaviours (menu, theme, footer, translator) come with the entry on every page.
  const expected: Record<string, string[]> = {
    "/about": [],
    "/": ["typing"],
    "/services": ["live-filter", "share", "slideshow"],
    "/gaming": ["slideshow", "video-facade"],
    "/blogs/how-processors-work": ["contents", "share", "view-counter"],
  };
  for (const [path, names] of Object.entries(expected)) {
    chunks.clear();
    await page.goto(path);
    await enhanced(page);
    expect([...chunks].sort(), path).toEqual(names);
  }
});
