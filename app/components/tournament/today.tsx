import type { TodayMatch } from "~/features/tournaments/centre/today.server";
import { MatchStatusBadge } from "./match-status";

/** The day's matches as cards: the sides, the score so far (or "v"), the Live badge or kick-off; nothing on a day without matches. */
export function TodayMatches({
  matches,
  headingId,
}: {
  matches: readonly TodayMatch[];
  headingId: string;
}) {
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold">
        Today
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {matches.map((match) => (
          <li key={match.key} className="flex flex-col gap-2 surface-card p-4">
            <span className="flex flex-wrap items-center justify-between gap-2 text-xs font-bold text-muted">
              {match.title}
              <MatchStatusBadge state={match.state} />
            </span>
            <a href={match.href} className="font-semibold link-inline">
              <span translate="no">{match.team1}</span>{" "}
              <span className="font-extrabold tabular-nums">{match.score}</span>{" "}
              <span translate="no">{match.team2}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
