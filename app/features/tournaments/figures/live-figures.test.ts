// The figures of a season in play: cards and substitutions in order, a live timeline "so far", a
// table that counts a live match as it stands (nobody qualified yet) and a scheduled one nowhere.
import { expect, test } from "vitest";
import { footballWinner } from "./football";
import { bookingRows, timelineRows } from "./football-match";
import { groupTable } from "./standings";
import {
  footballMatch,
  goal,
  tinyFootballSeason,
  UCC_RULES,
} from "../../../../tests/fixtures/tournaments";

test("cards and substitutions by minute, each on its side, whatever order the file writes them in", () => {
  const match = footballMatch("Group A", "Ash", "Alder", 0, 0, {
    cards: [
      { team: "Alder", player: "Alder Winger", card: "red", minute: 80 },
      { team: "Ash", player: "Ash Striker", card: "yellow", minute: 12 },
    ],
    substitutions: [{ team: "Alder", off: "Alder Striker", on: "Alder Winger", minute: 46 }],
  });
  expect(bookingRows(match)).toEqual([
    { kind: "yellow", minute: 12, side: 1, team: "Ash", player: "Ash Striker", other: undefined },
    {
      kind: "substitution",
      minute: 46,
      side: 2,
      team: "Alder",
      player: "Alder Winger",
      other: "Alder Striker",
    },
    { kind: "red", minute: 80, side: 2, team: "Alder", player: "Alder Winger", other: undefined },
  ]);
  expect(bookingRows(footballMatch("Group A", "Ash", "Alder", 0, 0))).toEqual([]);
});

test("a live timeline has the intervals its minute has passed and ends with the score so far", () => {
  const match = footballMatch("Group A", "Ash", "Alder", 1, 1, {
    status: "live",
    minute: 67,
    events: [goal("Alder", 18), goal("Ash", 55)],
  });
  const text = timelineRows(match).map((row) =>
    row.kind === "break" ? `${row.label} ${row.score.join("-")}` : `${row.minute} ${row.team}`,
  );
  expect(text).toEqual(["18 Alder", "Half-time 0-1", "55 Ash", "So far, 67′ 1-1"]);
  expect(timelineRows({ ...match, minute: 30, events: [goal("Alder", 18)], goals1: 0 })).toEqual([
    expect.objectContaining({ kind: "goal", minute: 18 }),
    { kind: "break", label: "So far, 30′", score: [0, 1] },
  ]);
  const scheduled = footballMatch("Group A", "Ash", "Alder", 0, 0, { status: "scheduled" });
  expect(timelineRows(scheduled)).toEqual([]);
});

test("nobody has won a live match yet, though one side leads", () => {
  const match = footballMatch("Group A", "Ash", "Alder", 2, 0, { status: "live", minute: 80 });
  expect(footballWinner(match)).toBeUndefined();
  expect(footballWinner({ ...match, status: undefined })).toBe("Ash");
});

test("a group table counts a live match as it stands, qualifies nobody meanwhile, and counts a scheduled match nowhere", () => {
  const season = tinyFootballSeason();
  const finished = groupTable(UCC_RULES, season, "A");
  expect(finished.map((row) => [row.team, row.points, row.qualified])).toEqual([
    ["Ash", 3, true],
    ["Alder", 0, true],
  ]);
  season.matches[0] = { ...season.matches[0]!, status: "live", minute: 60 };
  const live = groupTable(UCC_RULES, season, "A");
  expect(live.map((row) => [row.team, row.points, row.qualified])).toEqual([
    ["Ash", 3, false],
    ["Alder", 0, false],
  ]);
  season.matches[0] = footballMatch("Group A", "Ash", "Alder", 0, 0, { status: "scheduled" });
  const scheduled = groupTable(UCC_RULES, season, "A");
  expect(scheduled.map((row) => [row.team, row.played, row.points])).toEqual([
    ["Alder", 0, 0],
    ["Ash", 0, 0],
  ]);
});
