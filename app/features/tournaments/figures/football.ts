import type { FootballMatch } from "~/features/tournaments/model/football-season";
import { isOver } from "~/features/tournaments/model/match-status";

/** The score of a football match: enough to rank a table or settle a tie. */
export type FootballScore = Pick<
  FootballMatch,
  "team1" | "team2" | "goals1" | "goals2" | "extraTime" | "penalties" | "status"
>;

/** The side that won or went through (on penalties if need be); undefined for a draw, or before the end. */
export function footballWinner(match: FootballScore): string | undefined {
  if (!isOver(match)) return undefined;
  if (match.goals1 !== match.goals2) return match.goals1 > match.goals2 ? match.team1 : match.team2;
  if (match.penalties && match.penalties.team1 !== match.penalties.team2) {
    return match.penalties.team1 > match.penalties.team2 ? match.team1 : match.team2;
  }
  return undefined;
}

/** The score and, after a shoot-out, its kicks: "1-1 a.e.t.", "(3-4 pens)"; team1's first, as the fixture lists them. */
export function footballScoreParts(match: FootballScore): string[] {
  const score = `${match.goals1}-${match.goals2}${match.extraTime ? " a.e.t." : ""}`;
  return match.penalties
    ? [score, `(${match.penalties.team1}-${match.penalties.team2} pens)`]
    : [score];
}

/** "2-1", "2-1 a.e.t." or "1-1 a.e.t. (3-4 pens)": team1's goals first, as the fixture lists them. */
export function footballScoreText(match: FootballScore): string {
  return footballScoreParts(match).join(" ");
}
