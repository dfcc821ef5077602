import type { QualifierFixtureRow } from "~/features/tournaments/bar/rows";
import { QualifierFixturesTable } from "./tables";

/**
 * A qualifiers group: its table (football or cricket, passed in) and its fixtures, the Link
 * column only when some fixture of the year has a watch link, and a line saying so when there are none.
 */
export function QualifiersView({
  short,
  year,
  group,
  table,
  legend,
  fixtures,
  showLink,
}: {
  short: string;
  year: string;
  group: number;
  table: React.ReactNode;
  legend: string;
  fixtures: readonly QualifierFixtureRow[];
  showLink: boolean;
}) {
  // One column that may shrink below its content (minmax(0, 1fr)): a wide table scrolls in its
  // own box instead of widening the column, and with it the page, on a phone.
  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="q-table">
        <h2 id="q-table" className="mb-3 text-xl font-extrabold">
          Group {group} table
        </h2>
        {table}
        <p className="mt-3 text-sm text-muted">
          <strong className="text-[var(--text)]">Q</strong> = {legend}
        </p>
      </section>
      <section aria-labelledby="q-fixtures">
        <h2 id="q-fixtures" className="mb-3 text-xl font-extrabold">
          Group {group} fixtures
        </h2>
        {fixtures.length === 0 ? (
          <p className="surface-card p-6 text-center text-lg font-semibold text-[var(--danger)]">
            No fixtures available for {short} {year}
          </p>
        ) : (
          <QualifierFixturesTable
            caption={`${short} ${year} qualifiers fixtures, group ${group}`}
            rows={fixtures}
            showLink={showLink}
          />
        )}
      </section>
    </div>
  );
}
