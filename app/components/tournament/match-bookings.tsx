import type { FootballScreen } from "~/features/tournaments/centre/match.server";

type Booking = FootballScreen["football"]["bookings"][number];

const KIND_TEXT = { yellow: "Yellow card", red: "Red card", substitution: "Substitution" } as const;

/** A card's colour as a small card, or the substitution's arrows: decoration beside the words. */
function BookingIcon({ kind }: { kind: Booking["kind"] }) {
  if (kind === "substitution")
    return (
      <svg
        viewBox="0 0 16 16"
        className="size-4 shrink-0 text-[var(--form-win)]"
        aria-hidden="true"
      >
        <path
          d="M4 2v9M1.5 8.5 4 11l2.5-2.5M12 14V5M9.5 7.5 12 5l2.5 2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-4 w-3 shrink-0 rounded-[2px] border ${
        kind === "red"
          ? "border-[var(--form-loss)] bg-[var(--form-loss)]"
          : "border-amber-700 bg-amber-300"
      }`}
    />
  );
}

/**
 * The cards and substitutions by minute, team1's on the left and team2's on the right like the
 * goals; each says in words what it was (the icon is decoration). Nothing when the file has none.
 */
export function MatchBookings({ bookings }: { bookings: readonly Booking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="bookings" className="surface-card p-5">
      <h2 id="bookings" className="text-xl font-extrabold">
        Cards and substitutions
      </h2>
      <ol className="mt-4 flex flex-col gap-2">
        {bookings.map((row) => (
          <li key={row.key} className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
            <span
              className={`flex items-center gap-2 ${row.side === 1 ? "justify-end text-right" : "order-3"}`}
            >
              <BookingIcon kind={row.kind} />
              <span>
                <span className="block text-xs font-bold text-muted">
                  {KIND_TEXT[row.kind]}
                  <span className="sr-only">, {row.team}</span>
                </span>
                <a href={row.playerHref} className="font-semibold link-inline">
                  {row.player}
                </a>
                {row.other ? (
                  <span className="block text-xs text-muted">
                    for{" "}
                    <a href={row.otherHref} className="link-inline">
                      {row.other}
                    </a>
                  </span>
                ) : null}
              </span>
            </span>
            <span className="order-2 min-w-14 rounded-xl bg-[var(--surface-2)] px-2 py-1 text-center text-sm font-extrabold tabular-nums">
              {`${row.minute}'`}
            </span>
            <span className={row.side === 1 ? "order-3" : "order-1"} aria-hidden="true" />
          </li>
        ))}
      </ol>
    </section>
  );
}
