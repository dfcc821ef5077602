import { expect, test } from "vitest";
import {
  matchPath,
  matchSlug,
  playerPath,
  repeatedSlugs,
  teamPath,
  tournamentAddress,
} from "./addresses";
import { parseMatchDate } from "./match-date";
import { footballMatch, tinyFootballSeason } from "../../../../tests/fixtures/tournaments";

test("a match's slug is its label and teams; the final's is grand-final", () => {
  expect(
    matchSlug({
      date: parseMatchDate("Match 3 · 14 Jun 2025"),
      team1: "Borussia Dortmund",
      team2: "Sydney FC",
    }),
  ).toBe("match-3-borussia-dortmund-v-sydney-fc");
  expect(
    matchSlug({
      date: parseMatchDate("Semifinal 1 · 5 Jul 2025"),
      team1: "Ajax",
      team2: "FC Porto",
    }),
  ).toBe("semifinal-1-ajax-v-fc-porto");
  expect(
    matchSlug({
      date: parseMatchDate("Grand Final · 12 Jul 2025"),
      team1: "Ajax",
      team2: "FC Porto",
    }),
  ).toBe("grand-final");
  expect(matchPath("ucc", 2025, "grand-final")).toBe("/gaming/ucc/matches/2025/grand-final");
});

test("teams and players are addressed by their names' slugs, accents dropped", () => {
  expect(teamPath("csc", "Trinbago Knight Riders")).toBe(
    "/gaming/csc/teams/trinbago-knight-riders",
  );
  expect(playerPath("ucc", "Ålvaro Núñez")).toBe("/gaming/ucc/players/alvaro-nunez");
});

test("slugs used twice in a season are found", () => {
  const season = tinyFootballSeason();
  expect(repeatedSlugs(season.matches)).toEqual([]);
  expect(
    repeatedSlugs([...season.matches, footballMatch("Grand Final", "Cedar", "Date", 1, 0)]),
  ).toEqual(["grand-final"]);
});

test("the one reader of a tournament's address: the tournament, a page of its bar or of its match centre, a match's season", () => {
  expect(tournamentAddress("/gaming/ucc")).toEqual({ id: "ucc", page: "", centre: undefined });
  expect(tournamentAddress("/gaming/csc/stats/")).toEqual({
    id: "csc",
    page: "stats",
    centre: undefined,
  });
  expect(tournamentAddress("/Gaming/CSC/matches/2025/match-3-a-v-b/")).toEqual({
    id: "csc",
    page: undefined,
    centre: { kind: "match", year: 2025, slug: "match-3-a-v-b" },
  });
  expect(tournamentAddress("/gaming/ucc/teams/borussia-dortmund")?.centre).toEqual({
    kind: "team",
    slug: "borussia-dortmund",
  });
  expect(tournamentAddress("/gaming/ucc/players/alvaro-nunez")?.centre).toEqual({
    kind: "player",
    slug: "alvaro-nunez",
  });
  // Under a tournament but no page of it (an error's address): still that tournament's.
  for (const path of [
    "/gaming/ucc/unknown",
    "/gaming/ucc/matches/2025",
    "/gaming/ucc/matches/25/final",
    "/gaming/ucc/teams/:team",
  ])
    expect(tournamentAddress(path), path).toEqual({
      id: "ucc",
      page: undefined,
      centre: undefined,
    });
  for (const path of ["/gaming", "/gaming/xyz/matches/2025/grand-final", "/blogs/ucc", "/"])
    expect(tournamentAddress(path), path).toBeUndefined();
});

test("a loader's request is always a tournament's: the reader says so when it is not", () => {
  const request = new Request("http://localhost/gaming/ucc/standings?year=2024");
  expect(tournamentAddress(request)).toMatchObject({ id: "ucc", page: "standings" });
  expect(() => tournamentAddress(new Request("http://localhost/gaming/xyz"))).toThrow(
    "http://localhost/gaming/xyz is not a tournament's page",
  );
});
