// The match pages, rendered in this process as the server renders them: one for every match of
// every season of every tournament, each listed in the sitemap; every link to a match page from
// the fixtures, the bracket, the home pages, the match pages themselves and search resolves.
// Expectations come from the season files, so a new season or result moves them too.
import { gzipSync } from "node:zlib";
import { beforeAll, expect, test } from "vitest";
import { appRenderer } from "../helpers/render-app";
import { currentContent } from "~/features/content/current.server";
import { searchDocuments } from "~/features/search/documents.server";
import { matchPath } from "~/features/tournaments/model/addresses";
import { tournamentEntries } from "~/features/tournaments/centre/match-entries";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";
import { siteConfig } from "~/site.config";

const ORIGIN = "https://voltverse.example.com";
let app: Awaited<ReturnType<typeof appRenderer>>;
beforeAll(async () => {
  app = await appRenderer(ORIGIN);
}, 60_000);

/** Every match page the content calls for, from the season files. */
function expectedPaths(): string[] {
  return TOURNAMENTS.flatMap(({ id }) =>
    tournamentEntries(currentContent().tournaments[id]).map((entry) =>
      matchPath(id, entry.year, entry.slug),
    ),
  );
}

const matchLinks = (html: string) => [
  ...new Set(
    [...html.matchAll(/href="(\/gaming\/[a-z]+\/matches\/[^"#?]+)"/g)].map(([, href]) => href!),
  ),
];

test("the sitemap lists one page per match of every season, and each answers 200 with its title, canonical address and SportsEvent", async () => {
  const expected = expectedPaths();
  expect(expected.length).toBe(
    TOURNAMENTS.reduce(
      (total, { id }) =>
        total +
        [...currentContent().tournaments[id].seasons.values()].reduce(
          (n, season) => n + season.matches.length,
          0,
        ),
      0,
    ),
  );
  const sitemap = await (await app.render("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*(\/gaming\/[a-z]+\/matches\/[^<]+)<\/loc>/g)].map(
    ([, path]) => path,
  );
  expect(listed.sort()).toEqual([...expected].sort());
  for (const path of expected) {
    const response = await app.render(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    // Checked as booleans: a failure names the page, not its whole HTML.
    expect(
      new RegExp(`<title>${siteConfig.brand} - [^<]+</title>`).test(html),
      `${path} title`,
    ).toBe(true);
    expect(
      new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}"/>`).test(html),
      `${path} canonical`,
    ).toBe(true);
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
    ) as { "@type": string; startDate: string };
    expect([jsonLd["@type"], jsonLd.startDate], path).toEqual([
      "SportsEvent",
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    ]);
    // The tournament bar marks Fixtures, the section the breadcrumbs lead back to.
    const marked = [...html.matchAll(/<a href="([^"]+)" aria-current="([^"]+)"/g)].map(
      ([, href, current]) => `${current} ${href}`,
    );
    expect(marked, path).toEqual([`true ${path.split("/matches/")[0]}/fixtures`]);
  }
}, 120_000);

test("every match link on the fixtures pages (rows and bracket), the home pages and the match pages themselves resolves to a match page", async () => {
  const pages = new Set(expectedPaths());
  const sources = TOURNAMENTS.flatMap(({ id }) => [
    tournamentPath(id),
    ...currentContent().tournaments[id].years.fixtures.map(
      (year) => `${tournamentPath(id, "fixtures")}?year=${year}`,
    ),
  ]);
  const linked = new Set<string>();
  for (const source of sources) {
    const html = await (await app.render(source)).text();
    const links = matchLinks(html);
    expect(links.length, source).toBeGreaterThan(0);
    for (const link of links) linked.add(link);
  }
  // The fixtures pages link every match.
  expect([...linked].sort()).toEqual([...pages].sort());
  // Links on match pages (head-to-head, bracket place) stay within the match pages.
  for (const path of pages) {
    for (const link of matchLinks(await (await app.render(path)).text()))
      expect(pages.has(link), `${path} links ${link}`).toBe(true);
  }
}, 120_000);

test("a fixtures row's link leads to that row's own match", async () => {
  const html = await (await app.render("/gaming/ucc/fixtures?year=2025")).text();
  expect(
    /href="\/gaming\/ucc\/matches\/2025\/match-3-dortmund-v-sydney-fc"[^>]*>3-1<span class="sr-only">: (<!-- -->)?Dortmund/.test(
      html,
    ),
  ).toBe(true);
});

test("an unknown season or match answers 404 in the tournament's frame, with links to the seasons or that season's matches", async () => {
  const season = await app.render("/gaming/ucc/matches/1999/grand-final");
  expect(season.status).toBe(404);
  const seasonHtml = await season.text();
  expect(seasonHtml).toContain("UCC has no season with matches at this address.");
  expect(seasonHtml).toContain('href="/gaming/ucc/fixtures?year=2025"');
  const match = await app.render("/gaming/csc/matches/2025/match-99-nobody-v-noone");
  expect(match.status).toBe(404);
  const matchHtml = await match.text();
  expect(matchHtml).toContain("CSC 2025 has no match at this address.");
  expect(matchHtml).toContain('href="/gaming/csc/fixtures?year=2025"');
  expect(matchHtml).toContain('href="/gaming/csc/matches/2025/grand-final"');
  expect(matchHtml).toContain("<title>");
  expect(matchHtml).toMatch(/<meta name="robots" content="noindex"/);
});

test("search's match documents lead to their match pages", () => {
  const pages = new Set(expectedPaths());
  const matches = searchDocuments(currentContent()).filter((doc) => doc.kind === "match");
  expect(matches.length).toBe(pages.size);
  for (const doc of matches) expect(pages.has(doc.href), doc.href).toBe(true);
});

test("a match page's HTML stays within 15 KB gzip", async () => {
  for (const path of [
    "/gaming/ucc/matches/2025/quarterfinal-3-juventus-v-benfica",
    "/gaming/csc/matches/2025/grand-final",
  ]) {
    const html = await (await app.render(path)).text();
    expect(gzipSync(html).length, path).toBeLessThan(15 * 1024);
  }
});
