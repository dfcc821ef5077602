// The standings tables of both sports (a group, the league, a qualifiers group): the team in the
// sticky column with "(Q)" once through, the numbers, the form guide; qualified rows highlighted.
import {
  signed,
  standingTeamText,
  type CricketStandingRow,
  type FootballStandingRow,
  type SportStandings,
} from "~/features/tournaments/bar/rows";
import type { FormEntry } from "~/features/tournaments/figures/form";
import { cell, DataTable } from "./data-table";
import { FormGuide } from "./form-guide";
import { TEAM_LINK } from "./tables";

type StandingRow = {
  team: string;
  qualified: boolean;
  form: readonly FormEntry[];
  href: string | undefined;
};

/** The Form column: shown from small screens up (a phone's table keeps the spec's columns in view). */
const FORM_CELL = "hidden sm:table-cell";
type Column<R> = {
  short: string;
  full: string;
  value: (row: R) => string | number;
  strong?: boolean;
};

/** A league table: the team (with "(Q)") in the sticky column, then the numbers; qualified rows highlighted. */
function StandingsTable<R extends StandingRow>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
}) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Teams
          </th>
          {columns.map((column) => (
            <th key={column.short} scope="col" className={`${cell.th} ${cell.num}`}>
              <abbr title={column.full} className="no-underline">
                {column.short}
              </abbr>
            </th>
          ))}
          <th scope="col" className={`${cell.th} ${FORM_CELL}`}>
            Form <span className="sr-only">(last five, oldest first)</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.team} className={row.qualified ? cell.highlighted : undefined}>
            <th
              scope="row"
              translate="no"
              className={`${cell.td} ${cell.sticky} text-left font-semibold`}
            >
              {row.href ? (
                <a href={row.href} className={TEAM_LINK}>
                  {standingTeamText(row)}
                </a>
              ) : (
                standingTeamText(row)
              )}
            </th>
            {columns.map((column) => (
              <td
                key={column.short}
                className={`${cell.td} ${cell.num} ${column.strong ? "font-extrabold" : ""}`}
              >
                {column.value(row)}
              </td>
            ))}
            <td className={`${cell.td} ${FORM_CELL}`}>
              <FormGuide form={row.form} label={`${row.team}'s form, oldest first`} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

const FOOTBALL_COLUMNS: readonly Column<FootballStandingRow>[] = [
  { short: "P", full: "Played", value: (row) => row.played },
  { short: "W", full: "Won", value: (row) => row.won },
  { short: "L", full: "Lost", value: (row) => row.lost },
  { short: "D", full: "Drawn", value: (row) => row.drawn },
  { short: "GD", full: "Goal difference", value: (row) => signed(row.goalDifference) },
  { short: "Pts", full: "Points", value: (row) => row.points, strong: true },
];

export function FootballStandingsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly FootballStandingRow[];
}) {
  return <StandingsTable caption={caption} rows={rows} columns={FOOTBALL_COLUMNS} />;
}

const CRICKET_COLUMNS: readonly Column<CricketStandingRow>[] = [
  { short: "P", full: "Played", value: (row) => row.played },
  { short: "W", full: "Won", value: (row) => row.won },
  { short: "L", full: "Lost", value: (row) => row.lost },
  { short: "D/T", full: "Drawn or tied", value: (row) => row.drawnOrTied },
  { short: "Pts", full: "Points", value: (row) => row.points, strong: true },
  { short: "NRR", full: "Net run rate", value: (row) => row.nrr },
];

function CricketStandingsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly CricketStandingRow[];
}) {
  return <StandingsTable caption={caption} rows={rows} columns={CRICKET_COLUMNS} />;
}

/** A standings table in its sport's columns. */
export function StandingsByTable({ caption, table }: { caption: string; table: SportStandings }) {
  return table.sport === "football" ? (
    <FootballStandingsTable caption={caption} rows={table.rows} />
  ) : (
    <CricketStandingsTable caption={caption} rows={table.rows} />
  );
}
