import type { Route } from "./+types/teams";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { TeamCard } from "~/components/tournament/team-card";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { UCC_GROUPS } from "~/features/tournaments/schema";
import { getUccSeason } from "~/features/tournaments/seasons.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("ucc", "teams", request);
  const season = getUccSeason(Number(values.year))!;
  const view = values.view === "country" ? "country" : "continent";
  return {
    year: season.year,
    view,
    choices: groups,
    groups: UCC_GROUPS.map((group) => ({
      group,
      teams: season.teams.filter((team) => team.group === group).map((team) => ({ name: team.name, detail: team[view] })),
    })),
  };
}

export default function UccTeams({ loaderData }: Route.ComponentProps) {
  const { year, view, choices, groups } = loaderData;
  return (
    <>
      <PageHeading title="UCC Teams">
        The clubs of the {year} Ultimate Clubs Cup by group, with their {view}.
      </PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map(({ group, teams }) => (
          <TeamCard key={group} title={`Group ${group}`} teams={teams} />
        ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "ucc", "teams", "The clubs of the Ultimate Clubs Cup by group and year, with each club's continent or country.");

export const headers = sharedPageHeaders;
