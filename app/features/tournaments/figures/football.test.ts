import { expect, test } from "vitest";
import { footballScoreText, footballWinner } from "./football";

const base = { team1: "Ajax", team2: "Celtic", goals1: 0, goals2: 0 };

test("the side with more goals wins; a level score without a shoot-out is a draw", () => {
  expect(footballWinner({ ...base, goals1: 2, goals2: 1 })).toBe("Ajax");
  expect(footballWinner({ ...base, goals1: 0, goals2: 1 })).toBe("Celtic");
  expect(footballWinner({ ...base, goals1: 1, goals2: 1 })).toBeUndefined();
});

test("a level knockout is settled by the shoot-out", () => {
  const match = {
    ...base,
    goals1: 1,
    goals2: 1,
    extraTime: true,
    penalties: { team1: 3, team2: 4 },
  };
  expect(footballWinner(match)).toBe("Celtic");
  expect(footballScoreText(match)).toBe("1-1 a.e.t. (3-4 pens)");
});

test("score text marks extra time", () => {
  expect(footballScoreText({ ...base, goals1: 2, goals2: 1 })).toBe("2-1");
  expect(footballScoreText({ ...base, goals1: 2, goals2: 1, extraTime: true })).toBe("2-1 a.e.t.");
});
