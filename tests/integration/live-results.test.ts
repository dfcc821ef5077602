// The pages that read results, with a season in play (tests/fixtures/ucc-2026-live.yaml) and a
// cricket chase in play (tests/fixtures/csc-2025-live.yaml), through the production build: the
// team, player and search pages show a scheduled match's kick-off and a live one's minute and
// count neither; a match page's JSON-LD gives no result before the end; a live chase says what it
// needs, not who won, and its scorecards and over charts are parts an open page swaps.
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  LIVE_CRICKET_PAGE,
  LIVE_MATCH_PAGE,
  livePage,
  serveLiveSeason,
  textOf,
} from "../helpers/live-season";

let live: Awaited<ReturnType<typeof serveLiveSeason>>;
beforeAll(async () => {
  live = await serveLiveSeason({ cricket: true });
}, 120_000);
afterAll(() => live?.stop());

/** A page of the live server's, answered 200. */
const page = (address: string) => livePage(live, address);

/** The row of a results table whose text starts with `label` (the match's link). */
function rowOf(html: string, label: string): string {
  const rows = html.split("<tr").map(textOf);
  return rows.find((row) => row.includes(`${label} v `)) ?? "";
}

function jsonLdOf(html: string): { eventStatus: string; description: string } {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(found![1]!.replace(/\\u003c/g, "<")) as {
    eventStatus: string;
    description: string;
  };
}

test("a team's results: the scheduled match shows its kick-off, the live one its minute; neither counts in its record or form", async () => {
  const html = await page("/gaming/ucc/teams/ulsan-hd");
  const text = textOf(html);
  const scheduled = rowOf(html, "Match 3");
  expect(scheduled).toContain("Kick-off 20:00");
  expect(scheduled).not.toMatch(/0-0|Drawn|Draw/);
  expect(rowOf(html, "Match 2")).toMatch(/1-1 Live , 67′/);
  expect(rowOf(html, "Match 2")).not.toMatch(/Drawn|Draw/);
  // Ulsan HD has finished no match of 2026: no record, no form yet.
  expect(text).not.toContain("Won 0, drawn 2, lost 0");
  expect(text).not.toContain("Won 0, drawn 1, lost 0");
  expect(text).not.toMatch(/Latest form: drawn/);
});

test("a player's matches: a goal in the live match shows the match's minute", async () => {
  const text = textOf(await page("/gaming/ucc/players/han-jae-seok"));
  expect(text).toMatch(/Match 2 · 14 Jun 2026 Live , 67′ Palmeiras 1-1 Ulsan HD/);
});

test("search: a scheduled match is found by its sides and kick-off, a live one by its minute; neither is a draw", async () => {
  const scheduled = textOf(await page("/search?q=ulsan+dortmund"));
  expect(scheduled).toContain("Ulsan HD v Dortmund");
  expect(scheduled).toContain("Kick-off 20:00");
  expect(scheduled).not.toContain("Ulsan HD 0-0 Dortmund");
  const playing = textOf(await page("/search?q=palmeiras+ulsan"));
  expect(playing).toContain("Live · 67′");
});

test("JSON-LD: a scheduled or live match says no result, a finished one its score; all EventScheduled (schema.org has no other state for a match played as planned)", async () => {
  const scheduled = jsonLdOf(await page("/gaming/ucc/matches/2026/match-3-ulsan-hd-v-dortmund"));
  expect(scheduled.eventStatus).toBe("https://schema.org/EventScheduled");
  expect(scheduled.description).toMatch(/^Ulsan HD v Dortmund, kick-off 20:00, Group A/);
  const playing = jsonLdOf(await page(LIVE_MATCH_PAGE));
  expect(playing.description).toMatch(/^Palmeiras 1-1 Ulsan HD, live at 67′, Group A/);
  const finished = jsonLdOf(await page("/gaming/ucc/matches/2026/match-1-dortmund-v-palmeiras"));
  expect(finished.description).toMatch(/^Dortmund 2-1 Palmeiras, Group A/);
  const chase = jsonLdOf(await page(LIVE_CRICKET_PAGE));
  expect(chase.description).toContain("Comilla Victorians needs 21 runs from 12 balls");
  expect(chase.description).not.toContain(" won ");
});

test("a live chase: what it needs from the balls left, no winner; its scorecards and over charts are live parts", async () => {
  const html = await page(LIVE_CRICKET_PAGE);
  const text = textOf(html);
  expect(text).toContain("Comilla Victorians needs 21 runs from 12 balls");
  expect(text).not.toMatch(/won by/);
  expect(text).toContain("Live , 3.0 ov");
  expect(html).toContain('data-live-topics="csc/2025"');
  for (const region of ["score", "scorecards", "overs", "run-rates"])
    expect(html).toContain(`data-live-region="${region}"`);
  const overs = html.slice(html.indexOf('data-live-region="overs"'));
  expect(overs.slice(0, 400)).toContain('aria-labelledby="over-by-over"');
});
