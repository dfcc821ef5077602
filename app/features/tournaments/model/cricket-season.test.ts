import { expect, test } from "vitest";
import { cscSeasonSchema, cscTeamSchema } from "./cricket-season";
import { tinyCscSeason } from "../../../../tests/fixtures/tournaments";

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
