import { expect, test } from "vitest";
import { footballMatchSchema, footballTeamSchema } from "./football-season";
import { asInput, tinyFootballSeason, footballMatch } from "../../../../tests/fixtures/tournaments";

test("football teams: groups A to D and the four continents; a goalkeeper is named", () => {
  const team = tinyFootballSeason().teams[0]!;
  expect(footballTeamSchema.safeParse(team).success).toBe(true);
  expect(footballTeamSchema.safeParse({ ...team, group: "E" }).success).toBe(false);
  expect(footballTeamSchema.safeParse({ ...team, continent: "Antarctica" }).success).toBe(false);
  expect(footballTeamSchema.safeParse({ ...team, goalkeeper: undefined }).success).toBe(false);
});

test("football matches: a known stage, a date text with its label, an https watch link", () => {
  const [match] = asInput({ matches: [footballMatch("Group A", "Ash", "Alder", 1, 0)] }).matches;
  expect(
    footballMatchSchema.safeParse({
      ...match,
      watch: "https://www.youtube.com/watch?v=aBcDeFgHiJk",
    }).success,
  ).toBe(true);
  expect(
    footballMatchSchema.safeParse({ ...match, watch: "http://www.youtube.com/watch?v=aBcDeFgHiJk" })
      .success,
  ).toBe(false);
  expect(footballMatchSchema.safeParse({ ...match, stage: "Round of 16" }).success).toBe(false);
  expect(footballMatchSchema.safeParse({ ...match, date: "14 Jun 2025" }).success).toBe(false);
  expect(footballMatchSchema.safeParse({ ...match, goals1: -1 }).success).toBe(false);
});
