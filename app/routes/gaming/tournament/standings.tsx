import type { Route } from "./+types/standings";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { NoData, PageHeading } from "~/components/tournament/page-heading";
import { AsItStands } from "~/components/tournament/match-status";
import { LiveRegion, LiveUpdates } from "~/components/live-updates/live-updates";
import { liveTopics } from "~/features/live/live-topics.server";
import { StandingsByTable } from "~/components/tournament/standings-table";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { standingsScreen } from "~/features/tournaments/bar/standings.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const screen = standingsScreen(request);
  return { ...screen, live: liveTopics({ tournament: screen.id, year: screen.year }) };
}

export default function TournamentStandings({ loaderData }: Route.ComponentProps) {
  const { short, intro, empty, choices, caption, table, legend, live, asItStands } = loaderData;
  return (
    <>
      <LiveUpdates live={live} />
      <PageHeading title={`${short} Standings`}>{intro}</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      {empty || !table ? (
        <NoData>{empty}</NoData>
      ) : (
        <>
          <LiveRegion name="standings" label="Table updated">
            <AsItStands live={asItStands} />
            <StandingsByTable caption={caption} table={table} />
          </LiveRegion>
          <p className="mt-3 text-sm text-muted">
            <strong className="text-[var(--text)]">Q</strong> = {legend}
          </p>
        </>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "standings");

export const headers = sharedPageHeaders;
