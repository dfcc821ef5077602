import type { Route } from "./+types/qualifiers";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { QualifiersView } from "~/components/tournament/qualifiers-view";
import { FootballStandingsTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices, qualifiersYearValue } from "~/features/tournaments/pages.server";
import { showsLinkColumn, uccQualifierTable } from "~/features/tournaments/qualifiers";
import { getUccQualifiers, tournamentYears } from "~/features/tournaments/seasons.server";
import { uccQualifierRows } from "~/features/tournaments/views";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("ucc", "qualifiers", request);
  const year = tournamentYears("ucc").qualifiers.find((label) => qualifiersYearValue(label) === values.year)!;
  const qualifiers = getUccQualifiers(year)!;
  const group = qualifiers.groups.find((entry) => String(entry.group) === values.group)!;
  return {
    year,
    group: group.group,
    choices: groups,
    table: uccQualifierTable(group),
    fixtures: uccQualifierRows(group.group, group.fixtures),
    showLink: showsLinkColumn(qualifiers),
  };
}

export default function UccQualifiers({ loaderData }: Route.ComponentProps) {
  const { year, group, choices, table, fixtures, showLink } = loaderData;
  return (
    <>
      <PageHeading title="UCC Qualifiers">Clubs play for the last places of the draw; the top two of each qualifiers group go through.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <QualifiersView
        short="UCC"
        year={year}
        group={group}
        table={<FootballStandingsTable caption={`UCC ${year} qualifiers, group ${group}`} rows={table} />}
        legend={`Qualified for the ${year.slice(0, 4)} draw, once the group is complete.`}
        fixtures={fixtures}
        showLink={showLink}
      />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "ucc", "qualifiers", "Ultimate Clubs Cup qualifiers: group tables and fixtures of the 2025 Q and 2026 Q rounds, with watch links.");

export const headers = sharedPageHeaders;
