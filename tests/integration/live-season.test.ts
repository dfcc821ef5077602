// A season in play (tests/fixtures/ucc-2026-live.yaml) through the production build, on a test
// clock standing on its match day: the live match's page, the fixtures, the standings, the
// tournament home and /gaming say "Live" with the minute, follow the season's topic, and the
// standings say the table is as it stands; the scheduled match shows its kick-off.
import { afterAll, beforeAll, expect, test } from "vitest";
import { LIVE_MATCH_PAGE, livePage, serveLiveSeason, textOf } from "../helpers/live-season";

let live: Awaited<ReturnType<typeof serveLiveSeason>>;
beforeAll(async () => {
  live = await serveLiveSeason();
}, 120_000);
afterAll(() => live?.stop());

/** A page of the live server's, answered 200. */
const page = (address: string) => livePage(live, address);

/** The live badge as text: "Live" then, for screen readers, a comma, then the minute. */
const LIVE_67 = "Live , 67′";

test("the live match's page: the Live badge with the minute, the score so far, cards and substitutions, and it follows its season", async () => {
  const html = await page(LIVE_MATCH_PAGE);
  const text = textOf(html);
  expect(text).toContain(LIVE_67);
  expect(text).toContain("In play");
  expect(text).toContain("So far, 67′ 1-1");
  expect(text).toMatch(/Yellow card , Ulsan HD Cha Do-yun 49'/);
  expect(text).toMatch(/Substitution , Palmeiras Jefferson Queiroga for Renan Sobral 60'/);
  expect(text).toContain("Group A as it stands");
  expect(html).toContain('data-live-topics="ucc/2026"');
  for (const region of ["score", "timeline"])
    expect(html).toContain(`data-live-region="${region}"`);
});

test("a finished match of the same season shows no badge and follows nothing; the scheduled one shows its kick-off", async () => {
  const finished = await page("/gaming/ucc/matches/2026/match-1-dortmund-v-palmeiras");
  expect(textOf(finished)).not.toContain("Live");
  expect(textOf(finished)).toContain("Red card , Dortmund Tobias Hartlieb 84'");
  expect(finished).not.toContain("data-live-topics");
  const scheduled = textOf(await page("/gaming/ucc/matches/2026/match-3-ulsan-hd-v-dortmund"));
  expect(scheduled).toContain("Not started");
  expect(scheduled).toContain("Kick-off 20:00");
});

test("fixtures: the live match with its badge and minute, the scheduled one with its kick-off", async () => {
  const html = await page("/gaming/ucc/fixtures?year=2026");
  const text = textOf(html);
  expect(text).toMatch(
    /Palmeiras vs Ulsan HD 1-1 : Palmeiras v Ulsan HD , the match In play Live , 67′/,
  );
  expect(text).toMatch(
    /Ulsan HD vs Dortmund v : Ulsan HD v Dortmund , the match Not started Kick-off 20:00/,
  );
  expect(html).toContain('data-live-topics="ucc/2026"');
});

test("standings: as it stands while a group match is live, nobody marked as qualified", async () => {
  const html = await page("/gaming/ucc/standings?year=2026&group=A");
  const text = textOf(html);
  expect(text).toContain("As it stands: a match of this table is being played.");
  expect(text).toContain("Group A standings, 2026, as it stands");
  expect(html).toContain('data-live-region="standings"');
  // Nobody is through while the table can still change.
  expect(text).not.toContain("(Q)");
});

test("/gaming and the tournament home: Today, the live match first with its minute, then the scheduled one; yesterday's result is not today's", async () => {
  for (const address of ["/gaming", "/gaming/ucc"]) {
    const html = await page(address);
    const today = textOf(html.slice(html.indexOf('id="today"')));
    expect(today, address).toMatch(
      /^[^]*?UCC 2026 · Match 2 Live , 67′ Palmeiras 1-1 Ulsan HD UCC 2026 · Match 3 Kick-off 20:00 Ulsan HD v Dortmund/,
    );
    expect(today.slice(0, 400), address).not.toContain("Match 1");
    expect(html, address).toContain('data-live-region="today"');
  }
  expect(await page("/gaming")).toContain('data-live-topics="gaming"');
});
