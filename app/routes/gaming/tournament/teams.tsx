import type { Route } from "./+types/teams";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { NoData, PageHeading } from "~/components/tournament/page-heading";
import { TeamCard } from "~/components/tournament/team-card";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { teamsScreen } from "~/features/tournaments/bar/teams.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  return teamsScreen(request);
}

export default function TournamentTeams({ loaderData }: Route.ComponentProps) {
  const { short, intro, empty, choices, cards, columns } = loaderData;
  return (
    <>
      <PageHeading title={`${short} Teams`}>{intro}</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      {empty ? (
        <NoData>{empty}</NoData>
      ) : (
        <div
          className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {cards.map(({ title, teams }) => (
            <TeamCard key={title} title={title} teams={teams} />
          ))}
        </div>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "teams");

export const headers = sharedPageHeaders;
