import type { Route } from "./+types/fixtures";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { FixturesTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { getCscSeason } from "~/features/tournaments/seasons.server";
import { cscFixtureRows } from "~/features/tournaments/views";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("csc", "fixtures", request);
  const season = getCscSeason(Number(values.year))!;
  return { year: season.year, choices: groups, rows: cscFixtureRows(season) };
}

export default function CscFixtures({ loaderData }: Route.ComponentProps) {
  const { year, choices, rows } = loaderData;
  return (
    <>
      <PageHeading title="CSC Fixtures">
        The {rows.length - 1} league matches and the Grand Final of {year}: 5 overs a side, scores as runs-wickets with the overs faced.
      </PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <FixturesTable caption={`CSC ${year} fixtures and results`} rows={rows} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "csc", "fixtures", "Cricket Super Cup fixtures and results: 15 league matches and the Grand Final, with scores and watch links.");

export const headers = sharedPageHeaders;
