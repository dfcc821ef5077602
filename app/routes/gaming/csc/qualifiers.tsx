import type { Route } from "./+types/qualifiers";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { QualifiersView } from "~/components/tournament/qualifiers-view";
import { CricketStandingsTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices, qualifiersYearValue } from "~/features/tournaments/pages.server";
import { cscQualifierTable, showsLinkColumn } from "~/features/tournaments/qualifiers";
import { getCscQualifiers, tournamentYears } from "~/features/tournaments/seasons.server";
import { cricketStandingRows, cscQualifierRows } from "~/features/tournaments/views";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("csc", "qualifiers", request);
  const year = tournamentYears("csc").qualifiers.find((label) => qualifiersYearValue(label) === values.year)!;
  const qualifiers = getCscQualifiers(year)!;
  const group = qualifiers.groups.find((entry) => String(entry.group) === values.group)!;
  return {
    year,
    group: group.group,
    choices: groups,
    table: cricketStandingRows(cscQualifierTable(group)),
    fixtures: cscQualifierRows(group.group, group.fixtures),
    showLink: showsLinkColumn(qualifiers),
  };
}

export default function CscQualifiers({ loaderData }: Route.ComponentProps) {
  const { year, group, choices, table, fixtures, showLink } = loaderData;
  return (
    <>
      <PageHeading title="CSC Qualifiers">The group winner takes the place of last season&apos;s bottom side.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <QualifiersView
        short="CSC"
        year={year}
        group={group}
        table={<CricketStandingsTable caption={`CSC ${year} qualifiers, group ${group}`} rows={table} />}
        legend={`Qualified for the ${year.slice(0, 4)} season, once the group is complete.`}
        fixtures={fixtures}
        showLink={showLink}
      />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "csc", "qualifiers", "Cricket Super Cup qualifiers: the 2026 Q group table and its fixtures, with watch links.");

export const headers = sharedPageHeaders;
