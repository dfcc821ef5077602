import type { MatchState } from "~/features/tournaments/model/match-status";

/**
 * Where a match stands, in words: a "Live" badge with the minute (or over) while it is played,
 * "Kick-off 20:00" before it begins, nothing once it is over. Red on white (white on red in the
 * dark theme is the same pair as the form chips', AA in both); the dot is decoration.
 */
export function MatchStatusBadge({ state }: { state: MatchState }) {
  if (state.kind === "finished") return null;
  if (state.kind === "scheduled")
    return state.kickoff ? (
      <span className="text-xs font-bold text-muted">
        Kick-off <span className="tabular-nums">{state.kickoff}</span>
      </span>
    ) : null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-[var(--form-loss)] px-2 py-0.5 text-xs font-extrabold text-[var(--on-form)] uppercase">
      <span className="size-1.5 rounded-full bg-[var(--on-form)]" aria-hidden="true" />
      Live
      {state.clock ? (
        <span className="font-bold normal-case tabular-nums">
          <span className="sr-only">, </span>
          {state.clock}
        </span>
      ) : null}
    </span>
  );
}

/** "as it stands": a table that a live match still changes. */
export function AsItStands({ live }: { live: boolean }) {
  if (!live) return null;
  return (
    <p className="mb-3 flex items-center gap-2 text-sm font-semibold">
      <MatchStatusBadge state={{ kind: "live", clock: undefined }} />
      As it stands: a match of this table is being played.
    </p>
  );
}
