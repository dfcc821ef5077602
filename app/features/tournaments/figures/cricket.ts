import {
  BALLS_PER_OVER,
  MAX_BALLS,
  MAX_WICKETS,
  type InningsScore,
} from "~/features/tournaments/model/cricket-season";

/** Overs as a number for run rates: 27 balls (written "4.3") are 4.5 overs. */
export function oversFromBalls(balls: number): number {
  return balls / BALLS_PER_OVER;
}

/** Cricket's own notation, overs then balls: 27 balls are "4.3", 30 are "5". */
export function oversNotation(balls: number): string {
  const overs = Math.floor(balls / BALLS_PER_OVER);
  const rest = balls % BALLS_PER_OVER;
  return rest === 0 ? `${overs}` : `${overs}.${rest}`;
}

/** Reads "4.3" as 4 overs and 3 balls, i.e. 4.5 overs; the part after the point is balls (0–5). */
export function parseOversNotation(text: string): number {
  const match = /^(\d+)(?:\.([0-5]))?$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not overs written as overs.balls (balls 0–5)`);
  return Number(match[1]) + Number(match[2] ?? 0) / BALLS_PER_OVER;
}

/** Balls an innings counts for net run rate: a side bowled out is taken to have faced its full overs. */
export function ballsForRunRate(innings: Pick<InningsScore, "wickets" | "balls">): number {
  return innings.wickets >= MAX_WICKETS ? MAX_BALLS : innings.balls;
}

/** "56-0": runs, then wickets. */
export function inningsScoreText(innings: Pick<InningsScore, "runs" | "wickets">): string {
  return `${innings.runs}-${innings.wickets}`;
}

type Played = { innings: readonly [InningsScore, InningsScore] };

/** The winner of a played match, undefined for a tie. */
export function cricketWinner({ innings: [first, second] }: Played): string | undefined {
  if (first.runs === second.runs) return undefined;
  return first.runs > second.runs ? first.team : second.team;
}

/** How the winner won, "by 13 runs" or "by 3 wickets"; undefined for a tie. */
export function cricketMargin({ innings: [first, second] }: Played): string | undefined {
  if (first.runs === second.runs) return undefined;
  return first.runs > second.runs
    ? `by ${plural(first.runs - second.runs, "run")}`
    : `by ${plural(MAX_WICKETS - second.wickets, "wicket")}`;
}

/** "Melbourne Stars won by 13 runs", "Sydney Thunder won by 3 wickets" or "Match tied". */
export function cricketResultText(match: Played): string {
  const margin = cricketMargin(match);
  return margin === undefined ? "Match tied" : `${cricketWinner(match)} won ${margin}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
