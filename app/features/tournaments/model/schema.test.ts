import { expect, test } from "vitest";
import { ContentError } from "~/features/content/problems";
import {
  cscSeasonSchema,
  cscTeamSchema,
  parseContent,
  uccMatchSchema,
  uccSeasonSchema,
  uccTeamSchema,
} from "./schema";
import { tinyCscSeason, tinyUccSeason, uccMatch } from "../../../../tests/fixtures/tournaments";

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}

test("a bad field is reported with the file and the field's path", () => {
  const season = tinyCscSeason();
  season.matches[1]!.innings[0].wickets = 6;
  expect(
    failure(() => parseContent("content/tournaments/csc/2025.yaml", cscSeasonSchema, season)),
  ).toMatch(/^content\/tournaments\/csc\/2025\.yaml: field "matches\.1\.innings\.0\.wickets": /);
  expect(
    failure(() =>
      parseContent("content/tournaments/ucc/2024.yaml", uccSeasonSchema, { year: 2024 }),
    ),
  ).toMatch(/^content\/tournaments\/ucc\/2024\.yaml: field "teams": /);
});

test("CSC innings: at most 5 wickets and 30 balls", () => {
  const season = tinyCscSeason();
  season.matches[0]!.innings[1].balls = 31;
  expect(cscSeasonSchema.safeParse(season).success).toBe(false);
  expect(cscSeasonSchema.safeParse(tinyCscSeason()).success).toBe(true);
});

test("a CSC team's league matches its code", () => {
  expect(
    cscTeamSchema.safeParse({
      name: "Sydney Thunder",
      country: "Australia",
      leagueCode: "BBL",
      league: "Big Bash League",
    }).success,
  ).toBe(true);
  const wrong = cscTeamSchema.safeParse({
    name: "Sydney Thunder",
    country: "Australia",
    leagueCode: "IPL",
    league: "Big Bash League",
  });
  expect(wrong.error?.issues[0]).toMatchObject({
    path: ["league"],
    message: "league does not match leagueCode",
  });
});

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
