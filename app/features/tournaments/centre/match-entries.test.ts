import { expect, test } from "vitest";
import { cricketMatchEntries, findEntry, footballMatchEntries, headToHead } from "./match-entries";
import { parseMatchDate } from "~/features/tournaments/model/match-date";
import {
  tinyCricketSeason,
  tinyFootballSeason,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

test("every match of a season gets its slug, label, score and winner", () => {
  const entries = footballMatchEntries(tinyFootballSeason());
  expect(entries[0]).toMatchObject({
    year: 2025,
    index: 0,
    slug: "match-1-ash-v-alder",
    label: "Match 1",
    day: { text: "1 Jun 2025", iso: "2025-06-01" },
    score: "1-0",
    winner: "Ash",
  });
  expect(entries.at(-1)!.slug).toBe("grand-final");
  expect(findEntry(entries, "quarterfinal-3-cedar-v-date")!.stage).toBe("Quarterfinal 3");
  expect(findEntry(entries, "nope")).toBeUndefined();
  const csc = cricketMatchEntries(tinyCricketSeason());
  expect(csc[0]).toMatchObject({
    slug: "match-1-oak-v-pine",
    team1: "Oak",
    team2: "Pine",
    score: "Oak 60-2 · Pine 50-3",
    winner: "Oak",
  });
});

test("head-to-head: earlier meetings in any season, either way round, latest first, with the tally", () => {
  const earlier = { ...tinyFootballSeason(), year: 2024 };
  earlier.matches[0] = footballMatch("Group A", "Alder", "Ash", 2, 0);
  earlier.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Alder", 1, 1, {
    extraTime: true,
    penalties: { team1: 4, team2: 2 },
  });
  const later = tinyFootballSeason();
  later.matches.push({
    ...footballMatch("Group A", "Ash", "Alder", 0, 0),
    date: parseMatchDate("Match 9 · 9 Jun 2025"),
  });
  const all = [...footballMatchEntries(earlier), ...footballMatchEntries(later)];
  const match = all.find((entry) => entry.year === 2025 && entry.label === "Match 9")!;
  const h2h = headToHead(all, match);
  expect(h2h.meetings.map((m) => `${m.year} ${m.label}`)).toEqual([
    "2025 Match 1",
    "2024 Quarterfinal 1",
    "2024 Match 1",
  ]);
  expect([h2h.wins, h2h.draws]).toEqual([[2, 1], 0]);
  // The first meeting has none before it.
  expect(
    headToHead(
      all,
      all.find((entry) => entry.year === 2024 && entry.label === "Match 1")!,
    ).meetings,
  ).toEqual([]);
});
