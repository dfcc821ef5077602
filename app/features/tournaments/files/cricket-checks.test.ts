import { expect, test } from "vitest";
import {
  cricketFinalistsQualified,
  cricketInningsLength,
  cricketScorecardsAddUp,
  cricketTeamsBelong,
  cricketUniquePlayers,
} from "./cricket-checks";
import { CSC_RULES, cricketMatch, tinyCricketSeason } from "../../../../tests/fixtures/tournaments";

test("cricket: teams must belong to the season and league pairings meet once", () => {
  const season = tinyCricketSeason();
  season.matches.push(cricketMatch("Oak", 60, "Willow", 50), cricketMatch("Pine", 60, "Oak", 61));
  expect(cricketTeamsBelong(season, CSC_RULES)).toEqual([
    'matches.4 (Match 1 · 1 Sep 2025): "Willow" is not a team of 2025',
    "matches.5 (Match 1 · 1 Sep 2025): Oak v Pine have already met at this stage",
  ]);
});

test("cricket: batting runs never exceed the innings total; bowlers never take more than fell", () => {
  const season = tinyCricketSeason();
  const first = season.matches[0]!.innings[0];
  first.batting[0]!.runs += 5;
  first.bowling[0]!.wickets = 3;
  first.batting.push(
    { player: "Oak Third", runs: 0 },
    { player: "Oak Fourth", runs: 0 },
    { player: "Oak Fifth", runs: 0 },
  );
  expect(cricketScorecardsAddUp(season, CSC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Sep 2025): innings.0 (Oak): batters' runs add up to 65, more than the total of 60",
    "matches.0 (Match 1 · 1 Sep 2025): innings.0 (Oak): 5 batters for 2 wickets",
    "matches.0 (Match 1 · 1 Sep 2025): innings.0 (Oak): bowlers' wickets add up to 3, more than the 2 that fell",
  ]);
});

test("cricket: an innings ends at 30 balls, 5 wickets or the target", () => {
  const season = tinyCricketSeason();
  season.matches[0]!.innings[0].balls = 24;
  season.matches[1]!.innings[1].balls = 29;
  expect(cricketInningsLength(season, CSC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Sep 2025): Oak stopped after 24 balls without being bowled out",
    "matches.1 (Match 2 · 1 Sep 2025): Elm stopped after 29 balls short of the target",
  ]);
  season.matches[0]!.innings[0].wickets = 5;
  season.matches[0]!.innings[0].bowling[0]!.wickets = 5;
  expect(cricketInningsLength(season, CSC_RULES)).toHaveLength(1);
});

test("cricket: the Grand Final is the top two of the completed league", () => {
  const wrong = tinyCricketSeason();
  wrong.matches[3] = cricketMatch("Oak", 50, "Elm", 51, "Grand Final");
  expect(cricketFinalistsQualified(wrong, CSC_RULES)).toEqual([
    "matches.3 (Grand Final · 1 Sep 2025): the Grand Final should be Oak v Pine, not Oak v Elm",
  ]);
  const early = tinyCricketSeason();
  early.matches.splice(2, 1);
  expect(cricketFinalistsQualified(early, CSC_RULES)).toEqual([
    "matches.2 (Grand Final · 1 Sep 2025): the Grand Final is played before the league is complete",
  ]);
});

test("cricket: a player appears for one team only", () => {
  const season = tinyCricketSeason();
  season.matches[1]!.innings[0].batting[0]!.player = "Oak Opener";
  expect(cricketUniquePlayers(season, CSC_RULES)).toEqual([
    "matches: Oak Opener appears for both Oak and Pine",
  ]);
});
