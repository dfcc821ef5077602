// The page budgets, for every page of the route table (tests/helpers/page-routes.ts reads
// app/routes.ts, so a new route is measured without being listed here). One fresh visit per page
// checks three things:
// - first-load JavaScript of ours as the browser fetched it (gzip bytes over the wire): at most
//   10 KB on content pages, 80 KB on /tv (React's client runtime included);
// - no page loads another feature's code: the scripts fetched are exactly the behaviours' entry,
//   the chunks of the behaviours its markup names (data-enhance) and, on /tv alone, its island;
// - nothing is fetched from another host until the visitor asks: none before the page is idle
//   (on /tv exactly the YouTube IFrame API, which is the player itself), then the
//   translator's script alone (it loads once the page is idle), and a video facade's embed only
//   once it is clicked.
import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { EMBED_ORIGIN } from "~/components/video-facade/contract";
import { IFRAME_API_SRC } from "~/components/tv/youtube-iframe";
import { ENHANCE_ATTRIBUTE } from "~/enhance/markup";
import { registry } from "~/browser/behaviours";
import { ISLAND_ATTRIBUTE } from "~/islands/island";
import { NOT_FOUND_URL, pageRoutes } from "../helpers/page-routes";
import { COMPILE_HINT_BANNER } from "../../scripts/compile-hint.mjs";
import { DOCUMENT_404, enhanced, expect, test, TRANSLATOR_SCRIPT } from "./fixtures";

/** Content pages: the entry and the few behaviours their markup names. */
const CONTENT_PAGE_BUDGET_BYTES = 10 * 1024;
/** The TV: the one page with a React island. */
const TV_BUDGET_BYTES = 80 * 1024;
const TV_PATH = "/tv";

/** Every file the browser fetches for each module that starts a load (written by the build: scripts/browser-chunks.mjs). */
const CHUNKS = JSON.parse(readFileSync("build/browser-chunks.json", "utf8")) as Record<
  string,
  string[]
>;
const ENTRY_MODULE = "app/browser/enhance.entry.ts";
const islandModule = (name: string) => `app/browser/${name}.entry.tsx`;
const ISLAND_FILES = new Set(
  Object.entries(CHUNKS).flatMap(([module, files]) => (module.endsWith(".entry.tsx") ? files : [])),
);

/**
 * Where each behaviour's code lives, read from app/browser/behaviours.ts: `null` for the shell's
 * behaviours built into the entry, else the module of its own chunk.
 */
function behaviourModules(): Map<string, string | null> {
  const source = readFileSync("app/browser/behaviours.ts", "utf8");
  const table = source.slice(source.indexOf("export const registry"));
  const modules = new Map<string, string | null>();
  for (const [, name, module] of table.matchAll(
    /^\s*"?([a-z-]+)"?: (?:inEntry\(|\(\) => import\("~\/([^"]+)"\))/gm,
  )) {
    modules.set(name!, module ? `app/${module}.ts` : null);
  }
  return modules;
}
const BEHAVIOURS = behaviourModules();

test("the budget test knows where every registered behaviour's code lives", () => {
  expect([...BEHAVIOURS.keys()].sort()).toEqual(Object.keys(registry).sort());
  for (const module of BEHAVIOURS.values())
    if (module) expect(CHUNKS[module], module).toBeDefined();
  expect(CHUNKS[ENTRY_MODULE]).toBeDefined();
});

test("every browser module asks Chromium to compile it eagerly, off the main thread (its first line is the compile hint)", () => {
  const files = new Set(Object.values(CHUNKS).flat());
  expect(files.size).toBeGreaterThan(2);
  for (const file of files)
    expect(readFileSync(`build/client${file}`, "utf8").split("\n", 1)[0], file).toBe(
      COMPILE_HINT_BANNER.js,
    );
});

/** The scripts a page may load: the entry, its behaviours' chunks, its islands. */
function expectedScripts(behaviours: string[], islands: string[]): string[] {
  const files = new Set(CHUNKS[ENTRY_MODULE]);
  for (const name of behaviours) {
    expect(BEHAVIOURS.has(name), `behaviour "${name}" is registered`).toBe(true);
    const module = BEHAVIOURS.get(name);
    if (module) for (const file of CHUNKS[module]!) files.add(file);
  }
  for (const name of islands)
    for (const file of CHUNKS[islandModule(name)] ?? [`(no build for island ${name})`])
      files.add(file);
  return [...files].sort();
}

/** Holds the page's idle callbacks until the test releases them: "the page has not been idle yet". */
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    (window as unknown as { __releaseIdle: () => number }).__releaseIdle = () => {
      const callbacks = held.splice(0);
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      return callbacks.length;
    };
  });
}

const isOurs = (url: string, origin: string) => url.startsWith(`${origin}/`);

for (const { pattern, url } of pageRoutes()) {
  test.describe(pattern, () => {
    if (url === NOT_FOUND_URL) test.use({ allowedConsoleErrors: DOCUMENT_404 });

    test(`${url}: first-load JS within budget, only its own chunks, nothing from another host until asked`, async ({
      page,
      baseURL,
    }) => {
      const origin = baseURL!;
      const isTv = url === TV_PATH;
      await holdIdleCallbacks(page);
      // The IFrame API is answered by its stand-in (it creates a blank player frame, nothing else).
      if (isTv) {
        const standIn = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
        await page.route(IFRAME_API_SRC, (route) =>
          route.fulfill({ contentType: "text/javascript", body: standIn }),
        );
      }
      const outside: string[] = [];
      page.on("request", (request) => {
        if (
          !isOurs(request.url(), origin) &&
          !request.url().startsWith("data:") &&
          !request.url().startsWith("about:")
        )
          outside.push(request.url());
      });
      // Each script of ours with its body as sent (compressed when the server compressed it).
      const fetched: Promise<{ url: string; bytes: number }>[] = [];
      page.on("requestfinished", (request: Request) => {
        if (request.resourceType() !== "script" || !isOurs(request.url(), origin)) return;
        fetched.push(
          request.sizes().then((sizes) => ({
            url: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize,
          })),
        );
      });

      await page.goto(url);
      await enhanced(page);
      if (isTv)
        await expect(page.locator("[data-tv-state]")).toHaveAttribute("data-tv-ready", "true", {
          timeout: 15_000,
        });
      // No "networkidle": it waits for a quiet network the page never promises (a fresh CI run
      // once timed out on /shop). The page has announced everything it loads up front: it is
      // enhanced (every behaviour's chunk attached) and, on /tv, the player is ready; idle
      // callbacks, the only later loads, are held.

      // 1. First-load JavaScript of ours. Playwright reports a finished request a little after the
      // page ran it: wait until it has reported every script the page lists as loaded.
      const loaded = await page.evaluate(
        (o) =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.startsWith(`${o}/`) && /\.js(\?|$)/.test(entry.name))
            .length,
        origin,
      );
      await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(Math.max(loaded, 1));
      const scripts = await Promise.all(fetched);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const budget = isTv ? TV_BUDGET_BYTES : CONTENT_PAGE_BUDGET_BYTES;
      console.log(
        `${url}: ${(total / 1024).toFixed(1)} KB of ${budget / 1024} KB in ${scripts.length} scripts (${scripts.map((s) => `${s.url.replace("/assets/", "")} ${s.bytes}`).join(", ")})`,
      );
      expect(total).toBeLessThanOrEqual(budget);

      // 2. Only this page's own code: the entry, the behaviours its markup names, its island.
      const markup = await page.evaluate(
        ([behaviour, island]) => ({
          behaviours: [
            ...new Set(
              [...document.querySelectorAll(`[${behaviour}]`)].map((element) =>
                element.getAttribute(behaviour)!,
              ),
            ),
          ],
          islands: [
            ...new Set(
              [...document.querySelectorAll(`[${island}]`)].map((element) =>
                element.getAttribute(island)!,
              ),
            ),
          ],
        }),
        [ENHANCE_ATTRIBUTE, ISLAND_ATTRIBUTE] as const,
      );
      expect(markup.islands).toEqual(isTv ? ["tv"] : []);
      expect([...new Set(scripts.map((script) => script.url))].sort()).toEqual(
        expectedScripts(markup.behaviours, markup.islands),
      );
      if (!isTv) expect(scripts.filter((script) => ISLAND_FILES.has(script.url))).toEqual([]);

      // 3. Nothing from another host before the page is idle; on /tv the player's API alone.
      expect(outside, "requests to other hosts before idle").toEqual(isTv ? [IFRAME_API_SRC] : []);
      const translator = page.waitForRequest(TRANSLATOR_SCRIPT);
      expect(
        await page.evaluate(() =>
          (window as unknown as { __releaseIdle: () => number }).__releaseIdle(),
        ),
      ).toBeGreaterThan(0);
      const requested = await translator;
      await page.waitForLoadState("networkidle");
      expect(outside, "requests to other hosts once idle").toEqual([
        ...(isTv ? [IFRAME_API_SRC] : []),
        requested.url(),
      ]);

      // A video facade loads its player (and only that) when clicked, not before.
      const facade = page.locator(`[${ENHANCE_ATTRIBUTE}="video-facade"] button`).first();
      if ((await facade.count()) > 0) {
        await page.route(`${EMBED_ORIGIN}/**`, (route) =>
          route.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>Stand-in player</title>",
          }),
        );
        const before = outside.length;
        const embed = page.waitForRequest(`${EMBED_ORIGIN}/embed/**`);
        await facade.click();
        // Wait for the embed's request first: only then has the click's outside traffic been seen.
        const embedUrl = (await embed).url();
        expect(outside.slice(before), "requests to other hosts after a facade is clicked").toEqual([
          embedUrl,
        ]);
      }
    });
  });
}
