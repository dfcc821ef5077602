import type { Route } from "./+types/qualifiers";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { NoData, PageHeading } from "~/components/tournament/page-heading";
import { QualifiersView } from "~/components/tournament/qualifiers-view";
import { StandingsByTable } from "~/components/tournament/standings-table";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { qualifiersScreen } from "~/features/tournaments/bar/qualifiers.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  return qualifiersScreen(request);
}

export default function TournamentQualifiers({ loaderData }: Route.ComponentProps) {
  const { short, intro, year, empty, group, choices, table, legend, fixtures, showLink } =
    loaderData;
  return (
    <>
      <PageHeading title={`${short} Qualifiers`}>{intro}</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      {empty || !table || !year ? (
        <NoData>{empty}</NoData>
      ) : (
        <QualifiersView
          short={short}
          year={year}
          group={group}
          table={
            <StandingsByTable
              caption={`${short} ${year} qualifiers, group ${group}`}
              table={table}
            />
          }
          legend={legend}
          fixtures={fixtures}
          showLink={showLink}
        />
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "qualifiers");

export const headers = sharedPageHeaders;
