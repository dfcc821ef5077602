import { expect, test } from "vitest";
import {
  cricketStatusRules,
  footballCardsAndSubstitutions,
  footballStatusRules,
} from "./status-checks";
import { footballMatchSchema } from "~/features/tournaments/model/football-season";
import { matchState } from "~/features/tournaments/model/match-status";
import {
  CSC_RULES,
  footballMatch,
  goal,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
} from "../../../../tests/fixtures/tournaments";

test("a match reads as scheduled (its kick-off), live (its minute or over) or finished", () => {
  expect(matchState({ status: "scheduled", kickoff: "20:00" })).toEqual({
    kind: "scheduled",
    kickoff: "20:00",
  });
  expect(matchState({ status: "live", minute: 67 })).toEqual({ kind: "live", clock: "67′" });
  expect(matchState({ status: "live", over: "3.4" })).toEqual({ kind: "live", clock: "3.4 ov" });
  expect(matchState({})).toEqual({ kind: "finished" });
});

test("cards and substitutions are optional; a card is yellow or red, each with its minute", () => {
  const base = {
    date: "Match 1 · 1 Jun 2025",
    stage: "Group A",
    team1: "Ash",
    team2: "Alder",
    goals1: 0,
    goals2: 0,
    events: [],
  };
  expect(footballMatchSchema.safeParse(base).success).toBe(true);
  const parsed = footballMatchSchema.parse({
    ...base,
    cards: [{ team: "Ash", player: "Ash Striker", card: "red", minute: 80 }],
    substitutions: [{ team: "Alder", off: "Alder Winger", on: "Alder Striker", minute: 60 }],
  });
  expect(parsed.cards).toEqual([{ team: "Ash", player: "Ash Striker", card: "red", minute: 80 }]);
  expect(parsed.substitutions?.[0]?.on).toBe("Alder Striker");
  const orange = { team: "Ash", player: "Ash Striker", card: "orange", minute: 80 };
  expect(footballMatchSchema.safeParse({ ...base, cards: [orange] }).success).toBe(false);
  const untimed = { team: "Ash", off: "Ash Striker", on: "Ash Winger" };
  expect(footballMatchSchema.safeParse({ ...base, substitutions: [untimed] }).success).toBe(false);
  expect(footballMatchSchema.safeParse({ ...base, kickoff: "25:00" }).success).toBe(false);
});

test("a scheduled match has its kick-off and nothing else; a live one its minute, no event after it; a finished one no minute", () => {
  const season = tinyFootballSeason();
  season.matches[0] = footballMatch("Group A", "Ash", "Alder", 0, 0, { status: "scheduled" });
  season.matches[1] = footballMatch("Group B", "Birch", "Beech", 1, 0, {
    date: "Match 2 · 1 Jun 2025",
    status: "scheduled",
    kickoff: "20:00",
  });
  season.matches[2] = footballMatch("Group C", "Cedar", "Cherry", 1, 0, {
    date: "Match 3 · 1 Jun 2025",
    status: "live",
    minute: 30,
    events: [goal("Cedar", 31)],
  });
  season.matches[3] = footballMatch("Group D", "Dogwood", "Date", 1, 0, {
    date: "Match 4 · 1 Jun 2025",
    status: "live",
  });
  season.matches[4] = { ...season.matches[4]!, minute: 90 };
  expect(footballStatusRules(season, UCC_RULES)).toEqual([
    "matches.0.status (Match 1 · 1 Jun 2025): a scheduled match needs its kickoff time",
    "matches.1.goals1 (Match 2 · 1 Jun 2025): a scheduled match has no score yet (0 and 0)",
    "matches.1.events.0 (Match 2 · 1 Jun 2025): a scheduled match has no events yet",
    "matches.2.events.0 (Match 3 · 1 Jun 2025): minute 31 is after the match's minute (30)",
    "matches.3.status (Match 4 · 1 Jun 2025): a live match needs its minute",
    "matches.4.minute (Quarterfinal 1 · 1 Jun 2025): a finished match has no minute (say status: live while it is played)",
  ]);
});

test("a level knockout still being played needs no shoot-out yet", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 1, 1, {
    status: "live",
    minute: 70,
  });
  expect(footballStatusRules(season, UCC_RULES)).toEqual([]);
});

test("a booking or substitution names a player of a side in the match", () => {
  const season = tinyFootballSeason();
  season.matches[0] = {
    ...season.matches[0]!,
    cards: [
      { team: "Birch", player: "Birch Striker", card: "yellow", minute: 10 },
      { team: "Ash", player: "Alder Striker", card: "red", minute: 20 },
    ],
    substitutions: [
      { team: "Ash", off: "Ash Winger", on: "Ash Winger", minute: 60 },
      { team: "Alder", off: "Alder Winger", on: "Nobody", minute: 61 },
    ],
  };
  expect(footballCardsAndSubstitutions(season, UCC_RULES)).toEqual([
    "matches.0.cards.0 (Match 1 · 1 Jun 2025): Birch is not playing in this match",
    "matches.0.cards.1 (Match 1 · 1 Jun 2025): Alder Striker is not in the Ash squad",
    "matches.0.substitutions.0 (Match 1 · 1 Jun 2025): Ash Winger cannot replace themselves",
    "matches.0.substitutions.1 (Match 1 · 1 Jun 2025): Nobody is not in the Alder squad",
  ]);
});

test("a live cricket match says its over, the chase's balls so far; a finished one has none", () => {
  const season = tinyCricketSeason();
  const chase = season.matches[0]!.innings[1];
  season.matches[0] = { ...season.matches[0]!, status: "live", over: "4.4" };
  season.matches[1] = { ...season.matches[1]!, status: "live" };
  season.matches[2] = { ...season.matches[2]!, over: "2.1" };
  expect(chase.balls).toBe(30);
  expect(cricketStatusRules(season, CSC_RULES)).toEqual([
    "matches.0.over (Match 1 · 1 Sep 2025): over 4.4 is not the chase's 30 balls so far",
    "matches.1.status (Match 2 · 1 Sep 2025): a live match needs its over, e.g. 14.3",
    "matches.2.over (Match 3 · 1 Sep 2025): a finished match has no over (say status: live while it is played)",
  ]);
  season.matches[0] = { ...season.matches[0], over: "5.0" };
  expect(cricketStatusRules(season, CSC_RULES)).toHaveLength(2);
});
