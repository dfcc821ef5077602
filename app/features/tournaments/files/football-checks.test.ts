import { expect, test } from "vitest";
import {
  footballExtraTimeRules,
  footballGoalsAddUp,
  footballKnockoutTeamsQualified,
  footballNoRepeatedGroupMatches,
  footballTeamsBelong,
  footballUniquePlayers,
} from "./football-checks";
import {
  goal,
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

test("a match with a team from outside the season, or outside the group, is refused", () => {
  const season = tinyFootballSeason();
  season.matches.push(
    footballMatch("Group A", "Ash", "Rowan", 0, 0),
    footballMatch("Group B", "Birch", "Cedar", 0, 0),
  );
  expect(footballTeamsBelong(season, UCC_RULES)).toEqual([
    'matches.11 (Match 1 · 1 Jun 2025): "Rowan" is not a team of 2025',
    "matches.12 (Match 1 · 1 Jun 2025): Cedar is in group C, not group B",
  ]);
});

test("a group pairing played twice is refused", () => {
  const season = tinyFootballSeason();
  season.matches.push(footballMatch("Group A", "Alder", "Ash", 2, 2));
  expect(footballNoRepeatedGroupMatches(season, UCC_RULES)).toEqual([
    "matches.11 (Match 1 · 1 Jun 2025): Alder v Ash have already met at this stage",
  ]);
});

test("goal events must add up to the score, per team, and name that team's players", () => {
  const season = tinyFootballSeason();
  season.matches[0] = { ...season.matches[0]!, goals1: 2 };
  season.matches[1] = {
    ...season.matches[1]!,
    events: [{ ...goal("Birch"), scorer: "Cedar Striker" }],
  };
  season.matches[2] = {
    ...season.matches[2]!,
    events: [{ ...goal("Cedar"), assist: "Cedar Striker" }],
  };
  expect(footballGoalsAddUp(season, UCC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Jun 2025): goal events for Ash add up to 1, the score says 2",
    "matches.1 (Match 2 · 1 Jun 2025): events.0: scorer Cedar Striker is not in the Birch squad",
    "matches.2 (Match 3 · 1 Jun 2025): events.0: Cedar Striker cannot assist their own goal",
  ]);
});

test("extra time and penalties: only in knockouts, only from a level score, always with a winner", () => {
  const season = tinyFootballSeason();
  season.matches[0] = { ...season.matches[0]!, extraTime: true };
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 1, 1);
  season.matches[5] = footballMatch("Quarterfinal 2", "Birch", "Alder", 2, 1, {
    extraTime: true,
    penalties: { team1: 4, team2: 3 },
  });
  season.matches[6] = footballMatch("Quarterfinal 3", "Cedar", "Date", 1, 0, {
    events: [goal("Cedar", 95)],
  });
  season.matches[7] = footballMatch("Quarterfinal 4", "Dogwood", "Cherry", 2, 1, {
    extraTime: true,
    events: [goal("Dogwood", 10), goal("Dogwood", 20), goal("Cherry", 100)],
  });
  expect(footballExtraTimeRules(season, UCC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Jun 2025): a group match has no extra time or penalties",
    "matches.4 (Quarterfinal 1 · 1 Jun 2025): a knockout level after 120 minutes needs extraTime and penalties",
    "matches.5 (Quarterfinal 2 · 1 Jun 2025): penalties only follow a level score",
    "matches.6 (Quarterfinal 3 · 1 Jun 2025): a goal after 90 minutes needs extraTime",
    "matches.7 (Quarterfinal 4 · 1 Jun 2025): extra time is only played after a level score at 90 minutes",
  ]);
});

test("knockout ties must be played by the sides that qualified", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Alder", 1, 0);
  season.matches[10] = footballMatch("Grand Final", "Ash", "Dogwood", 1, 0);
  expect(footballKnockoutTeamsQualified(season, UCC_RULES)).toEqual([
    "matches.4 (Quarterfinal 1 · 1 Jun 2025): Quarterfinal 1 should be Ash v Beech, not Ash v Alder",
    "matches.10 (Grand Final · 1 Jun 2025): Grand Final should be Ash v Birch, not Ash v Dogwood",
  ]);
});

test("a knockout played before its group is complete, or twice, is refused", () => {
  const season = tinyFootballSeason();
  season.matches.splice(0, 1);
  season.matches.push(footballMatch("Semifinal 2", "Birch", "Dogwood", 1, 0));
  const problems = footballKnockoutTeamsQualified(season, UCC_RULES);
  expect(problems).toContain(
    "matches.3 (Quarterfinal 1 · 1 Jun 2025): Quarterfinal 1 is played before the results that decide its sides",
  );
  expect(problems).toContain("matches.10 (Semifinal 2 · 1 Jun 2025): Semifinal 2 is played twice");
});

test("a player named in two squads (or twice in one) is refused", () => {
  const season = tinyFootballSeason();
  season.teams[1]!.players.push("Ash Striker");
  season.teams[2]!.players.push("Birch Winger");
  expect(footballUniquePlayers(season, UCC_RULES)).toEqual([
    "teams: Ash Striker is named for both Ash and Alder",
    "teams: Birch Winger is named twice in the Birch squad",
  ]);
});
