// The match pages, rendered in this process as the server renders them: one for every match of
// every season of every tournament, each listed in the sitemap (the browser crawl,
// tests/e2e/crawl.spec.ts, renders each page of the sitemap, checks its title, canonical address,
// structured data and bar, and that the fixtures and the match pages link every match); a row's
// link is its own match; search's match documents lead to match pages; an unknown one is a 404.
// Expectations come from the season files, so a new season or result moves them too.
import { gzipSync } from "node:zlib";
import { beforeAll, expect, test } from "vitest";
import { appRenderer } from "../helpers/render-app";
import { currentContent } from "~/features/content/current.server";
import { searchDocuments } from "~/features/search/documents.server";
import { matchPath } from "~/features/tournaments/model/addresses";
import { tournamentEntries } from "~/features/tournaments/centre/match-entries";
import { TOURNAMENTS } from "~/features/tournaments/model/tournaments";

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

test("the sitemap lists one page per match of every season", async () => {
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
});

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
