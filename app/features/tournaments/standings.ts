import { ballsForRunRate, cricketWinner, oversFromBalls } from "./cricket.ts";
import type { FootballScore } from "./football.ts";
import { UCC_GROUPS, type CscSeason, type InningsScore, type UccGroup, type UccSeason } from "./schema.ts";

export const FOOTBALL_POINTS = { win: 3, draw: 1, loss: 0 } as const;
export const CRICKET_POINTS = { win: 2, tieOrDraw: 1, loss: 0 } as const;
/** The top two of a UCC group reach the quarterfinals; the top two of the CSC league the Grand Final. */
export const QUALIFYING_PLACES = 2;

const byName = (a: string, b: string) => a.localeCompare(b, "en");

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
 * A football league table: win 3, draw 1, loss 0; ordered by points, goal difference, goals for,
 * then points in the matches between the teams still level (head-to-head), then name.
 */
export function footballTable(teams: readonly string[], results: readonly FootballResult[], qualifyingPlaces = QUALIFYING_PLACES): FootballRow[] {
  const rows = new Map(teams.map((team) => [team, emptyFootballRow(team)]));
  for (const match of results) {
    const home = rows.get(match.team1);
    const away = rows.get(match.team2);
    if (!home || !away) continue;
    record(home, match.goals1, match.goals2);
    record(away, match.goals2, match.goals1);
  }
  const ordered = [...rows.values()].sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor);
  const ranked = breakTiesHeadToHead(ordered, results);
  return markQualified(ranked, qualifyingPlaces);
}

function emptyFootballRow(team: string): FootballRow {
  return { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0, qualified: false };
}

function record(row: FootballRow, scored: number, conceded: number): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) row.won += 1;
  else if (scored === conceded) row.drawn += 1;
  else row.lost += 1;
  row.points = row.won * FOOTBALL_POINTS.win + row.drawn * FOOTBALL_POINTS.draw;
}

/** Re-orders each run of rows level on points, goal difference and goals for by head-to-head points, then name. */
function breakTiesHeadToHead(rows: FootballRow[], results: readonly FootballResult[]): FootballRow[] {
  const out: FootballRow[] = [];
  for (let start = 0; start < rows.length;) {
    const first = rows[start]!;
    let end = start + 1;
    while (end < rows.length && level(rows[end]!, first)) end += 1;
    const tied = rows.slice(start, end);
    if (tied.length > 1) {
      const names = new Set(tied.map((row) => row.team));
      const points = headToHeadPoints(names, results);
      tied.sort((a, b) => points.get(b.team)! - points.get(a.team)! || byName(a.team, b.team));
    }
    out.push(...tied);
    start = end;
  }
  return out;
}

function headToHeadPoints(teams: Set<string>, results: readonly FootballResult[]): Map<string, number> {
  const points = new Map([...teams].map((team) => [team, 0]));
  for (const match of results) {
    if (!teams.has(match.team1) || !teams.has(match.team2)) continue;
    const [p1, p2] =
      match.goals1 > match.goals2
        ? [FOOTBALL_POINTS.win, FOOTBALL_POINTS.loss]
        : match.goals1 < match.goals2
          ? [FOOTBALL_POINTS.loss, FOOTBALL_POINTS.win]
          : [FOOTBALL_POINTS.draw, FOOTBALL_POINTS.draw];
    points.set(match.team1, points.get(match.team1)! + p1);
    points.set(match.team2, points.get(match.team2)! + p2);
  }
  return points;
}

function level(a: FootballRow, b: FootballRow): boolean {
  return a.points === b.points && a.goalDifference === b.goalDifference && a.goalsFor === b.goalsFor;
}

function markQualified<R extends { played: number; qualified: boolean }>(rows: R[], places: number): R[] {
  const complete = rows.every((row) => row.played >= rows.length - 1);
  return rows.map((row, index) => ({ ...row, qualified: complete && index < places }));
}

/** The table of one UCC group, from that group's matches. */
export function uccGroupTable(season: UccSeason, group: UccGroup): FootballRow[] {
  const teams = season.teams.filter((team) => team.group === group).map((team) => team.name);
  return footballTable(
    teams,
    season.matches.filter((match) => match.stage === `Group ${group}`),
  );
}

/** Every group's table, A to D. */
export function uccGroupTables(season: UccSeason): Record<UccGroup, FootballRow[]> {
  return Object.fromEntries(UCC_GROUPS.map((group) => [group, uccGroupTable(season, group)])) as Record<UccGroup, FootballRow[]>;
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

/** A cricket league table: win 2, tie 1, loss 0; ordered by points, then net run rate, then name. */
export function cricketTable(teams: readonly string[], results: readonly CricketResult[], qualifyingPlaces = QUALIFYING_PLACES): CricketRow[] {
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
    points: row.won * CRICKET_POINTS.win + row.drawnOrTied * CRICKET_POINTS.tieOrDraw,
    nrr: netRunRate(row),
  }));
  scored.sort((a, b) => b.points - a.points || b.nrr - a.nrr || byName(a.team, b.team));
  return markQualified(scored, qualifyingPlaces);
}

function emptyCricketRow(team: string): CricketRow {
  return { team, played: 0, won: 0, lost: 0, drawnOrTied: 0, points: 0, runsFor: 0, ballsFaced: 0, runsAgainst: 0, ballsBowled: 0, nrr: 0, qualified: false };
}

/** ICC net run rate: runs scored per over faced minus runs conceded per over bowled (0 before a ball is bowled). */
export function netRunRate(totals: Pick<CricketRow, "runsFor" | "ballsFaced" | "runsAgainst" | "ballsBowled">): number {
  const scoring = totals.ballsFaced > 0 ? totals.runsFor / oversFromBalls(totals.ballsFaced) : 0;
  const conceding = totals.ballsBowled > 0 ? totals.runsAgainst / oversFromBalls(totals.ballsBowled) : 0;
  return scoring - conceding;
}

/** "+1.234" or "-0.567": three decimals, always signed; a value that rounds to zero is "+0.000". */
export function formatNrr(nrr: number): string {
  const text = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && Number(text) !== 0 ? "-" : "+"}${text}`;
}

/** The CSC league table (the Grand Final does not count). */
export function cscTable(season: CscSeason): CricketRow[] {
  return cricketTable(
    season.teams.map((team) => team.name),
    season.matches.filter((match) => match.stage === "League"),
  );
}
