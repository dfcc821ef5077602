import { expect, test } from "vitest";
import {
  battingLine,
  bowlingLine,
  cricketBatting,
  cricketBowling,
  cricketContributions,
  cricketLine,
  footballContributions,
  footballLine,
  rateText,
} from "./player-season";
import { cricketPlayers } from "~/features/tournaments/model/names";
import {
  goal,
  tinyCricketSeason,
  tinyFootballSeason,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

test("a season's rates print to two decimals, a dash where there is none", () => {
  expect(rateText(233.3333)).toBe("233.33");
  expect(rateText(undefined)).toBe("—");
});

test("a season's bowling adds up the match pages' cards: a part over bowled last counts, as the card shows it", () => {
  const season = tinyCricketSeason();
  // Four bowlers for 22 balls: one over each, the last listed bowling the last four balls.
  season.matches[0]!.innings[1] = {
    ...season.matches[0]!.innings[1],
    balls: 22,
    bowling: [
      { player: "Oak One", wickets: 1, runs: 12 },
      { player: "Oak Two", wickets: 0, runs: 14 },
      { player: "Oak Three", wickets: 0, runs: 11 },
      { player: "Oak Four", wickets: 1, runs: 8 },
    ],
  };
  expect(cricketBowling(season, "Oak Four")).toMatchObject({
    innings: 1,
    wickets: 1,
    runs: 8,
    balls: 4,
    economy: 12,
  });
  expect(cricketBowling(season, "Oak One")).toMatchObject({ balls: 6, economy: 12 });
});

test("batting and bowling lines: strike rate over the innings with balls; economy over the innings with overs and runs known", () => {
  expect(battingLine([{ runs: 20, balls: 10 }, { runs: 5 }, { runs: 0, balls: 2 }])).toEqual({
    innings: 3,
    runs: 25,
    balls: 12,
    strikeRate: (20 * 100) / 12,
    highest: 20,
  });
  expect(battingLine([])).toEqual({
    innings: 0,
    runs: 0,
    balls: 0,
    strikeRate: undefined,
    highest: undefined,
  });
  expect(
    bowlingLine([
      { wickets: 2, runs: 9, balls: 6 },
      { wickets: 1, runs: 20 },
      { wickets: 0, balls: 6 },
    ]),
  ).toEqual({
    innings: 3,
    wickets: 3,
    runs: 29,
    balls: 12,
    economy: 9,
  });
  expect(bowlingLine([{ wickets: 1, runs: 20 }]).economy).toBeUndefined();
});

test("a cricket season line: every innings of the player, the bowling side's card for the bowler", () => {
  const season = tinyCricketSeason();
  // Oak Opener bats in all three of Oak's matches (60/2=30, 46/2=23, 50/2=25).
  expect(cricketBatting(season, "Oak Opener")).toMatchObject({
    innings: 3,
    runs: 78,
    balls: 0,
    strikeRate: undefined,
    highest: 30,
  });
  season.matches[0]!.innings[0].batting[0] = { player: "Oak Opener", runs: 30, balls: 12 };
  expect(cricketBatting(season, "Oak Opener").strikeRate).toBe(250);
  // Pine Bowler bowls at Oak in match 1 (2 for 60) and the final (2 for 50), at Elm in match 2 (3 for 40);
  // one bowler on each card for 28 or 30 balls: who bowled which over is unknown, so no economy.
  expect(cricketBowling(season, "Pine Bowler")).toMatchObject({
    innings: 3,
    wickets: 7,
    runs: 150,
    economy: undefined,
  });
  // One bowler for a single over: economy over that innings alone.
  season.matches[1]!.innings[1] = {
    ...season.matches[1]!.innings[1],
    balls: 6,
    wickets: 5,
    bowling: [{ player: "Pine Bowler", wickets: 5, runs: 9 }],
  };
  expect(cricketBowling(season, "Pine Bowler")).toMatchObject({
    innings: 3,
    wickets: 9,
    runs: 119,
    balls: 6,
    economy: 9,
  });
  expect(cricketLine(season, "Pine Bowler")!.team).toBe("Pine");
  expect(cricketLine(season, "Nobody")).toBeUndefined();
  expect(
    cricketContributions(season, "Elm Opener").map((entry) => [
      entry.match.date.text,
      entry.batting?.runs,
    ]),
  ).toEqual([
    ["Match 2 · 1 Sep 2025", 20],
    ["Match 3 · 1 Sep 2025", 22],
  ]);
  expect(cricketPlayers(season)).toContain("Elm Bowler");
});

test("a football season line: goals and assists for the player's side; clean sheets for its goalkeeper only", () => {
  const season = tinyFootballSeason();
  season.matches[0] = footballMatch("Group A", "Ash", "Alder", 2, 0, {
    events: [goal("Ash", 10), goal("Ash", 80, null)],
  });
  expect(footballLine(season, "Ash Striker")).toEqual({
    player: "Ash Striker",
    team: "Ash",
    goalkeeper: false,
    goals: 5,
    assists: 0,
    cleanSheets: undefined,
  });
  expect(footballLine(season, "Ash Winger")).toMatchObject({ goals: 0, assists: 4 });
  // Ash won its four matches 2-0 or 1-0: four clean sheets; Alder conceded in both its games.
  expect(footballLine(season, "Ash Keeper")).toMatchObject({ goalkeeper: true, cleanSheets: 4 });
  expect(footballLine(season, "Alder Keeper")).toMatchObject({ cleanSheets: 0 });
  expect(footballLine(season, "Nobody")).toBeUndefined();
  const matches = footballContributions(season, "Ash Striker");
  expect(matches).toHaveLength(4);
  expect(matches[0]).toMatchObject({
    team: "Ash",
    goals: [10, 80],
    assists: [],
    cleanSheet: false,
  });
  expect(footballContributions(season, "Alder Keeper")).toEqual([]);
});
