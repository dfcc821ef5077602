import { expect, test } from "vitest";
import { matchPageOf, matchPath, matchSlug, playerPath, teamPath } from "./addresses";
import { parseMatchDate } from "./match-date";

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

test("a match page's address is read back into its tournament, year and slug; nothing else is one", () => {
  expect(matchPageOf("/gaming/ucc/matches/2025/grand-final")).toEqual({
    id: "ucc",
    year: 2025,
    slug: "grand-final",
  });
  expect(matchPageOf("/Gaming/CSC/matches/2025/match-3-a-v-b/")).toEqual({
    id: "csc",
    year: 2025,
    slug: "match-3-a-v-b",
  });
  for (const path of [
    "/gaming/xyz/matches/2025/grand-final",
    "/gaming/ucc/matches/2025",
    "/gaming/ucc/fixtures",
    "/gaming/ucc/matches/25/final",
  ])
    expect(matchPageOf(path), path).toBeUndefined();
});
