// How the tournament pages link each other, read from the HTML of every page of the crawl (they
// were crawls of their own, in tests/integration/centre-pages.test.ts and match-centre.test.ts).
// That every link to this site answers, the crawl checks on every page.
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";
import { expect } from "../fixtures";

const ORIGIN = "http://localhost";

/** This site's addresses (path and query) that a page's HTML links to, each once. */
function siteLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(href!.replaceAll("&amp;", "&"), ORIGIN);
    if (url.origin === ORIGIN) links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

const CENTRE = /^\/gaming\/[a-z]+\/(teams|players|matches)\/[^/?]+(?:\/[^/?]+)?$/;
const MATCH = /^\/gaming\/[a-z]+\/matches\/[^/?]+\/[^/?]+$/;

/**
 * From each tournament's bar pages, following links to match, team and player pages and to the
 * choices of the bar pages that list teams and players: every link leads to a page of the crawl,
 * the standings, stats and teams pages link the centre's pages, match pages link teams and
 * players and team and player pages link matches, and every team and player page is reached.
 */
export function expectCentreLinked(site: Map<string, string>) {
  for (const { id } of TOURNAMENTS) {
    const start = (["", "teams", "standings", "stats", "qualifiers"] as const).map((page) =>
      tournamentPath(id, page),
    );
    const seen = new Set(start);
    const queue = [...start];
    const missing: string[] = [];
    const found = {
      fromStandings: 0,
      fromStats: 0,
      fromTeams: 0,
      fromMatches: 0,
      toMatchesFromCentre: 0,
    };
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const html = site.get(path);
      if (html === undefined) {
        missing.push(path);
        continue;
      }
      for (const target of siteLinks(html)) {
        const { pathname } = new URL(target, ORIGIN);
        const centre = CENTRE.exec(pathname);
        const choice = (["teams", "standings", "stats"] as const).some(
          (page) => pathname === tournamentPath(id, page),
        );
        if (centre) {
          if (path.includes("/matches/") && centre[1] !== "matches") found.fromMatches += 1;
          if (/\/(teams|players)\/[^/]+$/.test(path) && centre[1] === "matches")
            found.toMatchesFromCentre += 1;
          if (path.includes("/standings")) found.fromStandings += 1;
          if (path.includes("/stats")) found.fromStats += 1;
          if (/\/teams(\?|$)/.test(path)) found.fromTeams += 1;
        }
        if ((centre || choice) && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect.soft(missing, `${id}: links to pages the crawl does not have`).toEqual([]);
    for (const [from, count] of Object.entries(found))
      expect.soft(count, `${id}: centre links ${from}`).toBeGreaterThan(0);
    const centrePages = [...site.keys()].filter((path) =>
      new RegExp(`^/gaming/${id}/(teams|players)/[^/?]+$`).test(path),
    );
    expect(centrePages.length, id).toBeGreaterThan(5);
    expect
      .soft(
        centrePages.filter((path) => !seen.has(path)),
        `${id}: team and player pages no link reaches`,
      )
      .toEqual([]);
  }
}

const matchLinks = (html: string) => siteLinks(html).filter((link) => MATCH.test(link));

/**
 * Each tournament's home and every year of its fixtures link match pages, and together every
 * match page of the crawl; a match page's own match links (head-to-head, bracket place) lead to
 * match pages.
 */
export function expectMatchesLinked(site: Map<string, string>) {
  const matches = new Set([...site.keys()].filter((path) => MATCH.test(path)));
  const sources = [...site.keys()].filter((path) =>
    TOURNAMENTS.some(
      ({ id }) =>
        path === tournamentPath(id) || path.startsWith(`${tournamentPath(id, "fixtures")}?year=`),
    ),
  );
  expect(sources.length).toBeGreaterThan(TOURNAMENTS.length);
  const linked = new Set<string>();
  for (const source of sources) {
    const links = matchLinks(site.get(source)!);
    expect.soft(links.length, `${source}: match links`).toBeGreaterThan(0);
    for (const link of links) linked.add(link);
  }
  expect([...linked].sort()).toEqual([...matches].sort());
  for (const path of matches)
    for (const link of matchLinks(site.get(path)!))
      expect.soft(matches.has(link), `${path} links ${link}`).toBe(true);
}
