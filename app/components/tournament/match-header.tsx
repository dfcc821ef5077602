import type { MatchScreen } from "~/features/tournaments/centre/match.server";
import { MatchStatusBadge } from "./match-status";
import { WatchLink } from "./tables";

/**
 * The scoreboard: the stage and day on the accent band, then the heading itself (each side linked
 * to its team page, its score and detail), the result, and the Watch link.
 */
export function MatchHeader({ data }: { data: MatchScreen }) {
  const { short, year, stage, label, day, sides, result, scoreNote, watch, fixtures, state } = data;
  return (
    <header className="overflow-hidden surface-card">
      <p className="flex flex-wrap justify-between gap-x-4 bg-[var(--accent)] px-5 py-2.5 text-sm font-bold text-[var(--on-accent)]">
        <span>
          {short} {year} · {stage}
          {stage === label ? "" : ` · ${label}`}
        </span>
        <span>{day}</span>
      </p>
      <h1 className="grid grid-cols-[1fr_auto_1fr] items-start gap-3 px-4 pt-6 pb-4 text-center sm:px-6">
        <Side side={sides[0]} />{" "}
        <span className="pt-8 text-sm font-bold text-muted sm:pt-10">v</span>{" "}
        <Side side={sides[1]} />
      </h1>
      <div className="flex flex-col items-center gap-3 border-t border-[var(--border)] px-5 py-4 text-center">
        <MatchStatusBadge state={state} />
        <p>
          <span className="block text-lg font-extrabold">{result}</span>
          <span className="block text-sm text-muted">{scoreNote}</span>
        </p>
        <p className="flex flex-wrap items-center justify-center gap-4">
          <WatchLink href={watch} what={`${sides[0].name} v ${sides[1].name}`} />
          <a href={fixtures} className="text-sm link-inline">
            All {year} fixtures
          </a>
        </p>
      </div>
    </header>
  );
}

/** One side in the heading: its name (linked to its team page), its score, its detail (overs faced, penalties). */
function Side({ side }: { side: MatchScreen["sides"][number] }) {
  return (
    <span className="flex flex-col items-center gap-1">
      <a
        href={side.href}
        translate="no"
        className={`text-lg leading-tight hover:underline sm:text-2xl ${side.won ? "font-black" : "font-semibold"}`}
      >
        {side.name}
      </a>{" "}
      <span
        className={`text-4xl tabular-nums sm:text-5xl ${side.won ? "font-black" : "font-bold text-muted"}`}
      >
        {side.score}
      </span>
      {side.detail ? (
        <span className="text-sm font-semibold text-muted"> ({side.detail})</span>
      ) : null}
    </span>
  );
}

/** Earlier meetings of the two sides in any season, with the tally. */
export function HeadToHead({ data }: { data: MatchScreen }) {
  const { headToHead, sides, short } = data;
  const [wins1, wins2] = headToHead.wins;
  const drawWord = data.sport === "football" ? "draw" : "tie";
  return (
    <section aria-labelledby="h2h" className="surface-card p-5">
      <h2 id="h2h" className="text-xl font-extrabold">
        Head-to-head
      </h2>
      {headToHead.meetings.length === 0 ? (
        <p className="mt-2 text-muted">
          Their first meeting in the {short}: <span translate="no">{sides[0].name}</span> and{" "}
          <span translate="no">{sides[1].name}</span> had not played each other before.
        </p>
      ) : (
        <>
          <p className="mt-2 grid grid-cols-3 gap-2 text-center">
            {[
              [sides[0].name, wins1, wins1 === 1 ? "win" : "wins"],
              [undefined, headToHead.draws, headToHead.draws === 1 ? drawWord : `${drawWord}s`],
              [sides[1].name, wins2, wins2 === 1 ? "win" : "wins"],
            ].map(([team, count, word], index) => (
              <span key={index} className="rounded-xl bg-[var(--surface-2)] px-2 py-2">
                <span className="block text-2xl font-black tabular-nums">{count}</span>
                <span className="block text-xs font-semibold text-muted">
                  {team ? (
                    <>
                      <span translate="no">{team}</span> {word}
                    </>
                  ) : (
                    word
                  )}
                </span>
              </span>
            ))}
          </p>
          <ol className="mt-4 divide-y divide-[var(--border)]">
            {headToHead.meetings.map((meeting) => (
              <li key={meeting.key} className="py-2.5">
                <a href={meeting.href} className="font-semibold link-inline">
                  {meeting.title}: <span translate="no">{meeting.teams}</span>
                </a>
                <span className="block text-sm">
                  <span className="font-bold tabular-nums">{meeting.score}</span>{" "}
                  {meeting.state.kind === "finished" ? (
                    `· ${meeting.result}`
                  ) : (
                    <MatchStatusBadge state={meeting.state} />
                  )}
                </span>
                <span className="block text-xs text-muted">
                  {meeting.stage} · {meeting.day}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
