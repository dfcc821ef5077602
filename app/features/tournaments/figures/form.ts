// The form guide: a team's last results as W/D/L, oldest first, from the results alone. One shape
// for both sports (and the qualifiers), so the standings, the team pages and their chips agree.
import { matchSlug } from "~/features/tournaments/model/addresses";
import type { MatchDate } from "~/features/tournaments/model/match-date";
import { cricketMargin, cricketWinner } from "./cricket";
import { footballWinner, type FootballScore } from "./football";
import type { InningsScore } from "~/features/tournaments/model/cricket-season";

/** How a game went for one side: W, D or L; a cricket tie counts as a draw in the table and shows "T". */
type Outcome = "W" | "D" | "L";

/** A played game between two sides, reduced to what a form guide needs. */
export type Game = {
  team1: string;
  team2: string;
  /** The side that won or went through; undefined for a draw or a tie. */
  winner: string | undefined;
  /** How a level game was settled or called: a shoot-out, or a cricket tie. */
  settled?: "penalties" | "tie";
  /** Football: the goals, then the shoot-out's kicks, team1's first. */
  goals?: { score: readonly [number, number]; penalties?: readonly [number, number] };
  /** Cricket: the winner's margin, "by 12 runs" or "by 3 wickets". */
  margin?: string;
  /** The match's slug in its season (matchSlug), for its page; undefined for a game that has none (a qualifier fixture). */
  slug?: string;
};

export type FormEntry = {
  outcome: Outcome;
  /** What the chip shows: W, D, L, or T for a cricket tie. */
  letter: "W" | "D" | "L" | "T";
  /** What it says to a screen reader and on hover: "Won", "Lost on penalties", "Tied". */
  text: string;
  opponent: string;
  /** The score from this side, "2–1", "1–1 (3–4 pens)", or a cricket margin, "by 12 runs"; none for a draw or tie in cricket. */
  score?: string;
  /** The match's slug in its season, when the game has a page (formWithPages makes its address). */
  slug?: string;
  /** The match's page. */
  href?: string;
};

/** How many results a form guide shows. */
const FORM_LENGTH = 5;

/** A season's match (it has a date, hence a page) or a qualifier fixture's result (none). */
function slugOf(match: { date?: MatchDate }, team1: string, team2: string): string | undefined {
  return match.date === undefined ? undefined : matchSlug({ date: match.date, team1, team2 });
}

export function footballGame(match: FootballScore & { date?: MatchDate }): Game {
  const level = match.goals1 === match.goals2;
  return {
    team1: match.team1,
    team2: match.team2,
    winner: footballWinner(match),
    settled: level && match.penalties ? "penalties" : undefined,
    goals: {
      score: [match.goals1, match.goals2],
      penalties: match.penalties && [match.penalties.team1, match.penalties.team2],
    },
    slug: slugOf(match, match.team1, match.team2),
  };
}

export function cricketGame(match: {
  innings: readonly [InningsScore, InningsScore];
  date?: MatchDate;
}): Game {
  const winner = cricketWinner(match);
  const [first, second] = match.innings;
  return {
    team1: first.team,
    team2: second.team,
    winner,
    settled: winner === undefined ? "tie" : undefined,
    margin: cricketMargin(match),
    slug: slugOf(match, first.team, second.team),
  };
}

/** The score from one side: its goals first ("2–1", "1–1 (3–4 pens)"), or the cricket margin. */
function scoreFor(team: string, game: Game): string | undefined {
  if (!game.goals) return game.margin;
  const flip = <T>(pair: readonly [T, T]) =>
    team === game.team1 ? pair : ([pair[1], pair[0]] as const);
  const [mine, theirs] = flip(game.goals.score);
  const kicks = game.goals.penalties && flip(game.goals.penalties);
  return `${mine}–${theirs}${kicks ? ` (${kicks[0]}–${kicks[1]} pens)` : ""}`;
}

/** The game as the side saw it; undefined when the side did not play in it. */
export function outcomeFor(team: string, game: Game): FormEntry | undefined {
  if (team !== game.team1 && team !== game.team2) return undefined;
  const opponent = team === game.team1 ? game.team2 : game.team1;
  const about = { opponent, score: scoreFor(team, game), slug: game.slug };
  if (game.winner === undefined)
    return game.settled === "tie"
      ? { outcome: "D", letter: "T", text: "Tied", ...about }
      : { outcome: "D", letter: "D", text: "Drawn", ...about };
  const won = game.winner === team;
  const text = `${won ? "Won" : "Lost"}${game.settled === "penalties" ? " on penalties" : ""}`;
  return { outcome: won ? "W" : "L", letter: won ? "W" : "L", text, ...about };
}

/** A chip's words, for a screen reader and on hover: "Won 2–1 against Dortmund", "Lost by 3 wickets against Sydney Thunder". */
export function formEntryText(entry: FormEntry): string {
  return `${entry.text}${entry.score ? ` ${entry.score}` : ""} against ${entry.opponent}`;
}

/** The entries with their match's address (from its slug and the season's pages); an entry without a slug stays unlinked. */
export function formWithPages(
  form: readonly FormEntry[],
  matchHref: (slug: string) => string,
): FormEntry[] {
  return form.map((entry) =>
    entry.slug === undefined ? entry : { ...entry, href: matchHref(entry.slug) },
  );
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
