import { expect, test } from "vitest";
import {
  matchCard,
  nameFromPath,
  playerCard,
  searchCard,
  seasonsText,
  sideColours,
  teamCard,
  teamColour,
  TEAM_COLOURS,
  tournamentCard,
  tvCard,
} from "./card-text";

const final = {
  short: "UCC",
  year: 2025,
  label: "Grand Final",
  result: "Dortmund won",
} as const;

test("a football match reads as its score line over its tournament, season and stage", () => {
  const card = matchCard({
    ...final,
    sport: "football",
    sides: [
      { name: "Dortmund", score: "1", won: true },
      { name: "Atlético Madrid", score: "0", won: false },
    ],
  });
  expect(card.title).toBe("Dortmund 1–0 Atlético Madrid");
  expect(card.eyebrow).toBe("UCC 2025 Grand Final");
  expect(card.alt).toBe("Dortmund 1–0 Atlético Madrid · UCC 2025 Grand Final");
  expect(card.sides!.map((side) => [side.name, side.score, side.won])).toEqual([
    ["Dortmund", "1", true],
    ["Atlético Madrid", "0", false],
  ]);
  expect(card.section).toBe("gaming");
});

test("a cricket match names both sides with their innings and the result", () => {
  const card = matchCard({
    short: "CSC",
    year: 2025,
    label: "Grand Final",
    result: "Sydney Thunder won by 3 wickets",
    sport: "cricket",
    sides: [
      { name: "Melbourne Stars", score: "56-0", won: false },
      { name: "Sydney Thunder", score: "61-2", won: true },
    ],
  });
  expect(card.title).toBe("Melbourne Stars v Sydney Thunder");
  expect(card.line).toBe("Sydney Thunder won by 3 wickets");
  expect(card.alt).toBe(
    "Melbourne Stars 56-0, Sydney Thunder 61-2: Sydney Thunder won by 3 wickets · CSC 2025 Grand Final",
  );
});

test("both sides wear their own colours, never the same one", () => {
  for (const [one, two] of [
    ["Dortmund", "Atlético Madrid"],
    ["Dortmund", "Dortmund"],
  ] as const) {
    const [first, second] = sideColours(one, two);
    expect(first).toBe(teamColour(one));
    expect(second).not.toBe(first);
    expect(TEAM_COLOURS).toContain(second);
  }
  expect(teamColour("Dortmund")).toBe(teamColour("Dortmund"));
});

test("a team card says where the team is from and its seasons", () => {
  const card = teamCard({
    name: "Dortmund",
    tournament: "Ultimate Clubs Cup",
    origin: "Germany, Europe",
    years: [2026, 2024, 2025],
  });
  expect([card.eyebrow, card.title, card.line]).toEqual([
    "Ultimate Clubs Cup · Team",
    "Dortmund",
    "Germany, Europe · 3 seasons, 2024–2026",
  ]);
});

test("a player card names the player, their role and team", () => {
  const card = playerCard({
    name: "Jonas Wetzlar",
    tournament: "Ultimate Clubs Cup",
    team: "Dortmund",
    role: "Goalkeeper",
  });
  expect([card.eyebrow, card.title, card.line]).toEqual([
    "Ultimate Clubs Cup · Goalkeeper",
    "Jonas Wetzlar",
    "Dortmund",
  ]);
  expect(card.alt).toBe("Jonas Wetzlar, goalkeeper of Dortmund in the Ultimate Clubs Cup");
});

test("the TV card names a channel when the page is one, and counts the channels", () => {
  expect(tvCard({ channel: "GTA", channels: 6 }).title).toBe("GTA on TV");
  expect(tvCard({ channel: undefined, channels: 6 }).title).toBe("Gaming TV");
  expect(tvCard({ channel: undefined, channels: 1 }).line).toContain("1 channel,");
});

test("search and tournament pages", () => {
  expect(searchCard("Quillfire").title).toBe("Search Quillfire");
  const standings = tournamentCard({
    name: "Ultimate Clubs Cup",
    pageName: "UCC Standings",
    sportName: "Football",
    years: [2024, 2025],
  });
  expect([standings.eyebrow, standings.title, standings.line]).toEqual([
    "Ultimate Clubs Cup",
    "UCC Standings",
    "Football · 2 seasons, 2024–2025",
  ]);
  expect(
    tournamentCard({ ...standings, name: "X", pageName: "X", sportName: "Cricket", years: [] })
      .line,
  ).toBe("Cricket · First season on its way");
});

test("a page without data of its own is named for its address", () => {
  expect(nameFromPath("/terms-and-conditions")).toBe("Terms and Conditions");
  expect(nameFromPath("/privacy-policy")).toBe("Privacy Policy");
  expect(nameFromPath("/")).toBe("Home");
  expect(seasonsText([2025])).toBe("1 season, 2025");
});
