// A rebrand is one edit of site.config.ts: with another brand and author, every page and feed the
// site serves (HTML, meta tags, JSON-LD, the TV island's data) and every image source the art
// scripts draw name the new ones, and the shipped ones appear nowhere.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, test, vi } from "vitest";
import { postSource, SHIPPED_POSTS } from "../helpers/content";
import { pageRoutes } from "../helpers/page-routes";

const { BRAND, AUTHOR, ORIGIN } = vi.hoisted(() => ({
  BRAND: "Quillfire",
  AUTHOR: "Jo Bloggs",
  ORIGIN: "https://quillfire.example.com",
}));

vi.mock("~/site.config", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/site.config")>();
  return { ...original, siteConfig: { ...original.siteConfig, brand: BRAND, authorName: AUTHOR } };
});
vi.stubEnv("PUBLIC_ORIGIN", ORIGIN);

/** The names the repository ships, read from the real site.config.ts. */
const shipped = (await vi.importActual<typeof import("~/site.config")>("~/site.config")).siteConfig;
const [shippedFirstName, ...shippedRest] = shipped.authorName.split(" ");

/** Every way the shipped names could show: the brand in any case, the author's full, first and last name. */
function oldNamesIn(text: string): string[] {
  const patterns = [
    new RegExp(shipped.brand, "i"),
    new RegExp(`\\b${shippedFirstName}\\b`),
    ...shippedRest.map((name) => new RegExp(`\\b${name}\\b`)),
  ];
  return patterns.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found
      ? [`"${found[0]}" in …${text.slice(Math.max(0, found.index - 60), found.index + 60)}…`]
      : [];
  });
}

// The test setup read the content with modules that hold the shipped site.config.ts (a post's
// author defaults to it when the content is read): start from fresh modules, which import the
// rebranded one, and have them read the content on first use as the setup does.
vi.resetModules();
(await import("~/content/install.server")).readContentOnFirstUse();
const { appRenderer } = await import("../helpers/render-app");

let app: Awaited<ReturnType<typeof appRenderer>>;
beforeAll(async () => {
  app = await appRenderer(ORIGIN);
}, 60_000);

test("the names under test are not the shipped ones", () => {
  expect(oldNamesIn(`${BRAND} ${AUTHOR}`)).toEqual([]);
  expect(oldNamesIn(`${shipped.brand} ${shipped.authorName}`).length).toBeGreaterThan(0);
});

// Every page of the site: seconds on a quiet machine, far more on a busy one.
test("every page of the sitemap, the feeds, every TV channel and the 404 page name the new brand and author, never the shipped ones", async () => {
  const sitemap = await (await app.render("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  expect(pages.length).toBeGreaterThan(20);
  const tv = [
    ...(await (await app.render("/tv")).text()).matchAll(/href="(\/tv\?channel=[A-Z0-9_-]+)"/g),
  ].map(([, href]) => href!);
  const targets = [
    ...pages,
    ...new Set(tv),
    "/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/no-such-page",
    "/blogs/no-such-post",
  ];
  // The theme changes only the document's shell (root.tsx's class and theme colour, the nav bar's
  // toggle), the same on every page: every target in the light theme, and one page of each route
  // pattern (tests/helpers/page-routes.ts) in the dark.
  const renders = [
    ...targets.map((target) => [target, "light"] as const),
    ...pageRoutes().map(({ url }) => [url, "dark"] as const),
  ];
  for (const [target, theme] of renders) {
    const response = await app.render(target, theme);
    expect([200, 404], target).toContain(response.status);
    const body = await response.text();
    expect(oldNamesIn(body), `${target} (${theme})`).toEqual([]);
    if (response.headers.get("Content-Type")?.startsWith("text/html"))
      expect(body, target).toContain(`<title>${BRAND} - `);
  }
  expect(await (await app.render("/rss.xml")).text()).toContain(`<title>${BRAND} - Blogs</title>`);
  // Every match, team and player page is in the sitemap.
}, 180_000);

test("a post's JSON-LD: written by the site's author, published by the site", async () => {
  const html = await (await app.render("/blogs/how-processors-work")).text();
  const json = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(json!) as { author: { name: string }; publisher: { name: string } };
  expect(data.author).toEqual({ "@type": "Person", name: AUTHOR });
  expect(data.publisher).toMatchObject({ "@type": "Organization", name: BRAND, url: ORIGIN });
  expect(html).toContain(`By <strong class="text-[var(--text)]">${AUTHOR}</strong>`);
});

test("the About and legal pages fill the names in where their text has placeholders", async () => {
  const about = await (await app.render("/about")).text();
  expect(about).toContain(`Hi, I'm ${AUTHOR.split(" ")[0]}`);
  expect(about).toContain(`I'm ${AUTHOR}, the person behind ${BRAND}.`);
  expect(await (await app.render("/terms-and-conditions")).text()).toContain(
    `use of ${BRAND}, the personal website of ${AUTHOR}`,
  );
});

test("the art scripts draw the new brand and author into every image source; no hand-drawn source names the shipped ones", async () => {
  const { coverOf } = await import("../../scripts/art/covers.mjs");
  const { gamingArt } = await import("../../scripts/art/gaming.mjs");
  const { tvArt } = await import("../../scripts/art/tv.mjs");
  const { poster } = await import("../../scripts/art/video-posters.mjs");
  const { logoSvg, markSvg, ogSvg } = await import("../../scripts/art/brand.mjs");
  const drawn: Record<string, string> = {
    "art/brand/logo.svg": logoSvg(),
    "art/brand/logo-mark.svg": markSvg(),
    "art/brand/og-default.svg": ogSvg(),
    "art/video/poster.svg": poster({ width: 1280, height: 720, short: false }),
    "art/video/poster-short.svg": poster({ width: 720, height: 1280, short: true }),
    ...Object.fromEntries([...gamingArt()].map(([name, svg]) => [`content/art/${name}.svg`, svg])),
    ...Object.fromEntries([...tvArt().art].map(([name, svg]) => [`content/art/tv/${name}`, svg])),
  };
  // Every post's cover from its frontmatter, and a post made after the rebrand (new:post draws it the same way).
  const posts = readdirSync("content/blog").map(
    (name) =>
      [
        path.join("content/blog", name),
        readFileSync(path.join("content/blog", name), "utf8"),
      ] as const,
  );
  const later = postSource({
    id: SHIPPED_POSTS + 1,
    slug: "after-the-rebrand",
    date: "2026-01-01",
    category: "[Gaming]",
    title: "After the Rebrand",
    cover: "blog/after-the-rebrand",
  });
  for (const [file, source] of [...posts, ["content/blog/after-the-rebrand.md", later] as const]) {
    const cover = coverOf(file, source, "content");
    drawn[`content/art/${cover.name}.svg`] = cover.svg!;
  }
  for (const [file, svg] of Object.entries(drawn)) expect(oldNamesIn(svg), file).toEqual([]);
  for (const file of [
    "art/brand/logo.svg",
    "art/brand/og-default.svg",
    "art/video/poster.svg",
    "content/art/tv/ad-tv.svg",
    "content/art/tv/poster.svg",
    "content/art/blog/after-the-rebrand.svg",
  ]) {
    expect(drawn[file], file).toMatch(new RegExp(BRAND, "i"));
  }
  expect(drawn["art/brand/og-default.svg"]).toContain(`by ${AUTHOR}`);
  // The committed sources that name the shipped brand or author are all drawn by the scripts above,
  // so running them after a rebrand leaves no old name in any image.
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(path.join(dir, entry.name))
        : entry.name.endsWith(".svg")
          ? [path.join(dir, entry.name)]
          : [],
    );
  const naming = [...sources("art"), ...sources("content/art")].filter(
    (file) => oldNamesIn(readFileSync(file, "utf8")).length > 0,
  );
  expect(naming.length).toBeGreaterThan(0);
  for (const file of naming) expect(Object.keys(drawn), file).toContain(file);
});
