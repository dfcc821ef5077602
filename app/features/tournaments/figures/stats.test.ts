import { expect, test } from "vitest";
import { cricketLeaderboard, rankLeaderboard, footballLeaderboard } from "./stats";
import {
  goal,
  innings,
  tinyCricketSeason,
  tinyFootballSeason,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

const rows = (board: { rank: number; player: string; value: number }[]) =>
  board.map((row) => `${row.rank} ${row.player} ${row.value}`);

test("tied values share a rank and the next rank skips: 1, 2, 2, 4; ties are listed by name", () => {
  const board = rankLeaderboard([
    { player: "Zed", team: "T", value: 3 },
    { player: "Amy", team: "T", value: 3 },
    { player: "Bo", team: "T", value: 5 },
    { player: "Cy", team: "T", value: 1 },
  ]);
  expect(rows(board)).toEqual(["1 Bo 5", "2 Amy 3", "2 Zed 3", "4 Cy 1"]);
});

test("a limit keeps every player ranked within it, so a tie at the cut stays in", () => {
  const input = ["A", "B", "C", "D"].map((player, index) => ({
    player,
    team: "T",
    value: index < 2 ? 2 : 1,
  }));
  expect(rows(rankLeaderboard(input, 3))).toEqual(["1 A 2", "1 B 2", "3 C 1", "3 D 1"]);
  expect(rows(rankLeaderboard(input, 2))).toEqual(["1 A 2", "1 B 2"]);
});

test("football goals and assists count every match, extra time included; a goal without an assist credits nobody", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 2, 1, {
    extraTime: true,
    events: [goal("Ash", 10), goal("Beech", 30, null), goal("Ash", 105, null)],
  });
  const goals = footballLeaderboard(season, "goals");
  // Ash: group, QF1 (twice, once in extra time), SF1, final. Birch: group, QF2, SF2.
  expect(rows(goals).slice(0, 2)).toEqual(["1 Ash Striker 5", "2 Birch Striker 3"]);
  expect(goals.every((row) => row.value > 0)).toBe(true);
  expect(goals.find((row) => row.player === "Ash Striker")!.team).toBe("Ash");
  const assists = footballLeaderboard(season, "assists");
  expect(assists.find((row) => row.player === "Ash Winger")!.value).toBe(4);
  expect(assists.some((row) => row.player === "Beech Winger")).toBe(false);
});

test("football clean sheets go to the goalkeeper of a side that conceded nothing; a shoot-out does not spoil one", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 0, 0, {
    extraTime: true,
    penalties: { team1: 5, team2: 4 },
  });
  season.matches[5] = footballMatch("Quarterfinal 2", "Birch", "Alder", 1, 1, {
    extraTime: true,
    penalties: { team1: 4, team2: 2 },
    events: [goal("Birch", 20), goal("Alder", 110)],
  });
  const board = footballLeaderboard(season, "cleanSheets");
  // Ash: group, QF1 (0-0, won on penalties), SF1, final. Birch conceded in extra time of QF2: no clean sheet there.
  expect(rows(board)).toEqual([
    "1 Ash Keeper 4",
    "2 Birch Keeper 2",
    "2 Cedar Keeper 2",
    "2 Dogwood Keeper 2",
    "5 Beech Keeper 1",
  ]);
  expect(board.find((row) => row.player === "Beech Keeper")).toMatchObject({
    team: "Beech",
    value: 1,
  });
  expect(board.some((row) => row.player === "Alder Keeper")).toBe(false);
});

test("cricket runs: only players with runs; wickets: every player who bowled, even without a wicket", () => {
  const season = tinyCricketSeason();
  season.matches[0]!.innings[0].batting.push({ player: "Oak Tail", runs: 0 });
  season.matches[0]!.innings[0].bowling.push({ player: "Pine Spinner", wickets: 0, runs: 0 });
  const runs = cricketLeaderboard(season, "runs");
  expect(runs.some((row) => row.player === "Oak Tail")).toBe(false);
  expect(runs.find((row) => row.player === "Oak Opener")).toMatchObject({
    team: "Oak",
    value: 30 + 23 + 25,
  });
  const wickets = cricketLeaderboard(season, "wickets");
  expect(wickets.find((row) => row.player === "Pine Spinner")).toMatchObject({
    team: "Pine",
    value: 0,
  });
  expect(wickets.find((row) => row.player === "Pine Bowler")).toMatchObject({
    team: "Pine",
    value: 2 + 3 + 2,
  });
});

test("the cricket Top 10: twelve leading scorers with different totals give ten rows", () => {
  const season = tinyCricketSeason();
  const batting = Array.from({ length: 12 }, (_, i) => ({ player: `Oak ${i + 1}`, runs: 101 + i }));
  season.matches[0]!.innings[0] = { ...innings("Oak", 2000, 2, 30, "Pine"), batting };
  const board = cricketLeaderboard(season, "runs");
  expect(board.map((row) => row.value)).toEqual([112, 111, 110, 109, 108, 107, 106, 105, 104, 103]);
  expect(board.at(-1)!.rank).toBe(10);
});
