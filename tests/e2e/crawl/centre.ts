// The match centre's checks that the crawl runs on every match, team and player page (they were
// sweeps of their own in team-pages.spec.ts and match-centre.spec.ts, and renders of every such
// page in tests/integration/centre-pages.test.ts and match-centre.test.ts).
import type { Page } from "@playwright/test";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";
import { BRAND, expect } from "../fixtures";
import type { PageFacts } from "./page-facts";

export const TEAM_PAGE = /^\/gaming\/[a-z]+\/teams\/[^/?]+(\?|$)/;
export const PLAYER_PAGE = /^\/gaming\/[a-z]+\/players\/[^/?]+(\?|$)/;
const MATCH_PAGE = /^\/gaming\/[a-z]+\/matches\/[^/?]+\/[^/?]+(\?|$)/;
export const CRICKET_MATCH_PAGE = /^\/gaming\/csc\/matches\/[^/?]+\/[^/?]+(\?|$)/;

/** The bar page each kind of centre page belongs to: the bar marks it, the breadcrumbs lead back to it. */
const SECTIONS = [
  { kind: TEAM_PAGE, section: "teams" },
  { kind: PLAYER_PAGE, section: "stats" },
  { kind: MATCH_PAGE, section: "fixtures" },
] as const;

/**
 * A match, team or player page: its breadcrumbs, the bar marking its section (and no other link
 * marked); a team's or player's title names the tournament ("Dortmund (UCC)"); a match page
 * describes itself as a SportsEvent with its date.
 */
export function checkCentreHead(facts: PageFacts, path: string) {
  const entry = SECTIONS.find(({ kind }) => kind.test(path));
  if (!entry) return;
  const tournament = TOURNAMENTS.find(({ id }) => path.startsWith(`${tournamentPath(id)}/`))!;
  expect.soft(facts.breadcrumb, `${path}: breadcrumbs`).toBe(true);
  expect
    .soft(facts.current, `${path}: links marked current`)
    .toEqual([`true ${tournamentPath(tournament.id, entry.section)}`]);
  if (entry.kind === MATCH_PAGE) {
    const data = JSON.parse(facts.jsonLd ?? "{}") as { "@type"?: string; startDate?: string };
    expect
      .soft([data["@type"], data.startDate], `${path}: structured data`)
      .toEqual(["SportsEvent", expect.stringMatching(/^\d{4}-\d\d-\d\d$/)]);
  } else {
    expect
      .soft(facts.title, `${path}: title`)
      .toMatch(new RegExp(`^${BRAND} - .+ \\(${tournament.short}\\)$`));
  }
}

/** A team's results and football squads fit a 375 px screen whole: no column cut. */
export async function teamTablesFit(page: Page, path: string) {
  const boxes = await page
    .getByRole("region", { name: /^(Results, \d{4}|.+ squad, \d{4})$/ })
    .evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.querySelector("caption")!.textContent,
        over: element.scrollWidth - element.clientWidth,
      })),
    );
  for (const { name, over } of boxes)
    expect.soft(over, `${path}: ${name} is ${over} px wider than its card`).toBeLessThanOrEqual(0);
}

/** A player's match list never breaks a score: each runs-wickets or goals score stays on one line. Returns the scores seen. */
export async function scoresOnOneLine(page: Page, path: string): Promise<number> {
  const lines = await page.locator("main section ol").evaluateAll((lists) =>
    lists.flatMap((list) => {
      const found: { text: string; lines: number }[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\d+-\d+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          found.push({
            text: match[0],
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          });
        }
      }
      return found;
    }),
  );
  for (const { text, lines: count } of lines)
    expect.soft(count, `${path}: "${text}" on ${count} lines`).toBe(1);
  return lines.length;
}

/**
 * At 1024 px a cricket match's batting and bowling cards show whole: SR and Econ in view, nothing
 * to scroll. Returns how many cards end with the Econ column. The page is left at 1024 px.
 */
export async function cricketCardsWhole(page: Page, path: string): Promise<number> {
  await page.setViewportSize({ width: 1024, height: 800 });
  const cards = page.getByRole("region", { name: / (batting|bowling)$/ });
  await expect(cards, path).toHaveCount(4);
  let econ = 0;
  for (const card of await cards.all()) {
    const name = await card
      .getAttribute("aria-labelledby")
      .then((id) => page.locator(`[id="${id}"]`).textContent());
    expect
      .soft(
        await card.evaluate((element) => element.scrollWidth - element.clientWidth),
        `${path}: ${name} scrolls`,
      )
      .toBeLessThanOrEqual(0);
    // The last column's heading lies inside the card as painted.
    const box = (await card.boundingBox())!;
    const last = (await card.locator("thead th").last().boundingBox())!;
    expect
      .soft(last.x + last.width, `${path}: ${name}'s last column`)
      .toBeLessThanOrEqual(box.x + box.width + 0.5);
    if ((await card.locator("thead th").last().textContent()) === "Econ") econ += 1;
  }
  return econ;
}
