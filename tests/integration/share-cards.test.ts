// Share cards and the home-screen manifest through the production server (build/): every kind of
// page names an og:image on PUBLIC_ORIGIN that answers with a 1200×630 image cached for a year; a
// reload draws only the cards whose page changed; the manifest and its icons are served.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { cardAddresses } from "~/features/cards/cards.server";
import { brand } from "~/features/cards/brand.server";
import { cardName } from "~/features/cards/name.server";
import { cardTextFor } from "~/features/cards/page-cards.server";
import { currentContent } from "~/features/content/current.server";
import { isDynamicPath } from "~/features/route-table/route-table";
import { siteConfig } from "~/site.config";
import { contentCopy } from "../helpers/content";
import { NOT_FOUND_URL, pageRoutes } from "../helpers/page-routes";
import { appRouteTable } from "../helpers/route-table";
import { get, reloadContent, startProductionServer, type RunningServer } from "../helpers/server";

const ORIGIN = "https://cards.example.com";
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(budget: number, cardsDir: string, copy = contentCopy()) {
  cleanups.push(() => copy.remove());
  const server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
    PUBLIC_ORIGIN: ORIGIN,
    CARDS_DIR: cardsDir,
    CARD_RENDER_BUDGET: String(budget),
  });
  cleanups.push(() => server.stop());
  return { server, copy };
}

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-cards-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A meta tag's content in a page's HTML (property= or name=). */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return found?.[1]?.replaceAll("&amp;", "&");
}

async function ogImage(server: RunningServer, page: string): Promise<string> {
  const html = await (await get(`${server.url}${page}`)).text();
  const image = metaOf(html, "og:image");
  expect(image, page).toBeDefined();
  return image!;
}

/** A PNG's width and height, read from its header. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// One page per route pattern (the crawl of every page is the suite's); the catch-all 404 has no share tags.
test("every kind of page names a share image on PUBLIC_ORIGIN that answers: 1200×630, ≤ 100 KB, cached for a year", async () => {
  const { server } = await serve(0, folder());
  const pages = pageRoutes().filter(({ url }) => url !== NOT_FOUND_URL);
  for (const { pattern, url } of pages) {
    const html = await (await get(`${server.url}${url}`)).text();
    const image = metaOf(html, "og:image")!;
    expect(image, pattern).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(metaOf(html, "og:image:alt"), pattern).toBeTruthy();
    expect([metaOf(html, "og:image:width"), metaOf(html, "og:image:height")], pattern).toEqual([
      "1200",
      "630",
    ]);
    expect(metaOf(html, "twitter:card"), pattern).toBe("summary_large_image");
    const response = await get(`${server.url}${new URL(image).pathname}`);
    expect(response.status, pattern).toBe(200);
    expect(response.headers.get("cache-control"), pattern).toContain("immutable");
    const type = response.headers.get("content-type");
    expect(["image/png", "image/jpeg"], pattern).toContain(type);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (type === "image/png") {
      expect(pngSize(bytes), pattern).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, pattern).toBeLessThanOrEqual(100 * 1024);
    }
  }
  // A match names its score and stage; a name no content has goes to the brand's card; junk is no card.
  expect(
    metaOf(
      await (await get(`${server.url}/gaming/ucc/matches/2025/grand-final`)).text(),
      "og:image:alt",
    ),
  ).toBe("Atletico Madrid 0–1 Dortmund · UCC 2025 Grand Final");
  const gone = await fetch(`${server.url}/cards/${"0".repeat(20)}.png`, { redirect: "manual" });
  expect(gone.status).toBe(302);
  expect((await get(`${server.url}${gone.headers.get("location")}`)).status).toBe(200);
  expect((await get(`${server.url}/cards/not-a-card.png`)).status).toBe(404);
}, 300_000);

/** The names of the content's cards, as the server names them (the same build, the same content). */
async function contentCardNames(): Promise<string[]> {
  const routes = await appRouteTable();
  const fingerprint = brand().fingerprint;
  return cardAddresses(routes, currentContent()).flatMap((address) => {
    const url = new URL(address, ORIGIN);
    const text = cardTextFor(url, !isDynamicPath(routes.match(url.pathname)!.path));
    return text ? [cardName(text, fingerprint)] : [];
  });
}

test("a reload after one season changed draws only the cards of what changed", async () => {
  // The cards an earlier run left on disk (stand-ins: only their names matter until one is drawn).
  const dir = folder();
  mkdirSync(dir, { recursive: true });
  const earlier = new Set(await contentCardNames());
  for (const name of earlier) writeFileSync(path.join(dir, name), "drawn earlier");
  const { server, copy } = await serve(100_000, dir);
  const start = await server.waitForLine(/Share cards for \w+: .*/, 60_000);
  expect(start).toMatch(new RegExp(`: 0 rendered in [\\d.]+ s, ${earlier.size} already on disk`));

  const final = "/gaming/ucc/matches/2025/grand-final";
  const before = await ogImage(server, final);
  // One more goal for Dortmund in the 2025 Grand Final: that match's card changes, no other.
  copy.edit("tournaments/ucc/2025.yaml", (text) =>
    text.replace(
      /(team1: Atletico Madrid\n\s+team2: Dortmund\n\s+goals1: 0\n\s+)goals2: 1(\n\s+events:\n(\s+)- .*minute: 71 \}\n)/,
      "$1goals2: 2$2$3- { team: Dortmund, scorer: Jonas Wetzlar, assist: Niklas Vogelsang, minute: 88 }\n",
    ),
  );
  const [, version] = /Share cards for (\w+):/.exec(start)!;
  expect((await reloadContent(server)).version).not.toBe(version);
  const after = await server.waitForLine(/Share cards for \w+: 1 rendered/, 60_000);
  expect(after).toMatch(
    new RegExp(`1 rendered in [\\d.]+ s, ${earlier.size - 1} already on disk, 0 left`),
  );
  const now = await ogImage(server, final);
  expect(now).not.toBe(before);
  const drawn = readdirSync(dir).filter((name) => !earlier.has(name) && name.endsWith(".png"));
  expect(drawn).toEqual([path.basename(now)]);
  const png = Buffer.from(await (await get(`${server.url}${new URL(now).pathname}`)).arrayBuffer());
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  // The other pages name the cards they named before.
  expect(await ogImage(server, "/gaming/ucc/teams/dortmund")).toMatch(
    /\/cards\/[0-9a-f]{20}\.png$/,
  );
  expect(earlier).toContain(path.basename(await ogImage(server, "/gaming/ucc/teams/dortmund")));
}, 300_000);

test("the web app manifest: the brand's name and colours, its icons served, linked from every page", async () => {
  const { server } = await serve(0, folder());
  const home = await (await get(`${server.url}/`)).text();
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  const response = await get(`${server.url}/manifest.webmanifest`);
  expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toBe(siteConfig.brand);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const answer = await get(`${server.url}${icon.src}`);
    expect(answer.status, icon.src).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    const size = Number(icon.sizes.split("x")[0]);
    expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toEqual({ width: size, height: size });
  }
}, 120_000);
