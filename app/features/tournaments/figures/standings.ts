import { ballsForRunRate, cricketWinner, oversFromBalls } from "./cricket";
import type { FootballScore } from "./football";
import {
  FOOTBALL_GROUPS,
  type FootballGroup,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";
import { type CricketSeason, type InningsScore } from "~/features/tournaments/model/cricket-season";
import { isLive, isPlayed, type StatusFields } from "~/features/tournaments/model/match-status";
import type { TieBreaker, Tournament } from "~/features/tournaments/model/tournaments";

const byName = (a: string, b: string) => a.localeCompare(b, "en");

/** What ranks a table: the tournament's points and tie-breakers, and how many of it go through. */
export type TableRules = Pick<Tournament, "points" | "tieBreakers"> & { places: number };

/** A tournament's table rules; `places` is how many go through (its qualifying places unless given). */
export function tableRules(
  rules: Pick<Tournament, "points" | "tieBreakers" | "qualifyingPlaces">,
  places = rules.qualifyingPlaces,
): TableRules {
  return { points: rules.points, tieBreakers: rules.tieBreakers, places };
}

export type FootballRow = {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Shown as "(Q)"; only set once every team has played every other. */
  qualified: boolean;
};

type FootballResult = Pick<FootballScore, "team1" | "team2" | "goals1" | "goals2">;

/**
 * A football league table: points by the rules (3, 1, 0 in the UCC); ordered by points, then by
 * each tie-breaker in turn (goal difference, goals for, then points in the matches between the
 * teams still level: head-to-head), then name.
 */
export function footballTable(
  teams: readonly string[],
  results: readonly FootballResult[],
  rules: TableRules,
): FootballRow[] {
  const rows = new Map(teams.map((team) => [team, emptyFootballRow(team)]));
  for (const match of results) {
    const home = rows.get(match.team1);
    const away = rows.get(match.team2);
    if (!home || !away) continue;
    record(home, match.goals1, match.goals2);
    record(away, match.goals2, match.goals1);
  }
  for (const row of rows.values())
    row.points =
      row.won * rules.points.win + row.drawn * rules.points.draw + row.lost * rules.points.loss;
  const ranked = rank([...rows.values()], rules.tieBreakers, (level) =>
    headToHeadPoints(level, results, rules.points),
  );
  return markQualified(ranked, rules.places);
}

function emptyFootballRow(team: string): FootballRow {
  return {
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    qualified: false,
  };
}

function record(row: FootballRow, scored: number, conceded: number): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) row.won += 1;
  else if (scored === conceded) row.drawn += 1;
  else row.lost += 1;
}

type RankedRow = {
  team: string;
  points: number;
  goalDifference?: number;
  goalsFor?: number;
  nrr?: number;
};

/** The value a tie-breaker compares (higher ranks higher); head-to-head is computed among the rows still level. */
const BREAKER_VALUE: Record<Exclude<TieBreaker, "headToHead">, (row: RankedRow) => number> = {
  goalDifference: (row) => row.goalDifference ?? 0,
  goalsFor: (row) => row.goalsFor ?? 0,
  netRunRate: (row) => row.nrr ?? 0,
};

/**
 * Orders rows by points, then splits each run of level rows by the tie-breakers in turn; rows
 * level after all of them are ordered by name.
 */
function rank<R extends RankedRow>(
  rows: R[],
  breakers: readonly TieBreaker[],
  headToHead: (level: Set<string>) => Map<string, number>,
): R[] {
  let runs = splitBy(rows, (row) => row.points);
  for (const breaker of breakers) {
    runs = runs.flatMap((run) => {
      if (run.length < 2) return [run];
      if (breaker !== "headToHead") return splitBy(run, BREAKER_VALUE[breaker]);
      const points = headToHead(new Set(run.map((row) => row.team)));
      return splitBy(run, (row) => points.get(row.team) ?? 0);
    });
  }
  return runs.flatMap((run) => run.sort((a, b) => byName(a.team, b.team)));
}

/** Rows ordered by a value, highest first, in runs of equal value. */
function splitBy<R>(rows: readonly R[], value: (row: R) => number): R[][] {
  const runs: R[][] = [];
  for (const row of [...rows].sort((a, b) => value(b) - value(a))) {
    const last = runs.at(-1);
    if (last && value(last[0]!) === value(row)) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

function headToHeadPoints(
  teams: Set<string>,
  results: readonly FootballResult[],
  points: TableRules["points"],
): Map<string, number> {
  const tally = new Map([...teams].map((team) => [team, 0]));
  for (const match of results) {
    if (!teams.has(match.team1) || !teams.has(match.team2)) continue;
    const [p1, p2] =
      match.goals1 > match.goals2
        ? [points.win, points.loss]
        : match.goals1 < match.goals2
          ? [points.loss, points.win]
          : [points.draw, points.draw];
    tally.set(match.team1, tally.get(match.team1)! + p1);
    tally.set(match.team2, tally.get(match.team2)! + p2);
  }
  return tally;
}

function markQualified<R extends { played: number; qualified: boolean }>(
  rows: R[],
  places: number,
): R[] {
  const complete = rows.every((row) => row.played >= rows.length - 1);
  return rows.map((row, index) => ({ ...row, qualified: complete && index < places }));
}

/** While a match of the table is live nobody has qualified yet: the table is as it stands. */
function settledOnly<R extends { qualified: boolean }>(
  rows: R[],
  matches: readonly StatusFields[],
): R[] {
  return matches.some(isLive) ? rows.map((row) => ({ ...row, qualified: false })) : rows;
}

/** The table of one group of a football tournament's season, from that group's matches. */
export function groupTable(
  rules: TableRules,
  season: FootballSeason,
  group: FootballGroup,
): FootballRow[] {
  const teams = season.teams.filter((team) => team.group === group).map((team) => team.name);
  const matches = season.matches.filter(
    (match) => match.stage === `Group ${group}` && isPlayed(match),
  );
  return settledOnly(footballTable(teams, matches, rules), matches);
}

/** Every group's table, A to D. */
export function groupTables(
  rules: TableRules,
  season: FootballSeason,
): Record<FootballGroup, FootballRow[]> {
  return Object.fromEntries(
    FOOTBALL_GROUPS.map((group) => [group, groupTable(rules, season, group)]),
  ) as Record<FootballGroup, FootballRow[]>;
}

export type CricketRow = {
  team: string;
  played: number;
  won: number;
  lost: number;
  drawnOrTied: number;
  points: number;
  runsFor: number;
  /** Balls faced, a bowled-out innings counted as the full 30. */
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
  /** Net run rate; format with formatNrr. */
  nrr: number;
  qualified: boolean;
};

type CricketResult = { innings: readonly [InningsScore, InningsScore] };

/** A cricket league table: points by the rules (win 2, tie 1, loss 0 in the CSC); ordered by points, then the tie-breakers (net run rate), then name. */
export function cricketTable(
  teams: readonly string[],
  results: readonly CricketResult[],
  rules: TableRules,
): CricketRow[] {
  const rows = new Map(teams.map((team) => [team, emptyCricketRow(team)]));
  for (const match of results) {
    const [first, second] = match.innings;
    const a = rows.get(first.team);
    const b = rows.get(second.team);
    if (!a || !b) continue;
    const winner = cricketWinner(match);
    for (const [row, batted, bowled] of [
      [a, first, second],
      [b, second, first],
    ] as const) {
      row.played += 1;
      if (winner === undefined) row.drawnOrTied += 1;
      else if (winner === row.team) row.won += 1;
      else row.lost += 1;
      row.runsFor += batted.runs;
      row.ballsFaced += ballsForRunRate(batted);
      row.runsAgainst += bowled.runs;
      row.ballsBowled += ballsForRunRate(bowled);
    }
  }
  const scored = [...rows.values()].map((row) => ({
    ...row,
    points:
      row.won * rules.points.win +
      row.drawnOrTied * rules.points.draw +
      row.lost * rules.points.loss,
    nrr: netRunRate(row),
  }));
  const ranked = rank(scored, rules.tieBreakers, () => {
    throw new Error("head-to-head is a football tie-breaker");
  });
  return markQualified(ranked, rules.places);
}

function emptyCricketRow(team: string): CricketRow {
  return {
    team,
    played: 0,
    won: 0,
    lost: 0,
    drawnOrTied: 0,
    points: 0,
    runsFor: 0,
    ballsFaced: 0,
    runsAgainst: 0,
    ballsBowled: 0,
    nrr: 0,
    qualified: false,
  };
}

/** ICC net run rate: runs scored per over faced minus runs conceded per over bowled (0 before a ball is bowled). */
export function netRunRate(
  totals: Pick<CricketRow, "runsFor" | "ballsFaced" | "runsAgainst" | "ballsBowled">,
): number {
  const scoring = totals.ballsFaced > 0 ? totals.runsFor / oversFromBalls(totals.ballsFaced) : 0;
  const conceding =
    totals.ballsBowled > 0 ? totals.runsAgainst / oversFromBalls(totals.ballsBowled) : 0;
  return scoring - conceding;
}

/** "+1.234" or "-0.567": three decimals, always signed; a value that rounds to zero is "+0.000". */
export function formatNrr(nrr: number): string {
  const text = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && Number(text) !== 0 ? "-" : "+"}${text}`;
}

/** A cricket tournament's league table (the Grand Final does not count): the one the standings show and the final's check reads. */
export function leagueTable(rules: TableRules, season: CricketSeason): CricketRow[] {
  const matches = season.matches.filter((match) => match.stage === "League" && isPlayed(match));
  return settledOnly(
    cricketTable(
      season.teams.map((team) => team.name),
      matches,
      rules,
    ),
    matches,
  );
}
