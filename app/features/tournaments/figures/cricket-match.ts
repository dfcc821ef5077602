// What a cricket match page shows, computed from the two innings the season file holds: each
// innings as a scorecard (strike rates, extras, the bowlers' overs where the data settles them,
// economies), the result line with the balls left, and the two run rates.
import { oversFromBalls, oversNotation } from "./cricket";
import {
  BALLS_PER_OVER,
  MAX_BALLS,
  MAX_WICKETS,
  type Innings,
  type InningsScore,
} from "~/features/tournaments/model/cricket-season";

/** Runs per 100 balls; undefined for a batter who faced no ball or whose balls are not recorded. */
export function strikeRate(runs: number, balls: number | undefined): number | undefined {
  return balls ? (runs * 100) / balls : undefined;
}

/** Runs per over (6 balls); undefined without a ball bowled. */
export function runsPerOver(runs: number, balls: number | undefined): number | undefined {
  return balls ? runs / oversFromBalls(balls) : undefined;
}

/** Two decimals, as scorecards print rates ("366.67", "11.33"); "–" when unknown. */
export function rateText(rate: number | undefined): string {
  return rate === undefined ? "–" : rate.toFixed(2);
}

/** Extras: the innings' runs that no batter scored (byes, leg byes, wides, no-balls). The content check keeps it 0 or more. */
export function extras(innings: Pick<Innings, "runs" | "batting">): number {
  return innings.runs - innings.batting.reduce((total, entry) => total + entry.runs, 0);
}

type OversRecord = Pick<
  Innings,
  "balls" | "runs" | "batting" | "bowling" | "runsPerOver" | "wicketsPerOver" | "fallOfWickets"
>;

/** The overs begun in an innings: 27 balls are 5. */
export function oversBegun(balls: number): number {
  return Math.ceil(balls / BALLS_PER_OVER);
}

/** The wickets of each over: as written, or counted from the fall of wickets; undefined with neither. */
export function wicketsEachOver(innings: OversRecord): number[] | undefined {
  if (innings.wicketsPerOver) return innings.wicketsPerOver;
  if (!innings.fallOfWickets) return undefined;
  const wickets = Array.from({ length: oversBegun(innings.balls) }, () => 0);
  for (const { over } of innings.fallOfWickets) wickets[over.over] = (wickets[over.over] ?? 0) + 1;
  return wickets;
}

/**
 * Which overs each bowler bowled, where the data settles it; undefined otherwise. The bowlers are
 * listed in the order they came on and no bowler bowls two overs running (the Laws), so with as
 * many bowlers as overs each bowled one. With runs per over, a bowler's runs are their overs'
 * runs less any byes and leg byes (extras, so at most the innings' extras in all), and their
 * wickets at most their overs' wickets: the overs are settled when one sharing fits.
 */
export function bowlerOvers(innings: OversRecord): number[][] | undefined {
  const overs = oversBegun(innings.balls);
  const found: number[][] = [];
  const given: number[] = [];
  const bowlers = innings.bowling.length;
  function share(over: number, comeOn: number) {
    if (found.length > 1) return;
    if (over === overs) {
      if (comeOn === bowlers && figuresFit(innings, given)) found.push([...given]);
      return;
    }
    for (let bowler = 0; bowler <= Math.min(comeOn, bowlers - 1); bowler++) {
      if (bowler === given[over - 1]) continue;
      given[over] = bowler;
      share(over + 1, Math.max(comeOn, bowler + 1));
    }
    given.length = over;
  }
  share(0, 0);
  if (found.length !== 1) return undefined;
  return innings.bowling.map((_, bowler) => oversOf(found[0]!, bowler));
}

function oversOf(given: readonly number[], bowler: number): number[] {
  return given.flatMap((who, over) => (who === bowler ? [over] : []));
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * A sharing of the overs fits the bowlers' figures: none took more wickets than fell in their
 * overs, none conceded more than their overs' runs, and the byes and leg byes that leaves fit in
 * the extras.
 */
function figuresFit(innings: OversRecord, given: readonly number[]): boolean {
  const runs = innings.runsPerOver;
  const wickets = wicketsEachOver(innings);
  let byes = 0;
  for (const [bowler, figures] of innings.bowling.entries()) {
    const overs = oversOf(given, bowler);
    if (wickets && figures.wickets > total(overs.map((over) => wickets[over] ?? 0))) return false;
    if (!runs || figures.runs === undefined) continue;
    const slack = total(overs.map((over) => runs[over] ?? 0)) - figures.runs;
    if (slack < 0) return false;
    byes += slack;
  }
  return !runs || byes <= extras(innings);
}

/** Each bowler's balls where their overs are settled (bowlerOvers): six an over, the innings' last over as long as it was. */
export function bowlerBalls(innings: OversRecord): number[] | undefined {
  const overs = bowlerOvers(innings);
  const last = oversBegun(innings.balls) - 1;
  const ballsIn = (over: number) =>
    over < last ? BALLS_PER_OVER : innings.balls - BALLS_PER_OVER * last;
  return overs?.map((own) => total(own.map(ballsIn)));
}

type BattingLine = {
  player: string;
  runs: number;
  balls: number | undefined;
  strikeRate: number | undefined;
};
export type BowlingLine = {
  player: string;
  wickets: number;
  runs: number | undefined;
  balls: number | undefined;
  economy: number | undefined;
};

/**
 * Each bowler of an innings with their overs (bowlerBalls) and economy where the data settles
 * them: the match page's bowling card, and what a season's economy adds up, so the two agree.
 */
export function bowlingLines(innings: OversRecord): BowlingLine[] {
  const balls = bowlerBalls(innings);
  return innings.bowling.map(({ player, wickets, runs }, index) => ({
    player,
    wickets,
    runs,
    balls: balls?.[index],
    economy: runs === undefined ? undefined : runsPerOver(runs, balls?.[index]),
  }));
}

export type Scorecard = {
  team: string;
  runs: number;
  wickets: number;
  balls: number;
  batting: BattingLine[];
  extras: number;
  bowling: BowlingLine[];
  /** True when every bowler's overs are known (see bowlerBalls). */
  bowlerOversKnown: boolean;
  /** The innings' runs per over: the batting side's run rate, the bowling side's economy. */
  runRate: number;
};

/** One innings as a scorecard. */
export function scorecard(innings: Innings): Scorecard {
  return {
    team: innings.team,
    runs: innings.runs,
    wickets: innings.wickets,
    balls: innings.balls,
    batting: innings.batting.map(({ player, runs, balls: faced }) => ({
      player,
      runs,
      balls: faced,
      strikeRate: strikeRate(runs, faced),
    })),
    extras: extras(innings),
    bowling: bowlingLines(innings),
    bowlerOversKnown: bowlerBalls(innings) !== undefined,
    runRate: runsPerOver(innings.runs, innings.balls)!,
  };
}

type PerOver = Pick<Innings, "team" | "balls" | "runsPerOver">;

/** A point of the worm: the runs after so many balls. */
export type WormPoint = { balls: number; runs: number };
export type WormLine = { team: string; points: WormPoint[] };

/**
 * The worm: each innings' runs after each over, from 0 before the first ball, the last over at
 * its own length (a chase won in 4.2 overs ends at 26 balls). Only the innings with runs per over.
 */
export function worm(innings: readonly [PerOver, PerOver]): WormLine[] {
  return innings.flatMap(({ team, balls, runsPerOver }) => {
    if (!runsPerOver) return [];
    let runs = 0;
    const points = runsPerOver.map((over, index) => ({
      balls: Math.min((index + 1) * BALLS_PER_OVER, balls),
      runs: (runs += over),
    }));
    return [{ team, points: [{ balls: 0, runs: 0 }, ...points] }];
  });
}

/** A bar of the Manhattan: an over's runs, and its wickets where the record tells them. */
export type ManhattanBar = { over: number; runs: number; wickets: number | undefined };
export type ManhattanInnings = { team: string; overs: ManhattanBar[] };

/** The Manhattan: each over's runs (overs numbered from 1) with its wickets. Only the innings with runs per over. */
export function manhattan(
  innings: readonly [OversRecord & { team: string }, OversRecord & { team: string }],
): ManhattanInnings[] {
  return innings.flatMap((one) => {
    if (!one.runsPerOver) return [];
    const wickets = wicketsEachOver(one);
    const overs = one.runsPerOver.map((runs, index) => ({
      over: index + 1,
      runs,
      wickets: wickets?.[index],
    }));
    return [{ team: one.team, overs }];
  });
}

/** A wicket as the fall-of-wickets line gives it: "2-20 (Riley Oakshott, 3.4 ov)". */
export type Fall = { wicket: number; score: number; over: string; batter: string };

/** The innings' fall of wickets, numbered in the order they fell; undefined when not recorded. */
export function fallOfWickets(innings: Pick<Innings, "fallOfWickets">): Fall[] | undefined {
  return innings.fallOfWickets?.map(({ score, over, batter }, index) => ({
    wicket: index + 1,
    score,
    over: over.text,
    batter,
  }));
}

/** "4.3" overs; "–" when unknown. */
export function oversText(balls: number | undefined): string {
  return balls === undefined ? "–" : oversNotation(balls);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * The result as a scorecard states it: "Melbourne Stars won by 12 runs", "Sydney Thunder won by
 * 3 wickets with 2 balls left" (or "off the last ball"), "Match tied".
 */
export function resultLine([first, second]: readonly [InningsScore, InningsScore]): string {
  if (first.runs === second.runs) return "Match tied";
  if (first.runs > second.runs)
    return `${first.team} won by ${plural(first.runs - second.runs, "run")}`;
  const left = MAX_BALLS - second.balls;
  const wickets = `${second.team} won by ${plural(MAX_WICKETS - second.wickets, "wicket")}`;
  return left > 0 ? `${wickets} with ${plural(left, "ball")} left` : `${wickets} off the last ball`;
}

/**
 * Where a chase in play stands, from the two innings so far: "Sydney Thunder needs 12 runs from
 * 9 balls"; once the target is passed, or the balls or wickets run out, that the result is to come.
 */
export function chaseLine([first, second]: readonly [InningsScore, InningsScore]): string {
  const needed = first.runs + 1 - second.runs;
  const left = MAX_BALLS - second.balls;
  if (needed <= 0) return `${second.team} has reached the target: result to come`;
  if (left <= 0 || second.wickets >= MAX_WICKETS) return "Chase over: result to come";
  return `${second.team} needs ${plural(needed, "run")} from ${plural(left, "ball")}`;
}

export type RunRates = {
  first: { team: string; rate: number };
  second: { team: string; rate: number };
  /** The rate the chase needed from its first ball: the target over the full overs. */
  required: number;
  target: number;
};

/** Both innings' run rates (runs per over actually faced) and the rate the chase needed. */
export function runRates([first, second]: readonly [InningsScore, InningsScore]): RunRates {
  const target = first.runs + 1;
  return {
    first: { team: first.team, rate: runsPerOver(first.runs, first.balls)! },
    second: { team: second.team, rate: runsPerOver(second.runs, second.balls)! },
    required: runsPerOver(target, MAX_BALLS)!,
    target,
  };
}
