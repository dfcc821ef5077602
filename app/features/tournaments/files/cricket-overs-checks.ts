// A cricket innings' over-by-over record against its score (cricket-checks.ts: the scorecards):
// runs and wickets per over, one entry per over begun, adding up to the total; the fall of
// wickets counting up, one per wicket, inside the innings and its overs. Each problem starts with
// the field's path, so the content check puts it on that line of the file.
import { oversBegun } from "~/features/tournaments/figures/cricket-match";
import {
  MAX_WICKETS,
  type CricketSeason,
  type Innings,
} from "~/features/tournaments/model/cricket-season";
import type { Check } from "./checks";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One entry per over begun, in all as many as the innings' runs (extras included) or wickets. */
function perOverProblems(
  values: readonly number[] | undefined,
  total: number,
  what: "runs" | "wickets",
  innings: Innings,
  where: (field: string) => string,
): string[] {
  if (!values) return [];
  const field = where(`${what}PerOver`);
  const overs = oversBegun(innings.balls);
  const problems: string[] = [];
  if (values.length !== overs)
    problems.push(
      `${field}: ${values.length} overs for an innings of ${innings.balls} balls (${overs} overs begun)`,
    );
  if (sum(values) !== total)
    problems.push(`${field}: the overs' ${what} add up to ${sum(values)}, not the ${total} scored`);
  return problems;
}

/** Runs after each over: the score the fall of wickets must sit between. */
function runsAfterOvers(runsPerOver: readonly number[]): number[] {
  let runs = 0;
  return [0, ...runsPerOver.map((over) => (runs += over))];
}

/**
 * The fall of wickets: one per wicket, scores and balls never going back (two wickets can fall at
 * one score, and a wicket off a wide shares its ball with the one before), each inside the
 * innings and its over's runs, each batter out once and on the batting card; the last wicket of
 * an all-out innings ends it.
 */
function fallProblems(innings: Innings, where: (field: string) => string): string[] {
  const falls = innings.fallOfWickets;
  if (!falls) return [];
  const problems: string[] = [];
  if (falls.length !== innings.wickets)
    problems.push(
      `${where("fallOfWickets")}: ${falls.length} wickets fell, but the score has ${innings.wickets}`,
    );
  const batters = new Set(innings.batting.map((entry) => entry.player));
  const out = new Set<string>();
  const after = innings.runsPerOver && runsAfterOvers(innings.runsPerOver);
  falls.forEach((fall, index) => {
    const at = where(`fallOfWickets.${index}`);
    const before = falls[index - 1];
    if (before && fall.score < before.score)
      problems.push(`${at}: ${fall.score} is less than the ${before.score} of the wicket before`);
    if (before && fall.over.balls < before.over.balls)
      problems.push(
        `${at}: ${fall.over.text} comes before the ${before.over.text} of the wicket before`,
      );
    if (fall.over.balls > innings.balls)
      problems.push(`${at}: ${fall.over.text} is past the innings' last ball`);
    if (fall.score > innings.runs)
      problems.push(`${at}: ${fall.score} is more than the total of ${innings.runs}`);
    const range = after && [after[fall.over.over], after[fall.over.over + 1]];
    if (range?.[0] !== undefined && range[1] !== undefined)
      if (fall.score < range[0] || fall.score > range[1])
        problems.push(
          `${at}: ${fall.score} at ${fall.over.text} is outside over ${fall.over.over + 1}'s ${range[0]}–${range[1]}`,
        );
    if (!batters.has(fall.batter))
      problems.push(`${at}: ${fall.batter} is not on the batting card`);
    if (out.has(fall.batter)) problems.push(`${at}: ${fall.batter} is out twice`);
    out.add(fall.batter);
  });
  const last = falls.at(-1);
  if (last && innings.wickets === MAX_WICKETS && falls.length === MAX_WICKETS)
    if (last.score !== innings.runs || last.over.balls !== innings.balls)
      problems.push(
        `${where(`fallOfWickets.${falls.length - 1}`)}: the last wicket ends the innings at ${innings.runs} off ${innings.balls} balls`,
      );
  return problems;
}

/** Wickets per over, where both are written, agree with the overs the wickets fell in. */
function wicketsAgree(innings: Innings, where: (field: string) => string): string[] {
  const { wicketsPerOver, fallOfWickets } = innings;
  if (!wicketsPerOver || !fallOfWickets) return [];
  return wicketsPerOver.flatMap((wickets, index) => {
    const fell = fallOfWickets.filter((fall) => fall.over.over === index).length;
    return wickets === fell
      ? []
      : [
          `${where(`wicketsPerOver.${index}`)}: ${wickets} wickets in over ${index + 1}, but the fall of wickets has ${fell}`,
        ];
  });
}

/** Every innings' over-by-over record against its score. */
export const cricketOversAddUp: Check<CricketSeason> = (season) =>
  season.matches.flatMap((match, index) =>
    match.innings.flatMap((innings, i) => {
      const where = (field: string) =>
        `matches.${index}.innings.${i}.${field} (${match.date.text}, ${innings.team})`;
      return [
        ...perOverProblems(innings.runsPerOver, innings.runs, "runs", innings, where),
        ...perOverProblems(innings.wicketsPerOver, innings.wickets, "wickets", innings, where),
        ...fallProblems(innings, where),
        ...wicketsAgree(innings, where),
      ];
    }),
  );
