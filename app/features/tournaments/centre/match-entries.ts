// The match centre's index of a tournament: every match of every season with its slug, score and
// winner, for either sport, and the head-to-head of two teams read from it.
import { matchSlug } from "~/features/tournaments/model/addresses";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import type { Day, MatchDate } from "~/features/tournaments/model/match-date";
import {
  cricketResultText,
  cricketWinner,
  inningsScoreText,
} from "~/features/tournaments/figures/cricket";
import { footballScoreText, footballWinner } from "~/features/tournaments/figures/football";
import { cricketSides, type CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import {
  isOver,
  matchState,
  statusText,
  type MatchState,
  type StatusFields,
} from "~/features/tournaments/model/match-status";

/** A side of a match as a match page shows it, in either sport: its name, its team page, whether it won. */
export type Side = { name: string; href: string; won: boolean };

/** One match of a season as every match-centre list needs it. */
export type MatchEntry = {
  year: number;
  /** Its place in the season's list (the order of play). */
  index: number;
  slug: string;
  /** "Match 3", "Quarterfinal 2", "Grand Final". */
  label: string;
  day: Day;
  stage: string;
  team1: string;
  team2: string;
  /** "3-1 a.e.t." or "Melbourne Stars 56-0 · Sydney Thunder 61-2"; "v" before kick-off. */
  score: string;
  /** Undefined for a draw or tie, and until the match is over. */
  winner: string | undefined;
  /** "Dortmund won", "Draw", "Sydney Thunder won by 3 wickets"; "Kick-off 20:00" or "Live · 67′" before the end. */
  result: string;
  state: MatchState;
};

function entry(
  year: number,
  index: number,
  match: StatusFields & { date: MatchDate; stage: string; team1: string; team2: string },
) {
  const state = matchState(match);
  return {
    state,
    /** What a match not over says instead of its result. */
    pending: statusText(state),
    year,
    index,
    slug: matchSlug(match),
    label: match.date.label,
    day: match.date.day,
    stage: match.stage,
    team1: match.team1,
    team2: match.team2,
  };
}

export function footballMatchEntries(season: FootballSeason): MatchEntry[] {
  return season.matches.map((match: FootballMatch, index) => {
    const winner = footballWinner(match);
    const { pending, ...common } = entry(season.year, index, match);
    return {
      ...common,
      score: match.status === "scheduled" ? "v" : footballScoreText(match),
      winner,
      result:
        pending ??
        (winner ? `${winner} won${match.goals1 === match.goals2 ? " on penalties" : ""}` : "Draw"),
    };
  });
}

export function cricketMatchEntries(season: CricketSeason): MatchEntry[] {
  return season.matches.map((match, index) => {
    const { pending, ...common } = entry(season.year, index, { ...match, ...cricketSides(match) });
    return {
      ...common,
      score: match.innings
        .map((innings) => `${innings.team} ${inningsScoreText(innings)}`)
        .join(" · "),
      winner: isOver(match) ? cricketWinner(match) : undefined,
      result: pending ?? cricketResultText(match),
    };
  });
}

/** Every match of a tournament's content, season by season in order of play. */
export function tournamentEntries(content: AnyTournamentContent): MatchEntry[] {
  const byYear = <S extends { year: number }>(seasons: ReadonlyMap<number, S>) =>
    [...seasons.values()].sort((a, b) => a.year - b.year);
  if (content.sport === "football")
    return byYear(content.seasons).flatMap((season) => footballMatchEntries(season));
  return byYear(content.seasons).flatMap((season) => cricketMatchEntries(season));
}

/** The season's match with this slug, or undefined. */
export function findEntry(entries: readonly MatchEntry[], slug: string): MatchEntry | undefined {
  return entries.find((candidate) => candidate.slug === slug);
}

export type HeadToHead = {
  /** Earlier meetings, the latest first. */
  meetings: MatchEntry[];
  /** Wins of the match's team1 and team2 in those meetings that are over (a shoot-out counts as a win), and the draws or ties. */
  wins: readonly [number, number];
  draws: number;
};

/**
 * The meetings of a match's two teams before it, in any season of the tournament (whichever
 * side was listed first): earlier seasons, and earlier matches of its own season.
 */
export function headToHead(
  all: readonly MatchEntry[],
  match: Pick<MatchEntry, "year" | "index" | "team1" | "team2">,
): HeadToHead {
  const pair = new Set([match.team1, match.team2]);
  const meetings = all
    .filter(
      (other) => pair.has(other.team1) && pair.has(other.team2) && other.team1 !== other.team2,
    )
    .filter(
      (other) =>
        other.year < match.year || (other.year === match.year && other.index < match.index),
    )
    .sort((a, b) => b.year - a.year || b.index - a.index);
  // A meeting still to be played or being played is listed with its state, counted nowhere.
  const over = meetings.filter((other) => other.state.kind === "finished");
  const count = (team: string) => over.filter((other) => other.winner === team).length;
  const wins = [count(match.team1), count(match.team2)] as const;
  return { meetings, wins, draws: over.length - wins[0] - wins[1] };
}
