import { expect, test } from "vitest";
import {
  bowlerBalls,
  extras,
  oversText,
  rateText,
  resultLine,
  runRates,
  runsPerOver,
  scorecard,
  strikeRate,
} from "./cricket-match";
import { innings } from "../../../../tests/fixtures/tournaments";

test("strike rate is runs per 100 balls; unknown without balls faced", () => {
  expect(strikeRate(22, 11)).toBe(200);
  expect(rateText(strikeRate(11, 3))).toBe("366.67");
  expect(strikeRate(0, 0)).toBeUndefined();
  expect(strikeRate(4, undefined)).toBeUndefined();
  expect(rateText(undefined)).toBe("–");
});

test("economy and run rate are runs per six-ball over", () => {
  expect(runsPerOver(51, 27)).toBeCloseTo(11.333, 3);
  expect(rateText(runsPerOver(64, 30))).toBe("12.80");
  expect(runsPerOver(10, 0)).toBeUndefined();
});

test("extras are the innings' runs no batter scored", () => {
  expect(
    extras({
      runs: 64,
      batting: [
        { player: "A", runs: 40 },
        { player: "B", runs: 20 },
      ],
    }),
  ).toBe(4);
  expect(extras(innings("Oak", 60, 2, 30, "Pine"))).toBe(0);
});

test("bowlers' overs are known only when there are as many bowlers as overs begun; the last listed bowled the last over", () => {
  const bowling = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ player: `B${i}`, wickets: 0, runs: 10 }));
  const record = (balls: number, count: number) => ({
    balls,
    runs: 10 * count,
    batting: [],
    bowling: bowling(count),
  });
  expect(bowlerBalls(record(22, 4))).toEqual([6, 6, 6, 4]);
  expect(bowlerBalls(record(24, 4))).toEqual([6, 6, 6, 6]);
  expect(bowlerBalls(record(30, 5))).toEqual([6, 6, 6, 6, 6]);
  expect(bowlerBalls(record(30, 4))).toBeUndefined();
  expect(bowlerBalls(record(27, 3))).toBeUndefined();
  expect(bowlerBalls(record(5, 1))).toEqual([5]);
  expect([oversText(27), oversText(30), oversText(undefined)]).toEqual(["4.3", "5", "–"]);
});

test("a scorecard: batting with strike rates, extras, bowling with economies where the overs are known", () => {
  const card = scorecard({
    team: "Sydney Thunder",
    runs: 48,
    wickets: 1,
    balls: 22,
    batting: [
      { player: "Opener", runs: 30, balls: 12 },
      { player: "Partner", runs: 17, balls: 10 },
    ],
    bowling: [
      { player: "One", wickets: 1, runs: 12 },
      { player: "Two", wickets: 0, runs: 14 },
      { player: "Three", wickets: 0, runs: 11 },
      { player: "Four", wickets: 0 },
    ],
  });
  expect(card.extras).toBe(1);
  expect(card.batting.map((line) => rateText(line.strikeRate))).toEqual(["250.00", "170.00"]);
  expect(card.bowlerOversKnown).toBe(true);
  expect(card.bowling.map((line) => [oversText(line.balls), rateText(line.economy)])).toEqual([
    ["1", "12.00"],
    ["1", "14.00"],
    ["1", "11.00"],
    ["0.4", "–"],
  ]);
  expect(rateText(card.runRate)).toBe("13.09");
  const unknown = scorecard(innings("Oak", 60, 2, 30, "Pine"));
  expect([unknown.bowlerOversKnown, unknown.bowling[0]!.economy]).toEqual([false, undefined]);
});

test("the result line: runs for the side batting first, wickets and balls left for the chase", () => {
  const first = { team: "Melbourne Stars", runs: 56, wickets: 0, balls: 30 };
  expect(resultLine([first, { team: "Sydney Thunder", runs: 61, wickets: 2, balls: 28 }])).toBe(
    "Sydney Thunder won by 3 wickets with 2 balls left",
  );
  expect(resultLine([first, { team: "Sydney Thunder", runs: 57, wickets: 4, balls: 29 }])).toBe(
    "Sydney Thunder won by 1 wicket with 1 ball left",
  );
  expect(resultLine([first, { team: "Sydney Thunder", runs: 57, wickets: 4, balls: 30 }])).toBe(
    "Sydney Thunder won by 1 wicket off the last ball",
  );
  expect(resultLine([first, { team: "Sydney Thunder", runs: 44, wickets: 5, balls: 27 }])).toBe(
    "Melbourne Stars won by 12 runs",
  );
  expect(resultLine([first, { team: "Sydney Thunder", runs: 55, wickets: 4, balls: 30 }])).toBe(
    "Melbourne Stars won by 1 run",
  );
  expect(resultLine([first, { team: "Sydney Thunder", runs: 56, wickets: 4, balls: 30 }])).toBe(
    "Match tied",
  );
});

test("run rates: each innings over the balls it faced, and the rate the chase needed from the start", () => {
  const rates = runRates([
    { team: "A", runs: 64, wickets: 3, balls: 30 },
    { team: "B", runs: 51, wickets: 5, balls: 27 },
  ]);
  expect([rates.first.rate, rateText(rates.second.rate), rates.target, rates.required]).toEqual([
    12.8,
    "11.33",
    65,
    13,
  ]);
});
