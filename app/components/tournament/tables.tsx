import type { LeaderboardRow } from "~/features/tournaments/figures/stats";
import type { FixtureRow, QualifierFixtureRow } from "~/features/tournaments/bar/rows";
import { cell, DataTable } from "./data-table";
import { MatchStatusBadge } from "./match-status";

/** A team's or player's name linking to its page: the text colour, underlined on hover and focus. */
export const TEAM_LINK =
  "underline decoration-[var(--accent)] decoration-2 underline-offset-4 hover:text-[var(--accent-text)]";

/** An outside watch link: a button-like link that opens the video channel in a new tab. */
export function WatchLink({ href, what }: { href: string; what: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Watch ${what} (opens in a new tab)`}
      className="inline-flex items-center gap-1.5 rounded-full bg-[var(--accent)] px-3 py-1 text-sm font-bold text-[var(--on-accent)] hover:brightness-110"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M7 5l12 7-12 7z" />
      </svg>
      Watch
    </a>
  );
}

export function FixturesTable({ caption, rows }: { caption: string; rows: readonly FixtureRow[] }) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Teams
          </th>
          <th scope="col" className={cell.th}>
            Result
          </th>
          <th scope="col" className={cell.th}>
            Group or stage
          </th>
          <th scope="col" className={cell.th}>
            Date
          </th>
          <th scope="col" className={cell.th}>
            Watch
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-semibold`}>
              <span
                translate="no"
                className={row.winner === row.team1 ? "font-extrabold" : "font-medium"}
              >
                {row.team1}
              </span>
              <span className="px-1.5 text-xs font-bold text-muted">vs</span>
              <span
                translate="no"
                className={row.winner === row.team2 ? "font-extrabold" : "font-medium"}
              >
                {row.team2}
              </span>
            </th>
            <td className={cell.td}>
              {row.href ? (
                <a href={row.href} className="font-bold link-inline tabular-nums">
                  {row.score}
                  <span className="sr-only">
                    : {row.team1} v {row.team2}, the match
                  </span>
                </a>
              ) : (
                <span className="font-bold tabular-nums">{row.score}</span>
              )}
              <span className="block text-xs text-muted">{row.result}</span>
              <MatchStatusBadge state={row.state} />
            </td>
            <td className={cell.td}>{row.stage}</td>
            <td className={`${cell.td} text-muted`}>{row.date}</td>
            <td className={cell.td}>
              {row.watch ? (
                <WatchLink href={row.watch} what={`${row.team1} vs ${row.team2}`} />
              ) : (
                <span className="text-muted">—</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** A season's leaderboard: rank, player (linked), team (linked) and the figure. */
export function LeaderboardTable({
  caption,
  valueLabel,
  rows,
}: {
  caption: string;
  valueLabel: string;
  rows: readonly (LeaderboardRow & { href?: string; teamHref?: string })[];
}) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.num}`}>
            #
          </th>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Player
          </th>
          <th scope="col" className={cell.th}>
            Team
          </th>
          <th scope="col" className={`${cell.th} ${cell.num}`}>
            {valueLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.player}>
            <td className={`${cell.td} ${cell.num} font-bold text-muted`}>{row.rank}</td>
            <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-semibold`}>
              {row.href ? (
                <a href={row.href} className={TEAM_LINK}>
                  {row.player}
                </a>
              ) : (
                row.player
              )}
            </th>
            <td translate="no" className={cell.td}>
              {row.teamHref ? (
                <a href={row.teamHref} className={TEAM_LINK}>
                  {row.team}
                </a>
              ) : (
                row.team
              )}
            </td>
            <td className={`${cell.td} ${cell.num} font-extrabold`}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function QualifierFixturesTable({
  caption,
  rows,
  showLink,
}: {
  caption: string;
  rows: readonly QualifierFixtureRow[];
  showLink: boolean;
}) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Match
          </th>
          <th scope="col" className={cell.th}>
            Date
          </th>
          <th scope="col" className={cell.th}>
            Group
          </th>
          <th scope="col" className={cell.th}>
            Result
          </th>
          {showLink ? (
            <th scope="col" className={cell.th}>
              Link
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.match}-${row.date}`}>
            <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-semibold`}>
              {row.match}
            </th>
            <td className={cell.td}>{row.date}</td>
            <td className={cell.td}>Group {row.group}</td>
            <td className={cell.td}>
              {row.result ?? <span className="text-muted">To be played</span>}
            </td>
            {showLink ? (
              <td className={cell.td}>
                {row.watch ? <WatchLink href={row.watch} what={row.match} /> : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
