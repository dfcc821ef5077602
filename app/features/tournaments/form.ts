// The form guide: a team's last results as W/D/L, oldest first, from the results alone. One shape
// for both sports (and the qualifiers), so the standings, the team pages and their chips agree.
import { cricketWinner } from "./cricket";
import { footballWinner, type FootballScore } from "./football";
import type { InningsScore } from "./schema";

/** How a game went for one side: W, D or L; a cricket tie counts as a draw in the table and shows "T". */
export type Outcome = "W" | "D" | "L";

/** A played game between two sides, reduced to what a form guide needs. */
export type Game = {
  team1: string;
  team2: string;
  /** The side that won or went through; undefined for a draw or a tie. */
  winner: string | undefined;
  /** How a level game was settled or called: a shoot-out, or a cricket tie. */
  settled?: "penalties" | "tie";
};

export type FormEntry = {
  outcome: Outcome;
  /** What the chip shows: W, D, L, or T for a cricket tie. */
  letter: "W" | "D" | "L" | "T";
  /** What it says to a screen reader and on hover: "Won", "Lost on penalties", "Tied". */
  text: string;
  opponent: string;
};

/** How many results a form guide shows. */
export const FORM_LENGTH = 5;

export function footballGame(match: FootballScore): Game {
  const level = match.goals1 === match.goals2;
  return { team1: match.team1, team2: match.team2, winner: footballWinner(match), settled: level && match.penalties ? "penalties" : undefined };
}

export function cricketGame(match: { innings: readonly [InningsScore, InningsScore] }): Game {
  const winner = cricketWinner(match);
  return { team1: match.innings[0].team, team2: match.innings[1].team, winner, settled: winner === undefined ? "tie" : undefined };
}

/** The game as the side saw it; undefined when the side did not play in it. */
export function outcomeFor(team: string, game: Game): FormEntry | undefined {
  if (team !== game.team1 && team !== game.team2) return undefined;
  const opponent = team === game.team1 ? game.team2 : game.team1;
  if (game.winner === undefined)
    return game.settled === "tie" ? { outcome: "D", letter: "T", text: "Tied", opponent } : { outcome: "D", letter: "D", text: "Drawn", opponent };
  const won = game.winner === team;
  const text = `${won ? "Won" : "Lost"}${game.settled === "penalties" ? " on penalties" : ""}`;
  return { outcome: won ? "W" : "L", letter: won ? "W" : "L", text, opponent };
}

/** The side's last `count` results among the games (in the order played), oldest first. */
export function formGuide(team: string, games: readonly Game[], count = FORM_LENGTH): FormEntry[] {
  const played = games.flatMap((game) => outcomeFor(team, game) ?? []);
  return count > 0 ? played.slice(-count) : [];
}

/** "Won, Won, Drawn, Lost, Won": the guide in words (for a description or a test). */
export function formText(form: readonly FormEntry[]): string {
  return form.map((entry) => entry.text).join(", ");
}
