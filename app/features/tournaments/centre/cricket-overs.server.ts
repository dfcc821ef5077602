// The over-by-over part of a cricket match page, where the season file gives runs per over: the
// worm and the Manhattan (drawn on the server), their text alternatives (a summary each and a
// table per innings), and each innings' fall-of-wickets line.
import { oversNotation } from "~/features/tournaments/figures/cricket";
import { listText, ordinal } from "~/utils/text";
import {
  fallOfWickets,
  manhattan,
  worm,
  type ManhattanBar,
  type WormPoint,
} from "~/features/tournaments/figures/cricket-match";
import {
  MAX_BALLS,
  type CricketMatch,
  type Innings,
} from "~/features/tournaments/model/cricket-season";

/** 0: the side that batted first, 1: the chasers; each keeps its colour in both charts. */
type SideIndex = 0 | 1;

type OverRow = ManhattanBar & { score: number };

export type OverCharts = {
  /** The x axis: the innings' full length in balls. */
  balls: number;
  /** The worm's y axis: the higher of the two totals. */
  maxScore: number;
  /** The Manhattan's y axis: the most runs in one over. */
  maxOver: number;
  worm: { team: string; side: SideIndex; points: WormPoint[]; falls: WormPoint[] }[];
  manhattan: { team: string; side: SideIndex; overs: ManhattanBar[] }[];
  /** The charts' figures as tables, one per innings: each over's runs, wickets and the score after it. */
  tables: { team: string; side: SideIndex; rows: OverRow[] }[];
  wormSummary: string;
  manhattanSummary: string;
};

/** "Melbourne Stars'", but "Sydney Thunder's". */
function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** The charts and their text, or undefined when neither innings has runs per over. */
export function overCharts(match: CricketMatch): OverCharts | undefined {
  const sideOf = (team: string): SideIndex => (team === match.innings[0].team ? 0 : 1);
  const lines = worm(match.innings);
  if (lines.length === 0) return undefined;
  const bars = manhattan(match.innings);
  const inningsOf = (team: string) => match.innings.find((one) => one.team === team)!;
  const wormLines = lines.map(({ team, points }) => ({
    team,
    side: sideOf(team),
    points,
    falls: (inningsOf(team).fallOfWickets ?? []).map((fall) => ({
      balls: fall.over.balls,
      runs: fall.score,
    })),
  }));
  const tables = bars.map(({ team, overs }, index) => ({
    team,
    side: sideOf(team),
    rows: overs.map((bar, over) => ({ ...bar, score: lines[index]!.points[over + 1]!.runs })),
  }));
  return {
    balls: MAX_BALLS,
    maxScore: Math.max(...lines.map((line) => line.points.at(-1)!.runs)),
    maxOver: Math.max(...bars.flatMap((one) => one.overs.map((bar) => bar.runs))),
    worm: wormLines,
    manhattan: bars.map((one) => ({ ...one, side: sideOf(one.team) })),
    tables,
    wormSummary: `Runs after each over, a ring where a wicket fell: ${listText(
      lines.map(({ team }) => {
        const innings = inningsOf(team);
        return `${team} reached ${innings.runs} for ${innings.wickets} in ${oversNotation(innings.balls)} overs`;
      }),
    )}.`,
    manhattanSummary: `Runs in each over, a dot for each wicket: ${bars
      .map(({ team, overs }) => {
        const best = overs.reduce((top, bar) => (bar.runs > top.runs ? bar : top));
        return `${possessive(team)} biggest over was the ${ordinal(best.over)}, ${best.runs} runs`;
      })
      .join("; ")}.`,
  };
}

/** ["1-8 (Nayeem Chowdhury, 0.4 ov)", "2-23 (Tanvir Ahsan, 1.6 ov)"]; undefined when not recorded. */
export function fallOfWicketsText(innings: Innings): string[] | undefined {
  return fallOfWickets(innings)?.map(
    (fall) => `${fall.wicket}-${fall.score} (${fall.batter}, ${fall.over} ov)`,
  );
}
