import { expect, test } from "vitest";
import { cricketMatchSchema } from "./cricket-season";
import { footballMatchSchema } from "./football-season";
import { daySchema, parseMatchDate } from "./match-date";
import { cricketMatch, footballMatch, asInput } from "../../../../tests/fixtures/tournaments";

test("a match's date text is read once into its label and its day, as text, ISO day and sort key", () => {
  expect(parseMatchDate("Match 3 · 14 Jun 2025")).toEqual({
    text: "Match 3 · 14 Jun 2025",
    label: "Match 3",
    day: { text: "14 Jun 2025", iso: "2025-06-14", key: 20250614, year: 2025 },
  });
  expect(parseMatchDate("Grand Final · 2 Jul 2025").day.iso).toBe("2025-07-02");
  expect(parseMatchDate("Semifinal 1 · 5 Dec 2025").label).toBe("Semifinal 1");
  expect(daySchema.parse("7 Feb 2026")).toMatchObject({ iso: "2026-02-07", key: 20260207 });
  // Sorting by the key is sorting by day, across months and years.
  const keys = ["30 Jun 2025", "2 Jul 2025", "1 Jan 2026"].map((day) => daySchema.parse(day).key);
  expect([...keys].sort((a, b) => a - b)).toEqual(keys);
});

test("the season schemas hand every page the parsed date, and refuse a text of another form", () => {
  const [football] = asInput({
    matches: [footballMatch("Quarterfinal 2", "Ash", "Oak", 1, 0)],
  }).matches;
  expect(footballMatchSchema.parse(football).date).toEqual(
    parseMatchDate("Quarterfinal 2 · 1 Jun 2025"),
  );
  const [cricket] = asInput({ matches: [cricketMatch("Elm", 50, "Fir", 40, "League", 4)] }).matches;
  expect(cricketMatchSchema.parse(cricket).date.day.text).toBe("1 Sep 2025");
  expect(cricketMatchSchema.parse(cricket).date.label).toBe("Match 4");
  for (const date of [
    "14 Jun 2025",
    "Match 3 - 14 Jun 2025",
    "Match 3 · 14 June 2025",
    "Match 3 · 0 Jun 2025",
    "Round of 16 · 14 Jun 2025",
  ])
    expect(footballMatchSchema.safeParse({ ...football, date }).success, date).toBe(false);
  // A cricket season has no knockout rounds before its final.
  expect(
    cricketMatchSchema.safeParse({ ...cricket, date: "Semifinal 1 · 5 Jul 2025" }).success,
  ).toBe(false);
  expect(daySchema.safeParse("Match 1 · 3 Mar 2026").success).toBe(false);
});
