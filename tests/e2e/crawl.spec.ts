// The crawl: every page of the site rendered once, at 375 px, with every per-page check run on it.
// The pages: every page of the sitemap (every post and every match, team and player page
// included), every choice of the tournament pages (each year, group, metric and view is a page of
// its own) and the pages crawl/expectations.ts names. On each:
// - it answers 200, with no failed request and no console error (the fixture);
// - its HTML is conforming in the respects tests/helpers/html-model.ts checks (what a validator
//   reports and a browser forgives: a list in a span, a link in a link, a repeated id …);
// - its title is "{brand} - {page}", its description over 30 characters, one h1, and its
//   canonical address is its own path (exact titles, h1s and tables: crawl/expectations.ts);
// - it is no wider than the screen, in the light theme and in the dark;
// - every link to this site resolves (under 400), and every link to a part of the page finds it;
// - every image in the first viewport has width and height and a box, and every image wholly
//   below it is loading="lazy" (sizes served: images.spec.ts);
// - first-load JavaScript within budget, and only the page's own (crawl/budget.ts);
// - match, team and player pages: breadcrumbs, the bar marking their section, a team's or
//   player's title naming the tournament, a match's structured data; team pages: results and
//   squads fit whole; player pages: no score breaks across lines; cricket matches: at 1024 px
//   every batting and bowling card shows whole (crawl/centre.ts).
// A page that follows play (a live match) closes its /live stream when left.
// Then, from the HTML of every page, how the tournament pages link each other (crawl/links.ts).
// Axe, other widths and what a page asks of other hosts: once per route pattern (templates.spec.ts).
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { IFRAME_API_SRC } from "~/components/tv/youtube-iframe";
import { contentModelProblems } from "../helpers/html-model";
import { expectWithinBudget, scriptsOf } from "./crawl/budget";
import {
  checkCentreHead,
  CRICKET_MATCH_PAGE,
  cricketCardsWhole,
  PLAYER_PAGE,
  scoresOnOneLine,
  TEAM_PAGE,
  teamTablesFit,
} from "./crawl/centre";
import { EXPECTED } from "./crawl/expectations";
import { expectCentreLinked, expectMatchesLinked } from "./crawl/links";
import { readPageFacts, surveyImages } from "./crawl/page-facts";
import { crawlParts, crawlSite } from "./crawl/site-pages";
import { BRAND, enhanced, expect, test } from "./fixtures";

const ORIGIN = "https://voltverse.example.com";
const PHONE = { width: 375, height: 812 };
/** As many tests as there are parts: they run in parallel, each on its own share of the pages. */
const PARTS = 6;

const crawl = test.extend<object, { site: Map<string, string>; pages: string[] }>({
  // Made once per worker (the same in every worker, so every part is the same on each): every
  // page of the crawl with its HTML as the server sent it.
  site: [
    // Playwright reads a fixture's dependencies from its first parameter, a pattern even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(await crawlSite(String(workerInfo.project.use.baseURL))),
    { scope: "worker" },
  ],
  pages: [
    async ({ site }, use) => {
      const found = [...site.keys()];
      await use([...found, ...Object.keys(EXPECTED).filter((path) => !site.has(path))]);
    },
    { scope: "worker" },
  ],
});

/** Every image in the first viewport is sized; every image wholly below it is lazy. */
async function checkFirstScreenImages(page: Page, path: string) {
  const images = await page.evaluate(surveyImages);
  const short = (image: { src: string }) => image.src.replace(/^https?:\/\/[^/]+/, "");
  const unsized = images.filter(
    (image) =>
      image.firstScreen && (!image.width || !image.height || !image.box.width || !image.box.height),
  );
  expect
    .soft(unsized.map(short), `${path}: first-screen images without width and height`)
    .toEqual([]);
  const eager = images.filter(
    (image) => image.shown && image.belowFold && image.loading !== "lazy",
  );
  expect.soft(eager.map(short), `${path}: images below the fold that are not lazy`).toEqual([]);
}

/** What crawl/expectations.ts asks of this page beyond the head. */
async function checkExpected(page: Page, path: string) {
  const expected = EXPECTED[path];
  if (expected?.h1)
    await expect
      .soft(page.getByRole("heading", { level: 1, name: expected.h1 }), path)
      .toBeVisible();
  if (expected?.tournamentBar) {
    const bar = page.getByRole("navigation", { name: /Cup pages$/ });
    await expect.soft(bar.locator('[aria-current="page"]'), `${path}: current page`).toHaveCount(1);
  }
  if (expected?.table) {
    const table = page.getByRole("table", { name: expected.table });
    await expect.soft(table, path).toHaveCount(1);
    const rows = await table.locator("tbody tr").count();
    expect.soft(rows, `${path}: rows of ${expected.table}`).toBeGreaterThan(0);
  }
}

/** The head, the layout and the first screen of the page as it opened; returns its links. */
async function checkPage(page: Page, path: string): Promise<string[]> {
  const facts = await page.evaluate(readPageFacts);
  const expected = EXPECTED[path];
  if (expected) expect.soft(facts.title, path).toBe(`${BRAND} - ${expected.title}`);
  else expect.soft(facts.title, path).toMatch(new RegExp(`^${BRAND} - \\S`));
  expect
    .soft(facts.description.length, `${path}: description`)
    .toBeGreaterThan(expected?.description ?? 30);
  expect.soft(facts.h1, `${path}: h1 elements`).toBe(1);
  expect
    .soft(facts.canonical, `${path}: canonical`)
    .toBe(`${ORIGIN}${new URL(path, ORIGIN).pathname}`);
  const { light, dark } = facts.overflow;
  expect
    .soft(
      Math.max(light, dark),
      `${path} is wider than the screen (light ${light}, dark ${dark} px)`,
    )
    .toBeLessThanOrEqual(0);
  expect.soft(facts.missingTargets, `${path}: links to parts of it that are missing`).toEqual([]);
  checkCentreHead(facts, path);
  await checkFirstScreenImages(page, path);
  await checkExpected(page, path);
  return facts.links;
}

/**
 * The /live streams the page has open: a page that follows play opens one, and leaving the page
 * must close it, so that a crawl of hundreds of pages never holds streams the server counts.
 */
function liveStreams(page: Page): Set<Request> {
  const open = new Set<Request>();
  const isStream = (request: Request) => new URL(request.url()).pathname === "/live";
  page.on("request", (request) => void (isStream(request) && open.add(request)));
  page.on("requestfinished", (request) => void open.delete(request));
  page.on("requestfailed", (request) => void open.delete(request));
  return open;
}

/** Links to this site that no page of the crawl is: each answers under 400. */
async function checkLinks(
  request: APIRequestContext,
  links: Map<string, string>,
  crawled: Set<string>,
) {
  for (const [link, from] of links) {
    if (crawled.has(link)) continue;
    const response = await request.get(link, { maxRedirects: 0 });
    expect.soft(response.status(), `${link} (linked from ${from})`).toBeLessThan(400);
  }
}

crawl.describe("every page at 375 px", () => {
  crawl.use({ viewport: PHONE });

  for (let part = 0; part < PARTS; part += 1) {
    crawl(`part ${part + 1} of ${PARTS}`, async ({ page, pages, request, baseURL }) => {
      // A few hundred pages in all: each part takes minutes on a busy machine.
      crawl.setTimeout(600_000);
      for (const choice of ["/qualifiers?", "/standings?year="])
        expect(pages.filter((path) => path.includes(choice)).length, choice).toBeGreaterThan(0);
      expect(pages.filter((path) => TEAM_PAGE.test(path)).length).toBeGreaterThan(20);
      expect(pages.filter((path) => PLAYER_PAGE.test(path)).length).toBeGreaterThan(100);
      expect(pages.filter((path) => CRICKET_MATCH_PAGE.test(path)).length).toBeGreaterThan(10);
      const mine = crawlParts(pages, PARTS)[part]!;
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      // The TV's player script is left unanswered: the page keeps its server-rendered layout, and no outside host is asked.
      await page.route(IFRAME_API_SRC, () => {});
      const scripts = scriptsOf(page, baseURL!);
      const streams = liveStreams(page);
      const links = new Map<string, string>();
      const tally = { players: 0, scores: 0, cricket: 0, econ: 0 };
      for (const path of mine) {
        scripts.reset();
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        expect.soft(contentModelProblems(await response!.text()), `${path}: HTML`).toEqual([]);
        await enhanced(page);
        for (const link of await checkPage(page, path)) if (!links.has(link)) links.set(link, path);
        await expectWithinBudget(page, path, await scripts.loaded());
        if (TEAM_PAGE.test(path)) await teamTablesFit(page, path);
        if (PLAYER_PAGE.test(path)) {
          tally.players += 1;
          tally.scores += await scoresOnOneLine(page, path);
        }
        if (CRICKET_MATCH_PAGE.test(path)) {
          tally.cricket += 1;
          tally.econ += await cricketCardsWhole(page, path);
          await page.setViewportSize(PHONE);
        }
      }
      await page.goto("about:blank");
      await expect.poll(() => streams.size, "/live streams left open").toBe(0);
      await checkLinks(request, links, new Set(pages));
      expect(failed, "failed responses").toEqual([]);
      // The checks met what they check: scores on player pages, bowlers' overs (Econ) on cricket cards.
      if (tally.players) expect(tally.scores).toBeGreaterThan(tally.players);
      if (tally.cricket) expect(tally.econ).toBeGreaterThan(0);
    });
  }
});

crawl.describe("links between the tournament pages", () => {
  crawl(
    "every team and player page is reached from the bar pages; centre pages link each other",
    ({ site }) => expectCentreLinked(site),
  );

  crawl(
    "the fixtures link every match; a match page's match links lead to match pages",
    ({ site }) => expectMatchesLinked(site),
  );
});
