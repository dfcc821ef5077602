// What a cricket match page shows, computed from the two innings the season file holds: each
// innings as a scorecard (strike rates, extras, the bowlers' overs where the data settles them,
// economies), the result line with the balls left, and the two run rates.
import { BALLS_PER_OVER, oversFromBalls, oversNotation } from "./cricket";
import {
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

/**
 * Each bowler's balls, where the data settles them; undefined otherwise. The data gives the
 * innings' legal balls and its bowlers (in the order they came on, as a scorecard lists them),
 * not who bowled which over. An over is one bowler's, so when there are as many bowlers as overs
 * begun, each bowled exactly one: six balls each, the last listed bowling the last (possibly
 * unfinished) over. With fewer bowlers than overs, some bowled two and nothing says which.
 */
export function bowlerBalls(innings: Pick<Innings, "balls" | "bowling">): number[] | undefined {
  const overs = Math.ceil(innings.balls / BALLS_PER_OVER);
  if (innings.bowling.length !== overs) return undefined;
  return innings.bowling.map((_, index) =>
    index < overs - 1 ? BALLS_PER_OVER : innings.balls - BALLS_PER_OVER * (overs - 1),
  );
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
export function bowlingLines(innings: Pick<Innings, "balls" | "bowling">): BowlingLine[] {
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
