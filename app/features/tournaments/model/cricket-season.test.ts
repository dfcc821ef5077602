import { expect, test } from "vitest";
import { cricketSeasonSchema, cricketTeamSchema } from "./cricket-season";
import { asInput, tinyCricketSeason } from "../../../../tests/fixtures/tournaments";

test("cricket innings: at most 5 wickets and 30 balls", () => {
  const season = tinyCricketSeason();
  season.matches[0]!.innings[1].balls = 31;
  expect(cricketSeasonSchema.safeParse(asInput(season)).success).toBe(false);
  expect(cricketSeasonSchema.safeParse(asInput(tinyCricketSeason())).success).toBe(true);
});

test("a cricket team's league matches its code", () => {
  expect(
    cricketTeamSchema.safeParse({
      name: "Sydney Thunder",
      country: "Australia",
      leagueCode: "BBL",
      league: "Big Bash League",
    }).success,
  ).toBe(true);
  const wrong = cricketTeamSchema.safeParse({
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
