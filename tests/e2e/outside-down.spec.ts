// Outside services down: the translator's script, the YouTube IFrame API, a video
// embed and the YouTube Data API refusing, failing with 500 or hanging. Every page stays usable,
// nothing throws (the fixture fails a test on any page error), and the TV keeps playing from its
// bundled lists. Hanging services are passed with page.clock, never by waiting.
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { FAILED_TEXT, GIVE_UP_MS, POLL_MS } from "~/components/translator/contract";
import { IFRAME_API_SRC, IFRAME_API_TIMEOUT_MS } from "~/components/tv/youtube-iframe";
import { EMBED_ORIGIN } from "~/components/video-facade/contract";
import { freePort, startProductionServer } from "../helpers/server";
import { enhanced, expect, test, TRANSLATOR_SCRIPT } from "./fixtures";
import { parse as parseYaml } from "yaml";

const FAILURES = ["refused", "500", "hanging"] as const;
type Failure = (typeof FAILURES)[number];

/** What Chromium logs for a refused or failed request: expected here, unlike a page error. */
const NETWORK_ERRORS = [
  /^Failed to load resource: (net::ERR_CONNECTION_REFUSED|the server responded with a status of 500)/,
];

/** Answers `url` the way a service that is down does: refused, 500, or never (hanging). */
async function takeDown(page: Page, url: string | RegExp, failure: Failure) {
  await page.route(url, async (route) => {
    if (failure === "refused") await route.abort("connectionrefused");
    else if (failure === "500")
      await route.fulfill({
        status: 500,
        contentType: "text/html",
        body: "<h1>Internal Server Error</h1>",
      });
    // Hanging: the request is left unanswered.
  });
}

const IFRAME_API_STAND_IN = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
/** The bundled channel lists (content/tv/), which the TV falls back to. */
const bundled = (channel: string) =>
  (
    parseYaml(readFileSync(`content/tv/${channel.toLowerCase()}.yaml`, "utf8")) as {
      videos: { id: string; title: string }[];
    }
  ).videos;

test.describe("the translator's script down", () => {
  test.use({ viewport: { width: 375, height: 812 }, allowedConsoleErrors: NETWORK_ERRORS });

  for (const failure of FAILURES) {
    test(`${failure}: the picker says it is unavailable; menu, theme toggle and links still work`, async ({
      page,
    }) => {
      await page.clock.install();
      await takeDown(page, TRANSLATOR_SCRIPT, failure);
      const requested = page.waitForRequest(TRANSLATOR_SCRIPT);
      await page.goto("/about");
      await enhanced(page);
      await requested;
      const translator = page.locator("[data-enhance=translator]");
      if (failure === "hanging") {
        // Still waiting for the widget; past the loader's give-up time it says so.
        await expect(translator).toHaveAttribute("data-state", "loading");
        await page.clock.runFor(GIVE_UP_MS + POLL_MS);
      }
      await expect(translator).toHaveAttribute("data-state", "failed");
      await expect(page.getByRole("status").filter({ hasText: FAILED_TEXT })).toBeVisible();
      await expect(page.getByLabel("Language")).toBeDisabled();

      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const menu = page.locator("#mobile-menu");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("the YouTube IFrame API down", () => {
  test.use({ allowedConsoleErrors: NETWORK_ERRORS });

  for (const failure of FAILURES) {
    test(`${failure}: /tv offers the video on YouTube; the guide and channel switching still work`, async ({
      page,
    }) => {
      await page.clock.install();
      await takeDown(page, IFRAME_API_SRC, failure);
      const requested = page.waitForRequest(IFRAME_API_SRC);
      await page.goto("/tv");
      const root = page.locator("[data-tv-state]");
      await expect(page.locator("[data-island=tv]")).toHaveAttribute("data-hydrated", "true", {
        timeout: 15_000,
      });
      await requested;
      await expect(root).not.toHaveAttribute("data-tv-state", "loading", { timeout: 15_000 });
      if (failure === "hanging") await page.clock.runFor(IFRAME_API_TIMEOUT_MS);

      const failed = page.locator("[data-tv-failed]");
      await expect(failed).toContainText("The video player could not be loaded.");
      const watch = failed.getByRole("link", { name: /Watch on YouTube/ });
      const mix = bundled("MIX").map((video) => video.id);
      expect(mix).toContain(new URL((await watch.getAttribute("href"))!).searchParams.get("v"));
      await expect(page.locator("[data-tv-guide] li")).toHaveCount(5);
      await expect(page.locator("[data-tv-now]")).toContainText(/You are watching MIX Channel: .+/);

      await page
        .getByRole("navigation", { name: "Channels" })
        .getByRole("link", { name: "GTA" })
        .click();
      await expect(page).toHaveURL(/\/tv\?channel=GTA$/);
      await expect(root).toHaveAttribute("data-tv-channel", "GTA");
      await expect(page.locator("[data-tv-now]")).toContainText(/You are watching GTA Channel: .+/);
      await expect(page.locator("[data-tv-guide] li")).toHaveCount(5);
      const gta = bundled("GTA").map((video) => video.id);
      await expect
        .poll(async () =>
          gta.includes(new URL((await watch.getAttribute("href"))!).searchParams.get("v") ?? ""),
        )
        .toBe(true);
    });
  }
});

test.describe("a video embed down", () => {
  test.use({ allowedConsoleErrors: NETWORK_ERRORS });

  for (const failure of FAILURES) {
    test(`${failure}: a clicked facade on /gaming leaves the page working`, async ({ page }) => {
      await takeDown(page, `${EMBED_ORIGIN}/**`, failure);
      await page.goto("/gaming");
      await enhanced(page);
      const facade = page.locator("[data-enhance=video-facade]").first();
      const embed = page.waitForRequest(`${EMBED_ORIGIN}/embed/**`);
      await facade.getByRole("button").click();
      await embed;
      await expect(facade.locator("iframe")).toHaveAttribute("title", /.+/);
      // The rest of the page still answers: the slideshow moves on, a link navigates.
      const slideshow = page.getByRole("region", { name: "Gaming highlights" });
      await slideshow.getByRole("button", { name: "Next slide" }).click();
      await expect(slideshow.getByText(/^2 \/ \d+$/)).toBeVisible();
      await page.locator("main a[href='/gaming/ucc']").first().click();
      await expect(page).toHaveURL(/\/gaming\/ucc$/);
    });
  }
});

test("the YouTube Data API refusing or failing with 500: /tv plays from the bundled lists", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // One address where nothing listens (refused), one server that answers 500 to everything.
  const refused = `http://127.0.0.1:${await freePort()}/youtube/v3`;
  let asked = 0;
  const failing = createServer((_, response) => {
    asked += 1;
    response.writeHead(500, { "Content-Type": "application/json" }).end('{"error":{"code":500}}');
  });
  await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
  const failingBase = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/youtube/v3`;
  const data = mkdtempSync(path.join(tmpdir(), "vv-outside-down-"));
  const servers = await Promise.all(
    [refused, failingBase].map((base, i) =>
      startProductionServer({
        YOUTUBE_API_KEY: "test-key-not-real",
        YOUTUBE_API_BASE: base,
        DATABASE_URL: `file:${path.join(data, String(i), "site.db")}`,
        PUBLIC_ORIGIN: "https://voltverse.example.com",
      }),
    ),
  );
  try {
    await page.route(IFRAME_API_SRC, (route) =>
      route.fulfill({ contentType: "text/javascript", body: IFRAME_API_STAND_IN }),
    );
    const mix = bundled("MIX");
    for (const server of servers) {
      await page.goto(`${server.url}/tv`);
      const root = page.locator("[data-tv-state]");
      await expect(root).toHaveAttribute("data-tv-ready", "true", { timeout: 15_000 });
      // An ad break (5 s) shows no title: wait for a video.
      await expect(root).toHaveAttribute("data-tv-state", "video", { timeout: 15_000 });
      const title = (await page.locator("[data-tv-now] [translate=no]").last().textContent())!;
      expect(mix.map((video) => video.title)).toContain(title);
      const playing = await page.evaluate(
        () =>
          (window as unknown as { __ytFake: { player(): { videoId: string } } }).__ytFake.player()
            .videoId,
      );
      expect(mix.map((video) => video.id)).toContain(playing);
    }
    // The server did ask the failing API (it has a key), and fell back.
    expect(asked).toBeGreaterThan(0);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    failing.close();
    rmSync(data, { recursive: true, force: true });
  }
});
