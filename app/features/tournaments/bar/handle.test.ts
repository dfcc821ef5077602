import { expect, test } from "vitest";
import { latestResult } from "./handle";
import { tinyFootballSeason } from "../../../../tests/fixtures/tournaments";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import { parseDay } from "~/features/tournaments/model/match-date";

test("a tournament's latest result: seasons and played qualifiers fixtures, not those still to come", () => {
  const season = tinyFootballSeason();
  const qualifiers = {
    year: "2026 Q",
    groups: [
      {
        group: 1,
        teams: [],
        fixtures: [
          {
            team1: "A",
            team2: "B",
            date: parseDay("9 Feb 2031"),
            result: { goals1: 1, goals2: 0 },
          },
          { team1: "A", team2: "C", date: parseDay("9 Mar 2031") },
        ],
      },
    ],
  };
  const content = {
    sport: "football",
    seasons: new Map([[season.year, season]]),
    qualifiers: new Map([["2026 Q", qualifiers]]),
  } as unknown as AnyTournamentContent;
  expect(latestResult(content)).toBe("2031-02-09");
  const none = {
    sport: "football",
    seasons: new Map(),
    qualifiers: new Map(),
  } as unknown as AnyTournamentContent;
  expect(latestResult(none)).toBeUndefined();
});
