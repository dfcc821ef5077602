import type { Route } from "./+types/fixtures";
import { Bracket } from "~/components/tournament/bracket";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { NoData, PageHeading } from "~/components/tournament/page-heading";
import { FixturesTable } from "~/components/tournament/tables";
import { LiveRegion, LiveUpdates } from "~/components/live-updates/live-updates";
import { liveTopics } from "~/features/live/live-topics.server";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { fixturesScreen } from "~/features/tournaments/bar/fixtures.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const screen = fixturesScreen(request);
  return { ...screen, live: liveTopics({ tournament: screen.id, year: screen.year }) };
}

export default function TournamentFixtures({ loaderData }: Route.ComponentProps) {
  const { short, year, intro, empty, choices, rows, bracket, live } = loaderData;
  const table = (
    <LiveRegion name="fixtures" label="Fixtures updated">
      <FixturesTable caption={`${short} ${year} fixtures and results`} rows={rows} />
    </LiveRegion>
  );
  return (
    <>
      <LiveUpdates live={live} />
      <PageHeading title={`${short} Fixtures`}>{intro}</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      {empty ? (
        <NoData>{empty}</NoData>
      ) : bracket ? (
        <>
          <section aria-labelledby="knockouts" className="mb-8">
            <h2 id="knockouts" className="mb-3 text-xl font-extrabold">
              Knockout bracket
            </h2>
            <Bracket rounds={bracket} label={`Knockout bracket, ${year}`} />
          </section>
          <section aria-labelledby="all-matches">
            <h2 id="all-matches" className="mb-3 text-xl font-extrabold">
              All matches
            </h2>
            {table}
          </section>
        </>
      ) : (
        table
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "fixtures");

export const headers = sharedPageHeaders;
