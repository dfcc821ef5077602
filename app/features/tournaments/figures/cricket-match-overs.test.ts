// The over-by-over figures of cricket-match.ts: the worm, the Manhattan, the fall of wickets and
// the bowlers' overs the runs per over settle.
import { expect, test } from "vitest";
import {
  bowlerBalls,
  bowlerOvers,
  bowlingLines,
  fallOfWickets,
  manhattan,
  wicketsEachOver,
  worm,
} from "./cricket-match";
import { cricketBowling } from "./player-season";
import { tinyCricketSeason } from "../../../../tests/fixtures/tournaments";
import { parseBallAt, type Innings } from "~/features/tournaments/model/cricket-season";

/** Melbourne Stars 64-3 (30 balls): four bowlers for five overs, 60 off the bat, 4 extras. */
function stars(): Innings {
  return {
    team: "Melbourne Stars",
    runs: 64,
    wickets: 3,
    balls: 30,
    batting: [
      { player: "A", runs: 30 },
      { player: "B", runs: 30 },
    ],
    bowling: [
      { player: "Fahim", wickets: 3, runs: 9 },
      { player: "Jahid", wickets: 0, runs: 17 },
      { player: "Rasel", wickets: 0, runs: 25 },
      { player: "Tawhid", wickets: 0, runs: 11 },
    ],
  };
}

const chase = (): Innings => ({
  team: "Comilla Victorians",
  runs: 51,
  wickets: 5,
  balls: 27,
  batting: [{ player: "C", runs: 51 }],
  bowling: [{ player: "Nathan", wickets: 5, runs: 51 }],
  runsPerOver: [9, 20, 1, 1, 20],
});

test("the worm: runs after each over from 0, the last over at its own length; only innings with runs per over", () => {
  const first = { ...stars(), runsPerOver: [9, 18, 25, 11, 1] };
  expect(worm([first, chase()])).toEqual([
    {
      team: "Melbourne Stars",
      points: [
        { balls: 0, runs: 0 },
        { balls: 6, runs: 9 },
        { balls: 12, runs: 27 },
        { balls: 18, runs: 52 },
        { balls: 24, runs: 63 },
        { balls: 30, runs: 64 },
      ],
    },
    {
      team: "Comilla Victorians",
      points: [0, 9, 29, 30, 31, 51].map((runs, i) => ({ balls: Math.min(i * 6, 27), runs })),
    },
  ]);
  expect(worm([stars(), chase()]).map((line) => line.team)).toEqual(["Comilla Victorians"]);
  expect(worm([stars(), { ...chase(), runsPerOver: undefined }])).toEqual([]);
});

test("the Manhattan: each over's runs, with wickets as written or counted from the fall of wickets", () => {
  const fall = (score: number, over: number) => ({ score, over: parseBallAt(over)!, batter: "A" });
  const first = {
    ...stars(),
    runsPerOver: [9, 18, 25, 11, 1],
    fallOfWickets: [fall(5, 0.4), fall(64, 4.2), fall(64, 4.5)],
  };
  expect(manhattan([first, chase()])).toEqual([
    {
      team: "Melbourne Stars",
      overs: [
        { over: 1, runs: 9, wickets: 1 },
        { over: 2, runs: 18, wickets: 0 },
        { over: 3, runs: 25, wickets: 0 },
        { over: 4, runs: 11, wickets: 0 },
        { over: 5, runs: 1, wickets: 2 },
      ],
    },
    {
      team: "Comilla Victorians",
      overs: [9, 20, 1, 1, 20].map((runs, i) => ({ over: i + 1, runs, wickets: undefined })),
    },
  ]);
  expect(wicketsEachOver({ ...chase(), wicketsPerOver: [1, 0, 0, 2, 2] })).toEqual([1, 0, 0, 2, 2]);
  expect(fallOfWickets(first)).toEqual([
    { wicket: 1, score: 5, over: "0.4", batter: "A" },
    { wicket: 2, score: 64, over: "4.2", batter: "A" },
    { wicket: 3, score: 64, over: "4.5", batter: "A" },
  ]);
  expect(fallOfWickets(stars())).toBeUndefined();
});

test("runs per over settle who bowled which over when one sharing fits the bowlers' runs and wickets", () => {
  // Without them four bowlers in five overs could have shared them several ways.
  expect(bowlerOvers(stars())).toBeUndefined();
  // Fahim's 9 fit only overs 1 and 5 (9 = 8 + 1 with a leg bye); each other over is one bowler's.
  const settled = { ...stars(), runsPerOver: [8, 18, 25, 11, 2], wicketsPerOver: [1, 0, 0, 0, 2] };
  expect(bowlerOvers(settled)).toEqual([[0, 4], [1], [2], [3]]);
  expect(bowlerBalls(settled)).toEqual([12, 6, 6, 6]);
  expect(bowlingLines(settled).map((line) => [line.player, line.balls, line.economy])).toEqual([
    ["Fahim", 12, 4.5],
    ["Jahid", 6, 17],
    ["Rasel", 6, 25],
    ["Tawhid", 6, 11],
  ]);
  // More byes than the extras allow, or a bowler's wickets outside their overs: no sharing fits.
  expect(
    bowlerOvers({
      ...settled,
      runsPerOver: [8, 18, 25, 11, 2],
      runs: 64,
      batting: [{ player: "A", runs: 63 }],
    }),
  ).toBeUndefined();
  expect(bowlerOvers({ ...settled, wicketsPerOver: [0, 1, 0, 0, 2] })).toBeUndefined();
  // Several sharings fit (Fahim's second over could be the third, fourth or fifth): unsettled.
  const even = {
    ...stars(),
    runs: 50,
    batting: [{ player: "A", runs: 50 }],
    bowling: stars().bowling.map((line, i) => ({ ...line, wickets: 0, runs: i === 0 ? 20 : 10 })),
    runsPerOver: [10, 10, 10, 10, 10],
  };
  expect(bowlerOvers(even)).toBeUndefined();
});

test("a season's bowling counts the overs the runs per over settle, as the match page's card does", () => {
  const season = tinyCricketSeason();
  const settled = { ...stars(), runsPerOver: [8, 18, 25, 11, 2], wicketsPerOver: [1, 0, 0, 0, 2] };
  season.matches[0]!.innings[0] = { ...settled, team: "Oak" };
  const card = bowlingLines(settled);
  for (const line of card)
    expect(cricketBowling(season, line.player)).toMatchObject({
      balls: line.balls,
      economy: line.economy,
    });
  // Without the runs per over the same innings settles nothing, on the card or in the season.
  season.matches[0]!.innings[0] = { ...stars(), team: "Oak" };
  expect(cricketBowling(season, "Fahim")).toMatchObject({ balls: 0, economy: undefined });
});
