// The day's matches (/gaming's "Today", a tournament home's): every match being played, and every
// match dated today (the server's clock, UTC), live ones first, then by kick-off. A cached page
// shows them as they were when it was rendered (the page cache's lifetime, or the next reload).
import { tournamentEntries } from "./match-entries";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { matchPath } from "~/features/tournaments/model/addresses";
import { matchState, type MatchState } from "~/features/tournaments/model/match-status";
import {
  tournament,
  TOURNAMENT_IDS,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { clockNow } from "~/utils/clock.server";

export type TodayMatch = {
  key: string;
  /** "UCC 2026 · Match 2". */
  title: string;
  team1: string;
  team2: string;
  /** "1-1", or "v" before kick-off. */
  score: string;
  state: MatchState;
  href: string;
};

const ORDER: Record<MatchState["kind"], number> = { live: 0, scheduled: 1, finished: 2 };

function kickoffOf(state: MatchState): string {
  return state.kind === "scheduled" ? (state.kickoff ?? "99:99") : "";
}

export function todaysMatches(
  ids: readonly TournamentId[] = TOURNAMENT_IDS,
  now = clockNow(),
): TodayMatch[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const matches = ids.flatMap((id) => {
    const content = tournamentContent(id);
    return tournamentEntries(content).flatMap((entry) => {
      const match = content.seasons.get(entry.year)!.matches[entry.index]!;
      const state = matchState(match);
      if (state.kind !== "live" && entry.day.iso !== today) return [];
      return [
        {
          key: `${id}-${entry.year}-${entry.slug}`,
          title: `${tournament(id).short} ${entry.year} · ${entry.label}`,
          team1: entry.team1,
          team2: entry.team2,
          score: state.kind === "scheduled" ? "v" : entry.score,
          state,
          href: matchPath(id, entry.year, entry.slug),
        },
      ];
    });
  });
  return matches.sort(
    (a, b) =>
      ORDER[a.state.kind] - ORDER[b.state.kind] ||
      kickoffOf(a.state).localeCompare(kickoffOf(b.state)),
  );
}
