// A tournament's Teams page: the season's teams by group (football, with each club's continent or
// country) or by country (cricket, with each franchise's league), each linked to its team page.
import { teamPath, tournamentAddress } from "~/features/tournaments/model/addresses";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { tournament } from "~/features/tournaments/model/tournaments";
import { chosen, NONE, origins } from "./page-parts.server";
import { listText } from "~/utils/text";

export function teamsScreen(request: Request) {
  const { id } = tournamentAddress(request);
  const { choices, values, year } = chosen(id, "teams", request);
  const content = tournamentContent(id);
  const description =
    content.sport === "football"
      ? `The clubs of the ${tournament(id).name} by group and year, with each club's continent or country.`
      : `The franchises of the ${tournament(id).name} by country, each with its league: ${listText(origins(id).items.map((item) => item.badge ?? item.title))}.`;
  const base = { ...tournamentHead(id), year, choices, description };
  if (year === undefined)
    return { ...base, intro: "", empty: NONE("teams"), cards: [], columns: 4 as const };
  if (content.sport === "football") {
    const season = content.seasons.get(year)!;
    const view = values.view === "country" ? "country" : "continent";
    const groups = [...new Set(season.teams.map((team) => team.group))].sort();
    return {
      ...base,
      empty: undefined,
      intro: `The clubs of the ${year} ${base.name} by group, with their ${view}.`,
      columns: 4 as const,
      cards: groups.map((group) => ({
        title: `Group ${group}`,
        teams: season.teams
          .filter((team) => team.group === group)
          .map((team) => ({
            name: team.name,
            detail: team[view],
            badge: undefined,
            href: teamPath(id, team.name),
          })),
      })),
    };
  }
  const season = content.seasons.get(year)!;
  const countries = [...new Set(season.teams.map((team) => team.country))].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
  return {
    ...base,
    empty: undefined,
    intro: `The franchises of the ${year} ${base.name} by country, with the league each comes from.`,
    columns: 3 as const,
    cards: countries.map((country) => ({
      title: country,
      teams: season.teams
        .filter((team) => team.country === country)
        .map(({ name, league, leagueCode }) => ({
          name,
          detail: league,
          badge: leagueCode,
          href: teamPath(id, name),
        })),
    })),
  };
}
