// A scheduled or live match in the lists that read results (a team's results and record, its
// form, a head-to-head, a goalkeeper's clean sheets): it shows where it stands and counts as no
// win, draw or loss until it is over; a chase in play says what it needs.
import { expect, test } from "vitest";
import { chaseLine } from "./cricket-match";
import { footballContributions } from "./player-season";
import { cricketTeamSeason, footballTeamSeason } from "./team-season";
import {
  cricketMatchEntries,
  footballMatchEntries,
  headToHead,
} from "~/features/tournaments/centre/match-entries";
import { inningsLengthProblems } from "~/features/tournaments/files/cricket-checks";
import {
  CSC_RULES,
  footballMatch,
  innings,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
} from "../../../../tests/fixtures/tournaments";

/** Ash's group season: Match 1 over (1-0), Match 5 live at 67′ (1-1), Match 9 kicks off at 20:00. */
function seasonInPlay() {
  const season = tinyFootballSeason();
  season.matches = [
    season.matches[0]!,
    footballMatch("Group A", "Alder", "Ash", 1, 1, {
      date: "Match 5 · 2 Jun 2025",
      status: "live",
      minute: 67,
    }),
    footballMatch("Group A", "Ash", "Alder", 0, 0, {
      date: "Match 9 · 3 Jun 2025",
      status: "scheduled",
      kickoff: "20:00",
      events: [],
    }),
  ];
  return season;
}

test("a team's results: the scheduled match shows its kick-off, the live one its minute, and neither is a win, draw or loss", () => {
  const line = footballTeamSeason(seasonInPlay(), UCC_RULES, "Ash");
  expect(
    line.results.map((result) => [
      result.opponent,
      result.score,
      result.result,
      result.outcome?.letter,
    ]),
  ).toEqual([
    ["Alder", "1-0", "Won", "W"],
    ["Alder", "1-1", "Live · 67′", undefined],
    ["Alder", "v", "Kick-off 20:00", undefined],
  ]);
  expect([line.played, line.won, line.drawn, line.lost]).toEqual([1, 1, 0, 0]);
  expect(line.form.map((entry) => entry.letter)).toEqual(["W"]);
  expect(line.finish.text).toBe("Still in the running");
});

test("a knockout tie being played decides no finish: the team is still in it", () => {
  const season = tinyFootballSeason();
  season.matches[10] = { ...season.matches[10]!, status: "live", minute: 80 };
  expect(footballTeamSeason(season, UCC_RULES, "Birch").finish.text).toBe("Still in the running");
  expect(footballTeamSeason(season, UCC_RULES, "Ash").finish.text).toBe("Still in the running");
});

test("a live cricket match: no winner, no form letter, its over instead of a result; a live final crowns nobody", () => {
  const season = tinyCricketSeason();
  season.matches[3] = { ...season.matches[3]!, status: "live", over: "4.4" };
  const pine = cricketTeamSeason(season, CSC_RULES, "Pine");
  const final = pine.results.at(-1)!;
  expect([final.result, final.outcome]).toEqual(["Live · 4.4 ov", undefined]);
  expect(pine.form.map((entry) => entry.letter)).toEqual(["L", "W"]);
  expect(pine.finish.text).toBe("Still in the running");
  const entry = cricketMatchEntries(season).at(-1)!;
  expect([entry.winner, entry.result, entry.state.kind]).toEqual([
    undefined,
    "Live · 4.4 ov",
    "live",
  ]);
});

test("head-to-head: a meeting scheduled or in play is listed with its state and counted nowhere", () => {
  const season = seasonInPlay();
  season.matches.push(
    footballMatch("Group A", "Alder", "Ash", 2, 0, { date: "Match 12 · 4 Jun 2025" }),
  );
  const all = footballMatchEntries(season);
  const h2h = headToHead(all, all.at(-1)!);
  expect(h2h.meetings.map((meeting) => [meeting.label, meeting.score, meeting.result])).toEqual([
    ["Match 9", "v", "Kick-off 20:00"],
    ["Match 5", "1-1", "Live · 67′"],
    ["Match 1", "1-0", "Ash won"],
  ]);
  expect([h2h.wins, h2h.draws]).toEqual([[0, 1], 0]);
});

test("a goalkeeper keeps no clean sheet in a match not over: neither a scheduled 0-0 nor a live one", () => {
  const season = seasonInPlay();
  season.matches[1] = { ...season.matches[1]!, goals1: 0, goals2: 0, events: [] };
  expect(
    footballContributions(season, "Alder Keeper").map((entry) => entry.match.date.label),
  ).toEqual([]);
  const over = { ...season, matches: [playedOut(season.matches[2]!)] };
  expect(footballContributions(over, "Alder Keeper").map((entry) => entry.cleanSheet)).toEqual([
    true,
  ]);
});

/** The scheduled match played out 0-0: over, so a clean sheet for both. */
function playedOut(match: ReturnType<typeof footballMatch>) {
  return { ...match, status: undefined, kickoff: undefined };
}

test("a chase in play says what it needs from the balls left, never who won", () => {
  const stars = innings("Stars", 64, 3, 30, "Victorians");
  const chase = innings("Victorians", 44, 3, 18, "Stars");
  expect(chaseLine([stars, chase])).toBe("Victorians needs 21 runs from 12 balls");
  expect(chaseLine([stars, { ...chase, runs: 64, balls: 29 }])).toBe(
    "Victorians needs 1 run from 1 ball",
  );
  expect(chaseLine([stars, { ...chase, runs: 66 }])).toBe(
    "Victorians has reached the target: result to come",
  );
  expect(chaseLine([stars, { ...chase, wickets: 5 }])).toBe("Chase over: result to come");
});

test("a live chase short of the target is no innings stopped early; a finished one is", () => {
  const pair = [
    innings("Stars", 64, 3, 30, "Victorians"),
    innings("Victorians", 44, 3, 18, "Stars"),
  ] as const;
  expect(inningsLengthProblems(pair, "here", true)).toEqual([]);
  expect(inningsLengthProblems(pair, "here")).toEqual([
    "here: Victorians stopped after 18 balls short of the target",
  ]);
});
