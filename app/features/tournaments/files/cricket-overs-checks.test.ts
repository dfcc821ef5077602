import { expect, test } from "vitest";
import { cricketOversAddUp } from "./cricket-overs-checks";
import { parseBallAt, type FallOfWicket } from "~/features/tournaments/model/cricket-season";
import { CSC_RULES, tinyCricketSeason } from "../../../../tests/fixtures/tournaments";

const fall = (score: number, over: number, batter: string): FallOfWicket => ({
  score,
  over: parseBallAt(over)!,
  batter,
});

/** Oak's 60-2 in 30 balls (the fixture's first innings) with a sound over-by-over record. */
function recorded() {
  const season = tinyCricketSeason();
  const oak = season.matches[0]!.innings[0];
  oak.runsPerOver = [10, 12, 8, 20, 10];
  oak.wicketsPerOver = [0, 1, 0, 1, 0];
  oak.fallOfWickets = [fall(15, 1.3, "Oak Opener"), fall(40, 3.6, "Oak Partner")];
  return { season, oak };
}

test("a sound over-by-over record passes", () => {
  expect(cricketOversAddUp(recorded().season, CSC_RULES)).toEqual([]);
});

test("runs and wickets per over: one per over begun, adding up to the score, extras included", () => {
  const { season, oak } = recorded();
  oak.runsPerOver = [10, 12, 8, 20, 10, 1];
  oak.wicketsPerOver = [0, 1, 0, 0, 0];
  const where = "matches.0.innings.0";
  expect(cricketOversAddUp(season, CSC_RULES)).toEqual([
    `${where}.runsPerOver (Match 1 · 1 Sep 2025, Oak): 6 overs for an innings of 30 balls (5 overs begun)`,
    `${where}.runsPerOver (Match 1 · 1 Sep 2025, Oak): the overs' runs add up to 61, not the 60 scored`,
    `${where}.wicketsPerOver (Match 1 · 1 Sep 2025, Oak): the overs' wickets add up to 1, not the 2 scored`,
    `${where}.wicketsPerOver.3 (Match 1 · 1 Sep 2025, Oak): 0 wickets in over 4, but the fall of wickets has 1`,
  ]);
});

test("the fall of wickets: one per wicket, counting up, inside its over's runs, batters on the card and out once", () => {
  const { season, oak } = recorded();
  oak.wicketsPerOver = undefined;
  oak.fallOfWickets = [
    fall(15, 1.3, "Oak Opener"),
    fall(12, 1.2, "Oak Opener"),
    fall(5, 4.6, "Nobody"),
  ];
  const at = (n: number) => `matches.0.innings.0.fallOfWickets${n < 0 ? "" : `.${n}`}`;
  const m = "(Match 1 · 1 Sep 2025, Oak)";
  expect(cricketOversAddUp(season, CSC_RULES)).toEqual([
    `${at(-1)} ${m}: 3 wickets fell, but the score has 2`,
    `${at(1)} ${m}: 12 is less than the 15 of the wicket before`,
    `${at(1)} ${m}: 1.2 comes before the 1.3 of the wicket before`,
    `${at(1)} ${m}: Oak Opener is out twice`,
    `${at(2)} ${m}: 5 is less than the 12 of the wicket before`,
    `${at(2)} ${m}: 5 at 4.6 is outside over 5's 50–60`,
    `${at(2)} ${m}: Nobody is not on the batting card`,
  ]);
});

test("the fall of wickets stays inside the innings, and an all-out innings ends with its last wicket", () => {
  const season = tinyCricketSeason();
  const pine = season.matches[0]!.innings[1];
  pine.balls = 20;
  pine.wickets = 5;
  pine.batting.push(
    ...["Third", "Fourth", "Fifth", "Sixth"].map((n) => ({ player: `Pine ${n}`, runs: 0 })),
  );
  pine.fallOfWickets = [
    fall(0, 0.1, "Pine Opener"),
    fall(0, 0.2, "Pine Third"),
    fall(0, 0.3, "Pine Fourth"),
    fall(70, 3.2, "Pine Fifth"),
    fall(49, 3.6, "Pine Sixth"),
  ];
  const at = (n: number) => `matches.0.innings.1.fallOfWickets.${n} (Match 1 · 1 Sep 2025, Pine)`;
  expect(cricketOversAddUp(season, CSC_RULES)).toEqual([
    `${at(3)}: 70 is more than the total of 50`,
    `${at(4)}: 49 is less than the 70 of the wicket before`,
    `${at(4)}: 3.6 is past the innings' last ball`,
    `${at(4)}: the last wicket ends the innings at 50 off 20 balls`,
  ]);
});

test("the schema reads over.ball with a ball of 1 to 6", () => {
  expect(parseBallAt(2.6)).toEqual({ text: "2.6", over: 2, ball: 6, balls: 18 });
  expect(parseBallAt(0.1)).toEqual({ text: "0.1", over: 0, ball: 1, balls: 1 });
  for (const bad of [2, 2.0, 2.7, 1.25, -0.1]) expect(parseBallAt(bad), `${bad}`).toBeUndefined();
});
