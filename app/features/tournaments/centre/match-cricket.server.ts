// The cricket part of a match page: both scorecards with strike rates and economy, the run rates
// and the target, and the over-by-over charts where the season file has them.
import { playerPath } from "~/features/tournaments/model/addresses";
import { inningsScoreText, oversNotation } from "~/features/tournaments/figures/cricket";
import {
  chaseLine,
  oversText,
  rateText,
  resultLine,
  runRates,
  scorecard,
} from "~/features/tournaments/figures/cricket-match";
import { MAX_BALLS, type CricketMatch } from "~/features/tournaments/model/cricket-season";
import { tournament, type TournamentId } from "~/features/tournaments/model/tournaments";
import { isOver } from "~/features/tournaments/model/match-status";
import type { MatchEntry, Side } from "./match-entries";
import { fallOfWicketsText, overCharts } from "./cricket-overs.server";

export function cricketPart(
  id: TournamentId,
  match: CricketMatch,
  entry: MatchEntry,
  sides: readonly [Side, Side],
) {
  const info = tournament(id);
  const [first, second] = match.innings;
  // A match in play has no result yet: the chase's need stands in its place.
  const result = isOver(match) ? resultLine(match.innings) : chaseLine(match.innings);
  const rates = runRates(match.innings);
  const card = (innings: CricketMatch["innings"][number]) => {
    const figures = scorecard(innings);
    return {
      ...figures,
      score: inningsScoreText(innings),
      overs: oversNotation(innings.balls),
      fallOfWickets: fallOfWicketsText(innings),
      /** The bowlers' overs, where known, were settled by the runs per over (figures: bowlerOvers). */
      oversByRuns: innings.runsPerOver !== undefined,
      runRateText: rateText(figures.runRate),
      batting: figures.batting.map((line) => ({
        ...line,
        href: playerPath(id, line.player),
        strikeRateText: rateText(line.strikeRate),
      })),
      bowling: figures.bowling.map((line) => ({
        ...line,
        href: playerPath(id, line.player),
        oversText: oversText(line.balls),
        economyText: rateText(line.economy),
      })),
    };
  };
  return {
    sport: "cricket" as const,
    pageName: `${first.team} ${inningsScoreText(first)} v ${second.team} ${inningsScoreText(second)} - ${info.short} ${entry.year} ${entry.label}`,
    description: `${first.team} ${inningsScoreText(first)} (${oversNotation(first.balls)} ov) v ${second.team} ${inningsScoreText(second)} (${oversNotation(second.balls)} ov), ${entry.stage === "League" ? "a league match" : "the Grand Final"} of the ${info.name} ${entry.year}, ${entry.day.text}: ${result}. Both scorecards, run rates and the head-to-head.`,
    sides: [
      {
        ...sides[0],
        score: inningsScoreText(first),
        detail: `${oversNotation(first.balls)} overs`,
      },
      {
        ...sides[1],
        score: inningsScoreText(second),
        detail: `${oversNotation(second.balls)} overs`,
      },
    ] as const,
    result,
    scoreNote: `Target ${rates.target} from ${oversNotation(MAX_BALLS)} overs`,
    football: undefined,
    cricket: {
      innings: [card(first), card(second)] as const,
      overCharts: overCharts(match),
      rates: {
        first: { team: rates.first.team, rate: rates.first.rate, text: rateText(rates.first.rate) },
        second: {
          team: rates.second.team,
          rate: rates.second.rate,
          text: rateText(rates.second.rate),
        },
        required: rates.required,
        requiredText: rateText(rates.required),
        target: rates.target,
      },
    },
  };
}
