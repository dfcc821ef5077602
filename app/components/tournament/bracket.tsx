import type { BracketRoundView } from "~/features/tournaments/bar/rows";

/**
 * The knockout rounds as a bracket: server-rendered lists (a list of rounds, each a list of
 * ties), laid out in columns by CSS so each tie sits between the two it follows.
 */
export function Bracket({ rounds, label }: { rounds: readonly BracketRoundView[]; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto surface-card p-4"
    >
      <ol className="grid min-w-[40rem] grid-cols-3 gap-6">
        {rounds.map((round) => (
          <li key={round.name} className="flex flex-col">
            <h3 className="mb-3 text-center text-sm font-bold tracking-wide text-[var(--accent-text)] uppercase">
              {round.name}
            </h3>
            <ol className="flex flex-1 flex-col justify-around gap-4">
              {round.ties.map((tie) => (
                <li
                  key={tie.stage}
                  className="rounded-xl border border-[var(--border)] bg-[var(--surface-2)] p-3 text-sm"
                >
                  <p className="mb-1 text-xs font-semibold text-muted">{tie.stage}</p>
                  <TieSide name={tie.team1} winner={tie.winner} />
                  <TieSide name={tie.team2} winner={tie.winner} />
                  <p className="mt-1 font-bold tabular-nums">
                    {tie.score && tie.href ? (
                      <a href={tie.href} className="link-inline">
                        {tie.score}
                        <span className="sr-only">: {tie.stage}, the match</span>
                      </a>
                    ) : (
                      (tie.score ?? <span className="font-normal text-muted">To be played</span>)
                    )}
                  </p>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TieSide({ name, winner }: { name: string | undefined; winner: string | undefined }) {
  const won = name !== undefined && name === winner;
  return (
    <p className={`flex items-center justify-between gap-2 ${won ? "font-extrabold" : ""}`}>
      {name ? <span translate="no">{name}</span> : <span>To be decided</span>}
      {won ? (
        <span className="rounded-full bg-[var(--accent)] px-2 text-xs font-bold text-[var(--on-accent)]">
          Won<span className="sr-only"> this tie</span>
        </span>
      ) : null}
    </p>
  );
}
