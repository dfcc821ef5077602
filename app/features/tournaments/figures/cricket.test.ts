import { expect, test } from "vitest";
import {
  ballsForRunRate,
  cricketResultText,
  cricketWinner,
  inningsScoreText,
  oversFromBalls,
  oversNotation,
  parseOversNotation,
} from "./cricket";

test("4.3 overs are 4.5 overs: the part after the point counts balls", () => {
  expect(parseOversNotation("4.3")).toBe(4.5);
  expect(parseOversNotation("5")).toBe(5);
  expect(oversFromBalls(27)).toBe(4.5);
  expect(oversNotation(27)).toBe("4.3");
  expect(oversNotation(30)).toBe("5");
  expect(() => parseOversNotation("4.6")).toThrow(/overs.balls/);
});

test("a side bowled out counts its full 5 overs for run rate; otherwise the balls it faced", () => {
  expect(ballsForRunRate({ wickets: 5, balls: 26 })).toBe(30);
  expect(ballsForRunRate({ wickets: 2, balls: 26 })).toBe(26);
});

const innings = (team: string, runs: number, wickets: number, balls = 30) => ({
  team,
  runs,
  wickets,
  balls,
});

test("result text: by runs batting first, by wickets in hand chasing, or tied", () => {
  const defended = { innings: [innings("Stars", 64, 3), innings("Thunder", 51, 5, 27)] as const };
  expect(cricketResultText(defended)).toBe("Stars won by 13 runs");
  expect(cricketWinner(defended)).toBe("Stars");
  const chased = { innings: [innings("Stars", 56, 0), innings("Thunder", 61, 2, 28)] as const };
  expect(cricketResultText(chased)).toBe("Thunder won by 3 wickets");
  expect(
    cricketResultText({ innings: [innings("Stars", 50, 3), innings("Thunder", 51, 4, 29)] }),
  ).toBe("Thunder won by 1 wicket");
  const tied = { innings: [innings("Stars", 66, 3), innings("Thunder", 66, 5)] as const };
  expect(cricketResultText(tied)).toBe("Match tied");
  expect(cricketWinner(tied)).toBeUndefined();
  expect(inningsScoreText(innings("Stars", 56, 0))).toBe("56-0");
});
