import type { FootballScreen } from "~/features/tournaments/centre/match.server";
import { FootballStandingsTable } from "./standings-table";

type Football = FootballScreen["football"];

/**
 * The goals by minute, team1's on the left and team2's on the right, the running score in the
 * middle; half-time, the 90 minutes and the end between them; the shoot-out last.
 */
export function GoalTimeline({
  football,
  teams,
}: {
  football: Football;
  teams: readonly [string, string];
}) {
  return (
    <section aria-labelledby="timeline" className="surface-card p-5">
      <h2 id="timeline" className="text-xl font-extrabold">
        Goals
      </h2>
      {football.minutesKnown ? null : (
        <p className="mt-1 text-sm text-muted">
          Not every goal has its minute in the record: the goals are listed in order of play,
          without a half-time score.
        </p>
      )}
      <ol className="mt-4 flex flex-col gap-2">
        {football.timeline.map((row) =>
          row.kind === "break" ? (
            <li
              key={row.key}
              className="flex items-center gap-3 text-xs font-bold tracking-wide text-muted uppercase"
            >
              <span className="h-px flex-1 bg-[var(--border)]" aria-hidden="true" />
              <span>
                {row.label} <span className="tabular-nums">{row.score}</span>
              </span>
              <span className="h-px flex-1 bg-[var(--border)]" aria-hidden="true" />
            </li>
          ) : (
            <li key={row.key} className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
              <span className={row.side === 1 ? "text-right" : "order-3"}>
                <span className="sr-only">{teams[row.side - 1]} goal: </span>
                <a href={row.scorerHref} className="font-semibold link-inline">
                  {row.scorer}
                </a>
                {row.assist ? (
                  <span className="block text-xs text-muted">
                    assist{" "}
                    <a href={row.assistHref} className="link-inline">
                      {row.assist}
                    </a>
                  </span>
                ) : null}
              </span>
              <span className="order-2 flex min-w-20 flex-col items-center rounded-xl bg-[var(--accent-soft)] px-2 py-1 text-center">
                <span className="text-sm font-extrabold tabular-nums">
                  {row.minuteText}
                  {row.extraTime ? (
                    <abbr
                      title="extra time"
                      className="ml-1 rounded bg-[var(--accent)] px-1 text-[0.65rem] text-[var(--on-accent)] no-underline"
                    >
                      ET
                    </abbr>
                  ) : null}
                </span>
                <span className="text-xs font-bold tabular-nums">{row.score}</span>
              </span>
              <span className={row.side === 1 ? "order-3" : "order-1"} aria-hidden="true" />
            </li>
          ),
        )}
        {football.shootout ? (
          <li className="mt-1 text-center font-bold">Penalties: {football.shootout}</li>
        ) : null}
      </ol>
    </section>
  );
}

/** The group table once this match was played. */
export function TableAfterMatch({ table }: { table: NonNullable<Football["table"]> }) {
  return (
    <section aria-labelledby="table-after" className="flex flex-col gap-3">
      <h2 id="table-after" className="text-xl font-extrabold">
        Group table
      </h2>
      <FootballStandingsTable caption={table.caption} rows={table.rows} />
      <p className="text-sm text-muted">
        Computed from the group&apos;s matches up to and including this one.{" "}
        <a href={table.href} className="link-inline">
          The group table now
        </a>
      </p>
    </section>
  );
}

/** Where the winner of a knockout tie goes next: its opponent (or the tie that decides it) and the round. */
function NextTie({ next }: { next: NonNullable<Football["knockout"]>["next"] }) {
  return (
    <dd className="mt-1">
      {next ? (
        <>
          The winner plays{" "}
          {next.opponent ? (
            <span translate="no">{next.opponent}</span>
          ) : (
            <>
              the winners of{" "}
              {next.otherHref ? (
                <a href={next.otherHref} className="link-inline">
                  {next.other}
                </a>
              ) : (
                next.other
              )}
            </>
          )}{" "}
          in{" "}
          {next.href ? (
            <a href={next.href} className="link-inline">
              {next.stage}
            </a>
          ) : (
            next.stage
          )}
          .
        </>
      ) : (
        "The winner takes the cup."
      )}
    </dd>
  );
}

/** Where a knockout tie sits: where its sides came from, where its winner went. */
export function BracketPosition({
  knockout,
  stage,
  bracket,
}: {
  knockout: NonNullable<Football["knockout"]>;
  stage: string;
  bracket: string;
}) {
  const { sources, next } = knockout;
  return (
    <section aria-labelledby="bracket-place" className="surface-card p-5">
      <h2 id="bracket-place" className="text-xl font-extrabold">
        In the bracket
      </h2>
      <dl className="mt-3 grid gap-3 text-sm">
        <div>
          <dt className="text-xs font-bold tracking-wide text-[var(--accent-text)] uppercase">
            {stage}
          </dt>
          <dd className="mt-1">
            {sources.map((source, index) => (
              <span key={source.text}>
                {index === 1 ? " v " : null}
                {source.href ? (
                  <a href={source.href} className="link-inline">
                    {source.text}
                  </a>
                ) : (
                  source.text
                )}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wide text-[var(--accent-text)] uppercase">
            Next
          </dt>
          <NextTie next={next} />
        </div>
      </dl>
      <p className="mt-3 text-sm">
        <a href={bracket} className="link-inline">
          The whole bracket
        </a>
      </p>
    </section>
  );
}
