import type { Route } from "./+types/teams";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { TeamCard } from "~/components/tournament/team-card";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { getCscSeason } from "~/features/tournaments/seasons.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("csc", "teams", request);
  const season = getCscSeason(Number(values.year))!;
  const countries = [...new Set(season.teams.map((team) => team.country))].sort((a, b) => a.localeCompare(b, "en"));
  return {
    year: season.year,
    choices: groups,
    countries: countries.map((country) => ({
      country,
      teams: season.teams.filter((team) => team.country === country).map(({ name, league, leagueCode }) => ({ name, detail: league, badge: leagueCode })),
    })),
  };
}

export default function CscTeams({ loaderData }: Route.ComponentProps) {
  const { year, choices, countries } = loaderData;
  return (
    <>
      <PageHeading title="CSC Teams">The franchises of the {year} Cricket Super Cup by country, with the league each comes from.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {countries.map(({ country, teams }) => (
          <TeamCard key={country} title={country} teams={teams} />
        ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "csc", "teams", "The franchises of the Cricket Super Cup by country, each with its league: BBL, BPL, CPL, IPL, PSL and The Hundred.");

export const headers = sharedPageHeaders;
