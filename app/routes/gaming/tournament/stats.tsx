import type { Route } from "./+types/stats";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { NoData, PageHeading } from "~/components/tournament/page-heading";
import { LeaderboardTable } from "~/components/tournament/tables";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { statsScreen } from "~/features/tournaments/bar/stats.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  return statsScreen(request);
}

export default function TournamentStats({ loaderData }: Route.ComponentProps) {
  const { short, intro, empty, choices, label, caption, rows } = loaderData;
  return (
    <>
      <PageHeading title={`${short} Stats`}>{intro}</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      {empty ? (
        <NoData>{empty}</NoData>
      ) : (
        <LeaderboardTable caption={caption} valueLabel={label} rows={rows} />
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "stats");

export const headers = sharedPageHeaders;
