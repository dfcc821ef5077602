import { expect, test } from "vitest";
import { cricketTable, footballTable, formatNrr, groupTable, netRunRate } from "./standings";
import { CSC_RULES, tinyFootballSeason, UCC_RULES } from "../../../../tests/fixtures/tournaments";

const result = (team1: string, goals1: number, goals2: number, team2: string) => ({
  team1,
  team2,
  goals1,
  goals2,
});
const summary = (rows: ReturnType<typeof footballTable>) =>
  rows.map((row) => `${row.team}${row.qualified ? " (Q)" : ""}`);

test("win 3, draw 1, loss 0, with played, goals for and against and goal difference", () => {
  const [ajax, benfica] = footballTable(
    ["Ajax", "Benfica"],
    [result("Ajax", 3, 1, "Benfica"), result("Benfica", 2, 2, "Ajax")],
    UCC_RULES,
  );
  expect(ajax).toMatchObject({
    team: "Ajax",
    played: 2,
    won: 1,
    drawn: 1,
    lost: 0,
    goalsFor: 5,
    goalsAgainst: 3,
    goalDifference: 2,
    points: 4,
  });
  expect(benfica).toMatchObject({
    team: "Benfica",
    played: 2,
    won: 0,
    drawn: 1,
    lost: 1,
    goalsFor: 3,
    goalsAgainst: 5,
    goalDifference: -2,
    points: 1,
  });
});

test("level on points, the better goal difference ranks higher", () => {
  // Celtic and Ajax both win once and lose once; Celtic's wins are bigger.
  const rows = footballTable(
    ["Ajax", "Celtic", "Dundee"],
    [
      result("Ajax", 1, 0, "Dundee"),
      result("Celtic", 4, 0, "Dundee"),
      result("Ajax", 1, 0, "Celtic"),
    ],
    UCC_RULES,
  );
  expect(rows.map((row) => [row.team, row.points, row.goalDifference])).toEqual([
    ["Ajax", 6, 2],
    ["Celtic", 3, 3],
    ["Dundee", 0, -5],
  ]);
  const level = footballTable(
    ["Ajax", "Celtic", "Dundee"],
    [
      result("Ajax", 1, 0, "Dundee"),
      result("Celtic", 3, 0, "Dundee"),
      result("Ajax", 1, 1, "Celtic"),
    ],
    UCC_RULES,
  );
  expect(summary(level)).toEqual(["Celtic (Q)", "Ajax (Q)", "Dundee"]);
});

test("level on points and goal difference, more goals scored ranks higher", () => {
  const rows = footballTable(
    ["Ajax", "Celtic", "Dundee"],
    [
      result("Ajax", 1, 0, "Dundee"),
      result("Dundee", 2, 3, "Celtic"),
      result("Ajax", 1, 1, "Celtic"),
    ],
    UCC_RULES,
  );
  expect(rows.map((row) => [row.team, row.points, row.goalDifference, row.goalsFor])).toEqual([
    ["Celtic", 4, 1, 4],
    ["Ajax", 4, 1, 2],
    ["Dundee", 0, -2, 2],
  ]);
});

test("level on points, goal difference and goals, head-to-head decides, then the name", () => {
  // Zenit and Ajax: 6 points, +2, 4 goals each; Zenit beat Ajax.
  const games = [
    result("Ajax", 2, 0, "Lyon"),
    result("Zenit", 2, 0, "Malmo"),
    result("Ajax", 0, 1, "Zenit"),
    result("Lyon", 2, 2, "Malmo"),
    result("Ajax", 2, 1, "Malmo"),
    result("Zenit", 1, 2, "Lyon"),
  ];
  const rows = footballTable(["Ajax", "Lyon", "Malmo", "Zenit"], games, UCC_RULES);
  expect(rows.map((row) => [row.team, row.points, row.goalDifference, row.goalsFor])).toEqual([
    ["Zenit", 6, 2, 4],
    ["Ajax", 6, 2, 4],
    ["Lyon", 4, -1, 4],
    ["Malmo", 1, -3, 3],
  ]);
  // A drawn meeting leaves them level on head-to-head too: the name decides.
  const drawn = footballTable(["Ajax", "Zenit"], [result("Zenit", 1, 1, "Ajax")], UCC_RULES);
  expect(drawn.map((row) => row.team)).toEqual(["Ajax", "Zenit"]);
});

test("head-to-head among three teams level on everything uses their mini-league", () => {
  // A, B and C: 4 points, 0 goal difference, 2 goals each. Among themselves A beat B, B beat C and
  // C drew with A: A 4, B 3, C 1. D ranks first on goals scored before head-to-head is reached.
  const games = [
    result("A", 1, 0, "B"),
    result("B", 1, 0, "C"),
    result("C", 0, 0, "A"),
    result("A", 1, 2, "D"),
    result("B", 1, 1, "D"),
    result("C", 2, 1, "D"),
  ];
  const rows = footballTable(["C", "B", "A", "D"], games, UCC_RULES);
  expect(rows.map((row) => [row.team, row.points, row.goalDifference, row.goalsFor])).toEqual([
    ["D", 4, 0, 4],
    ["A", 4, 0, 2],
    ["B", 4, 0, 2],
    ["C", 4, 0, 2],
  ]);
});

test("(Q) marks the top two only once every team has played every other", () => {
  const partial = footballTable(
    ["Ajax", "Celtic", "Dundee"],
    [result("Ajax", 1, 0, "Dundee")],
    UCC_RULES,
  );
  expect(partial.some((row) => row.qualified)).toBe(false);
  expect(summary(groupTable(UCC_RULES, tinyFootballSeason(), "A"))).toEqual([
    "Ash (Q)",
    "Alder (Q)",
  ]);
});

const score = (team: string, runs: number, wickets: number, balls: number) => ({
  team,
  runs,
  wickets,
  balls,
});

test("NRR: runs per over faced minus runs per over bowled, 4.3 overs counted as 4.5", () => {
  // Pine chase 61 in 27 balls (4.3 overs = 4.5): 61 / 4.5 - 60 / 5.
  const rows = cricketTable(
    ["Oak", "Pine"],
    [{ innings: [score("Oak", 60, 2, 30), score("Pine", 61, 3, 27)] }],
    CSC_RULES,
  );
  const pine = rows.find((row) => row.team === "Pine")!;
  expect(pine.nrr).toBeCloseTo(61 / 4.5 - 12, 10);
  expect(formatNrr(pine.nrr)).toBe("+1.556");
  const oak = rows.find((row) => row.team === "Oak")!;
  expect(formatNrr(oak.nrr)).toBe("-1.556");
});

test("NRR: a side bowled out counts its full 5 overs, over the whole competition", () => {
  const rows = cricketTable(
    ["Oak", "Pine", "Elm"],
    [
      { innings: [score("Oak", 60, 2, 30), score("Pine", 61, 3, 27)] },
      { innings: [score("Elm", 40, 5, 20), score("Oak", 41, 1, 15)] },
    ],
    CSC_RULES,
  );
  const oak = rows.find((row) => row.team === "Oak")!;
  // Faced 5 + 2.5 overs; bowled 4.5 + 5 (Elm's 3.2 overs count as 5 because Elm were bowled out).
  expect(oak).toMatchObject({ runsFor: 101, ballsFaced: 45, runsAgainst: 101, ballsBowled: 57 });
  expect(oak.nrr).toBeCloseTo(101 / 7.5 - 101 / 9.5, 10);
  const elm = rows.find((row) => row.team === "Elm")!;
  expect(elm.nrr).toBeCloseTo(40 / 5 - 41 / 2.5, 10);
  expect(formatNrr(elm.nrr)).toBe("-8.400");
});

test("NRR is signed to three decimals; nothing bowled yet is +0.000", () => {
  expect(formatNrr(1.2344)).toBe("+1.234");
  expect(formatNrr(-0.5671)).toBe("-0.567");
  expect(formatNrr(-0.0001)).toBe("+0.000");
  expect(netRunRate({ runsFor: 0, ballsFaced: 0, runsAgainst: 0, ballsBowled: 0 })).toBe(0);
});

test("cricket table: win 2, tie 1, loss 0, ordered by points then NRR; top two qualify when complete", () => {
  const rows = cricketTable(
    ["Elm", "Oak", "Pine"],
    [
      { innings: [score("Oak", 50, 2, 30), score("Pine", 50, 5, 30)] },
      { innings: [score("Pine", 70, 1, 30), score("Elm", 30, 5, 18)] },
      { innings: [score("Elm", 45, 3, 30), score("Oak", 46, 0, 20)] },
    ],
    CSC_RULES,
  );
  expect(
    rows.map((row) => [
      row.team,
      row.played,
      row.won,
      row.lost,
      row.drawnOrTied,
      row.points,
      row.qualified,
    ]),
  ).toEqual([
    ["Pine", 2, 1, 0, 1, 3, true],
    ["Oak", 2, 1, 0, 1, 3, true],
    ["Elm", 2, 0, 2, 0, 0, false],
  ]);
  expect(rows[0]!.nrr).toBeGreaterThan(rows[1]!.nrr);
});
