import { enhanced, expect, test } from "./fixtures";

test("services page: banner, both cards with order links, profile link, e-mail, share", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Services highlights" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Services" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  for (const title of ["Graphic Design (Thumbnail)", "Website Development"]) {
    const card = cards.filter({ hasText: title });
    const order = card.getByRole("link", { name: /Order now/ });
    await expect(order).toHaveAttribute("href", /^https:\/\/www\.fiverr\.com\//);
    await expect(order).toHaveAttribute("target", "_blank");
  }
  // Prices are stored, not shown.
  await expect(page.locator("main")).not.toContainText("$");
  await expect(page.getByRole("link", { name: "my marketplace profile" })).toHaveAttribute(
    "href",
    "https://www.fiverr.com/your-profile",
  );
  await expect(page.getByText("services@example.com")).toBeVisible();
  await expect(page.getByRole("region", { name: "Share" })).toBeVisible();
});

test("filter from the URL", async ({ page }) => {
  await page.goto("/services?q=THUMB");
  const cards = page.getByRole("list", { name: "Services" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Graphic Design (Thumbnail)");

  await page.goto("/services?category=Website%20Development");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Website Development");
  await expect(page.getByLabel("Category")).toHaveValue("Website Development");

  await page.goto("/services?q=thumbnail&category=Website%20Development");
  await expect(page.getByText("No service found")).toBeVisible();

  // Odd input is harmless.
  const response = await page.goto("/services?category=%3Cscript%3E&q=" + "x".repeat(5000));
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel("Category")).toHaveValue("All");
});

test("filter with the controls updates the list and the URL", async ({ page }) => {
  await page.goto("/services");
  await enhanced(page);
  const cards = page.getByRole("list", { name: "Services" }).getByRole("listitem");
  await page.getByLabel("Category").selectOption("Graphic Design (Thumbnail)");
  await expect(page).toHaveURL(/category=Graphic\+Design/);
  await expect(cards).toHaveCount(1);
  await page.getByLabel("Category").selectOption("All");
  await page.getByLabel("Search services").fill("zzz");
  await expect(page.getByText("No service found")).toBeVisible();
  await expect(page).toHaveURL(/q=zzz/);
  await page.getByLabel("Search services").fill("web");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Website Development");
});

test("Copy Link shows Copied! for 2 seconds, then Copy Link again", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/services");
  await enhanced(page);
  const share = page.getByRole("region", { name: "Share" });
  const copy = share.getByRole("button", { name: "Copy Link" });
  await copy.click();
  await expect(share.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "https://voltverse.example.com/services",
  );
  await expect(share.getByRole("button", { name: "Copy Link" })).toBeVisible({ timeout: 3_000 });
});

test("when the clipboard fails, a prompt offers the address", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  await page.goto("/services");
  await enhanced(page);
  const seen: { type: string; value: string }[] = [];
  page.once("dialog", (dialog) => {
    seen.push({ type: dialog.type(), value: dialog.defaultValue() });
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect
    .poll(() => seen)
    .toEqual([{ type: "prompt", value: "https://voltverse.example.com/services" }]);
  await expect(page.getByRole("button", { name: "Copy Link" })).toBeVisible();
});

test("share links open a centred 550×400 popup with the page address", async ({ page }) => {
  await page.goto("/services");
  await enhanced(page);
  await page.evaluate(() => {
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = ((url: string, target: string, features: string) => {
      (window as unknown as { opened: unknown[] }).opened.push({ url, target, features });
      return { opener: window } as unknown as Window;
    }) as typeof window.open;
  });
  const share = page.getByRole("region", { name: "Share" });
  await share.getByRole("link", { name: "WhatsApp" }).click();
  await share.getByRole("link", { name: "Facebook" }).click();
  const opened = await page.evaluate(
    () => (window as unknown as { opened: { url: string; features: string }[] }).opened,
  );
  expect(opened[0]!.url).toBe(
    `https://api.whatsapp.com/send?text=${encodeURIComponent("Check this out! https://voltverse.example.com/services")}`,
  );
  expect(opened[1]!.url).toBe(
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent("https://voltverse.example.com/services")}`,
  );
  expect(opened[0]!.features).toMatch(/^width=550,height=400,left=\d+,top=\d+$/);
  await expect(page).toHaveURL(/\/services$/);
});

test("banner advances after 5 s, wraps, and has working controls", async ({ page }) => {
  await page.clock.install();
  await page.goto("/services");
  await enhanced(page);
  const banner = page.getByRole("region", { name: "Services highlights" });
  const counter = banner.getByText(/^\d \/ 4$/);
  await expect(counter).toHaveText("1 / 4");
  await page.clock.runFor(5_100);
  await expect(counter).toHaveText("2 / 4");
  await banner.getByRole("button", { name: "Next slide" }).click();
  await expect(counter).toHaveText("3 / 4");
  await banner.getByRole("button", { name: "Next slide" }).click();
  await banner.getByRole("button", { name: "Next slide" }).click();
  await expect(counter).toHaveText("1 / 4");
  await banner.getByRole("button", { name: "Previous slide" }).click();
  await expect(counter).toHaveText("4 / 4");
  await banner.getByRole("button", { name: "Pause slideshow" }).click();
  await page.clock.runFor(12_000);
  await expect(counter).toHaveText("4 / 4");
});

test("the video slide advances when the video ends", async ({ page }) => {
  // Decoding is not what is tested: play() succeeds and the test says when the video ends.
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  await page.goto("/services");
  await enhanced(page);
  const banner = page.getByRole("region", { name: "Services highlights" });
  await banner.getByRole("button", { name: "Next slide" }).click();
  await expect(banner.getByText("2 / 4")).toBeVisible();
  const video = banner.locator("video");
  await expect(video).toHaveCount(1);
  await video.evaluate((element: HTMLVideoElement) => element.dispatchEvent(new Event("ended")));
  await expect(banner.getByText("3 / 4")).toBeVisible();
});
