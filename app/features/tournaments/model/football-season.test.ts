import { expect, test } from "vitest";
import { uccMatchSchema, uccTeamSchema } from "./football-season";
import { tinyUccSeason, uccMatch } from "../../../../tests/fixtures/tournaments";

test("UCC teams: groups A to D and the four continents; a goalkeeper is named", () => {
  const team = tinyUccSeason().teams[0]!;
  expect(uccTeamSchema.safeParse(team).success).toBe(true);
  expect(uccTeamSchema.safeParse({ ...team, group: "E" }).success).toBe(false);
  expect(uccTeamSchema.safeParse({ ...team, continent: "Antarctica" }).success).toBe(false);
  expect(uccTeamSchema.safeParse({ ...team, goalkeeper: undefined }).success).toBe(false);
});

test("UCC matches: a known stage, a date text with its label, an https watch link", () => {
  const match = uccMatch("Group A", "Ash", "Alder", 1, 0);
  expect(
    uccMatchSchema.safeParse({ ...match, watch: "https://www.youtube.com/watch?v=aBcDeFgHiJk" })
      .success,
  ).toBe(true);
  expect(
    uccMatchSchema.safeParse({ ...match, watch: "http://www.youtube.com/watch?v=aBcDeFgHiJk" })
      .success,
  ).toBe(false);
  expect(uccMatchSchema.safeParse({ ...match, stage: "Round of 16" }).success).toBe(false);
  expect(uccMatchSchema.safeParse({ ...match, date: "14 Jun 2025" }).success).toBe(false);
  expect(uccMatchSchema.safeParse({ ...match, goals1: -1 }).success).toBe(false);
});
