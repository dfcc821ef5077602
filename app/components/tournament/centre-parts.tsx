// The pieces of the team and player pages: a season's figures, its results (each linked to its
// match page) and a table of player lines. Plain markup: the pages need no script of their own.
import { Fragment } from "react";
import type { Fact, LineTable, ResultLine } from "~/features/tournaments/centre/team.server";
import type { PlayerSeasonView } from "~/features/tournaments/centre/player.server";
import { cell, DataTable } from "./data-table";
import { FormChip } from "./form-guide";
import { MatchStatusBadge } from "./match-status";
import { TEAM_LINK } from "./tables";

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="flex flex-wrap gap-3">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="min-w-36 flex-1 surface-card border-t-4 border-t-[var(--accent)] p-3"
        >
          <dt className="text-xs font-bold tracking-wide text-muted uppercase">{fact.label}</dt>
          <dd className="mt-1 font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// On a phone the results keep three columns: the date moves under the match's name, the result's
// words give way to the chip beside the score (it says them to a screen reader and on hover), and
// a long name or a cricket score breaks between words or innings, never inside one.
const WIDE_ONLY = "hidden sm:table-cell";
const NARROW_ONLY = "sm:hidden";

/** A season's results, oldest first: the match (its page), the opponent (its page), the score from this side, the outcome. */
export function ResultsList({ title, results }: { title: string; results: readonly ResultLine[] }) {
  if (results.length === 0)
    return (
      <p className="surface-card p-4 text-muted">
        No results yet: the draw is made, the matches are still to be played.
      </p>
    );
  return (
    <DataTable caption={title}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Match
          </th>
          <th scope="col" className={cell.th}>
            Opponent
          </th>
          <th scope="col" className={cell.th}>
            Score
          </th>
          <th scope="col" className={`${cell.th} ${WIDE_ONLY}`}>
            Result
          </th>
          <th scope="col" className={`${cell.th} ${WIDE_ONLY}`}>
            Date
          </th>
        </tr>
      </thead>
      <tbody>
        {results.map((result) => (
          <tr key={result.href}>
            <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-semibold`}>
              <a href={result.href} className={TEAM_LINK}>
                {result.label}
                <span className="sr-only"> v {result.opponent}</span>
              </a>
              {result.stage.startsWith("Group") ? (
                <span className="block text-xs font-medium text-muted">{result.stage}</span>
              ) : null}
              <span className={`block text-xs font-medium text-muted ${NARROW_ONLY}`}>
                {result.date}
              </span>
            </th>
            <td translate="no" className={`${cell.tdWrap} min-w-28`}>
              <a href={result.opponentHref} className={TEAM_LINK}>
                {result.opponent}
              </a>
            </td>
            <td className={cell.tdWrap}>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-bold tabular-nums">
                  {result.score.map((part, index) => (
                    <Fragment key={index}>
                      {index ? " " : ""}
                      <span className="whitespace-nowrap">{part}</span>
                    </Fragment>
                  ))}
                </span>
                {result.outcome ? (
                  <FormChip entry={result.outcome} size="sm" />
                ) : (
                  <MatchStatusBadge state={result.state} />
                )}
              </span>
            </td>
            <td className={`${cell.td} ${WIDE_ONLY} text-sm text-muted`}>{result.result}</td>
            <td className={`${cell.td} ${WIDE_ONLY} text-muted`}>{result.date}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** A line's name in the sticky column, linked when it has a page, with its badge (GK). */
function LineName({ row }: { row: LineTable["rows"][number] }) {
  // A name stays whole; a badge beside it may go under it on a phone.
  return (
    <th
      scope="row"
      translate="no"
      className={`${cell.tdWrap} ${cell.sticky} text-left font-semibold`}
    >
      {row.href ? (
        <a href={row.href} className={`whitespace-nowrap ${TEAM_LINK}`}>
          {row.name}
        </a>
      ) : (
        <span className="whitespace-nowrap">{row.name}</span>
      )}
      {row.badge ? (
        <abbr
          title="Goalkeeper"
          className="ml-2 inline-block rounded-full border border-[var(--border)] px-1.5 py-0.5 text-xs font-bold text-[var(--accent-text)] no-underline"
        >
          {row.badge}
        </abbr>
      ) : null}
    </th>
  );
}

/** Player lines: a name (linked) or a season in the sticky column, then the numbers. */
export function LinesTable({
  table,
  rowHeader = "Player",
}: {
  table: LineTable;
  rowHeader?: string;
}) {
  if (table.rows.length === 0) return null;
  return (
    <div>
      <DataTable caption={table.caption}>
        <thead>
          <tr>
            <th scope="col" className={`${cell.th} ${cell.sticky}`}>
              {rowHeader}
            </th>
            {table.columns.map((column) => (
              <th
                key={column.short}
                scope="col"
                className={`${cell.th} ${column.short === "Team" ? "" : cell.num}`}
              >
                {column.short === column.full ? (
                  column.short
                ) : (
                  <abbr title={column.full} className="no-underline">
                    {column.short}
                  </abbr>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.name}>
              <LineName row={row} />
              {row.cells.map((value, index) => {
                const href = row.cellHrefs?.[index];
                return (
                  <td
                    key={index}
                    className={`${cell.td} ${href ? "" : cell.num}`}
                    translate={href ? "no" : undefined}
                  >
                    {href ? (
                      <a href={href} className={TEAM_LINK}>
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </DataTable>
      {table.note ? <p className="mt-2 text-sm text-muted">{table.note}</p> : null}
    </div>
  );
}

/** The matches a player counted in during one season, each linked to its page. */
export function PlayerMatches({ player, season }: { player: string; season: PlayerSeasonView }) {
  return (
    <section aria-labelledby={`matches-${season.year}`}>
      <h2 id={`matches-${season.year}`} className="mb-3 text-xl font-extrabold">
        {season.year} with{" "}
        <a href={season.teamHref} translate="no" className={TEAM_LINK}>
          {season.team}
        </a>
      </h2>
      {season.matches.length === 0 ? (
        <p className="surface-card p-4 text-muted">
          {season.played
            ? `No goal, assist or clean sheet for ${player} this season.`
            : `The ${season.year} matches are still to be played.`}
        </p>
      ) : (
        <ol className="divide-y divide-[var(--border)] surface-card">
          {season.matches.map((match) => (
            <li
              key={match.href}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span>
                <a href={match.href} className={`font-semibold ${TEAM_LINK}`}>
                  {match.label}
                </a>
                <span className="text-muted"> · {match.date}</span>{" "}
                <MatchStatusBadge state={match.state} />
                <span translate="no" className="block text-sm">
                  {match.teams.map((part, index) => (
                    <Fragment key={index}>
                      {index ? " " : ""}
                      {part.score ? (
                        <span className="whitespace-nowrap tabular-nums">{part.text}</span>
                      ) : (
                        part.text
                      )}
                    </Fragment>
                  ))}
                </span>
              </span>
              <span className="font-semibold text-[var(--accent-text)] sm:text-right">
                {match.detail}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
