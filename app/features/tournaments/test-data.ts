// Small, valid seasons for the unit tests to break one field at a time. Not imported by the app.
import type { CscMatch, CscSeason, Innings, UccMatch, UccSeason, UccStage } from "./schema.ts";
import { tableRules } from "./standings.ts";
import { tournament } from "./tournaments.ts";

/** The table rules of the shipped football and cricket tournaments, for checks and tables under test. */
export const UCC_RULES = tableRules(tournament("ucc"));
export const CSC_RULES = tableRules(tournament("csc"));

const UCC_TEAMS = [
  ["Ash", "A"],
  ["Alder", "A"],
  ["Birch", "B"],
  ["Beech", "B"],
  ["Cedar", "C"],
  ["Cherry", "C"],
  ["Dogwood", "D"],
  ["Date", "D"],
] as const;

/** A goal by the team's striker, set up by its winger unless `assist` is null. */
export function goal(team: string, minute?: number, assist: string | null = `${team} Winger`) {
  return { team, scorer: `${team} Striker`, assist, minute };
}

/** A match whose events are the strikers' goals, team1's first. */
export function uccMatch(stage: UccStage, team1: string, team2: string, goals1: number, goals2: number, extra: Partial<UccMatch> = {}): UccMatch {
  const events = [...Array.from({ length: goals1 }, () => goal(team1)), ...Array.from({ length: goals2 }, () => goal(team2))];
  return { date: `${stage.startsWith("Group") ? "Match 1" : stage} · 1 Jun 2025`, stage, team1, team2, goals1, goals2, events, ...extra };
}

/**
 * Eight teams, two a group, one match a group; team1 wins every match 1-0, so A1 Ash, B1 Birch,
 * C1 Cedar, D1 Dogwood reach the final rounds and Ash beats Birch in the Grand Final.
 */
export function tinyUccSeason(): UccSeason {
  return {
    year: 2025,
    teams: UCC_TEAMS.map(([name, group]) => ({
      name,
      group,
      continent: "Europe",
      country: "Spain",
      goalkeeper: `${name} Keeper`,
      players: [`${name} Striker`, `${name} Winger`],
    })),
    matches: [
      uccMatch("Group A", "Ash", "Alder", 1, 0),
      uccMatch("Group B", "Birch", "Beech", 1, 0, { date: "Match 2 · 1 Jun 2025" }),
      uccMatch("Group C", "Cedar", "Cherry", 1, 0, { date: "Match 3 · 1 Jun 2025" }),
      uccMatch("Group D", "Dogwood", "Date", 1, 0, { date: "Match 4 · 1 Jun 2025" }),
      uccMatch("Quarterfinal 1", "Ash", "Beech", 1, 0),
      uccMatch("Quarterfinal 2", "Birch", "Alder", 1, 0),
      uccMatch("Quarterfinal 3", "Cedar", "Date", 1, 0),
      uccMatch("Quarterfinal 4", "Dogwood", "Cherry", 1, 0),
      uccMatch("Semifinal 1", "Ash", "Cedar", 1, 0),
      uccMatch("Semifinal 2", "Birch", "Dogwood", 1, 0),
      uccMatch("Grand Final", "Ash", "Birch", 1, 0),
    ],
  };
}

/** One innings: the team's openers share the runs, the other side's bowler takes the wickets. */
export function innings(team: string, runs: number, wickets: number, balls: number, bowlingSide: string): Innings {
  const first = Math.floor(runs / 2);
  return {
    team,
    runs,
    wickets,
    balls,
    batting: [
      { player: `${team} Opener`, runs: first },
      { player: `${team} Partner`, runs: runs - first },
    ],
    bowling: [{ player: `${bowlingSide} Bowler`, wickets, runs }],
  };
}

/** Batting first `a` scores `runsA` for 2 in 30 balls; `b` replies with `runsB` for 3 (stopping once past the target). */
export function cscMatch(a: string, runsA: number, b: string, runsB: number, stage: CscMatch["stage"] = "League", number = 1): CscMatch {
  const chased = runsB > runsA;
  return {
    date: `${stage === "League" ? `Match ${number}` : stage} · 1 Sep 2025`,
    stage,
    innings: [innings(a, runsA, 2, 30, b), innings(b, runsB, 3, chased ? 28 : 30, a)],
  };
}

/** Three teams, a round robin (Oak beats both, Pine beats Elm) and Oak v Pine in the Grand Final. */
export function tinyCscSeason(): CscSeason {
  return {
    year: 2025,
    teams: ["Oak", "Pine", "Elm"].map((name) => ({ name, country: "Australia", leagueCode: "BBL" as const, league: "Big Bash League" })),
    matches: [
      cscMatch("Oak", 60, "Pine", 50),
      cscMatch("Pine", 55, "Elm", 40, "League", 2),
      cscMatch("Elm", 45, "Oak", 46, "League", 3),
      cscMatch("Oak", 50, "Pine", 51, "Grand Final"),
    ],
  };
}
