// What the pages of the tournament bar share: a page's choices with its season, the words of a
// page with no season yet, where the teams come from (home and Teams) and a list of years.
import { pageChoices, type ChoiceGroup } from "~/features/tournaments/choices/page-choices.server";
import { CONTINENTS } from "~/features/tournaments/model/football-season";
import { CRICKET_LEAGUES } from "~/features/tournaments/model/cricket-season";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import type { TournamentId, TournamentPage } from "~/features/tournaments/model/tournaments";
import { counted, listText } from "~/utils/text";

/** A screen with no season to show yet: the tournament says so instead of failing. */
export const NONE = (what: string) => `No ${what} yet: the first season is on its way.`;

/** The choices of a page and its season, or undefined when the tournament has none for it. */
export function chosen(
  id: TournamentId,
  page: TournamentPage,
  request: Request,
): { choices: ChoiceGroup[]; values: Record<string, string>; year: number | undefined } {
  const { values, groups } = pageChoices(id, page, request);
  const year = values.year ? Number(values.year) : undefined;
  return { choices: groups, values, year };
}

/** Where the teams come from, as the home and Teams pages tell it: continents with their clubs, or the leagues of every season. */
export function origins(id: TournamentId) {
  const content = tournamentContent(id);
  const year = content.years.defaultYear;
  if (content.sport === "football") {
    const season = year === undefined ? undefined : content.seasons.get(year)!;
    return {
      heading: "Continents",
      items: season
        ? CONTINENTS.map((continent) => {
            const clubs = season.teams
              .filter((team) => team.continent === continent)
              .map((team) => team.name);
            return {
              key: continent,
              title: continent,
              badge: undefined,
              text: `${counted(clubs.length, "club")} in ${season.year}: ${clubs.join(", ")}`,
            };
          })
        : [],
    };
  }
  // The leagues the franchises come from across seasons (a qualifier may bring a new one).
  const leagues = new Set(
    [...content.seasons.values()].flatMap((season) => season.teams.map((team) => team.leagueCode)),
  );
  return {
    heading: "Teams from the leagues",
    items: Object.entries(CRICKET_LEAGUES)
      .filter(([code]) => leagues.has(code as keyof typeof CRICKET_LEAGUES))
      .map(([code, name]) => ({ key: code, title: name, badge: code, text: undefined })),
  };
}

/** The years a screen offers, for its description ("2024 and 2025"). */
export function yearsText(years: readonly (number | string)[]): string {
  return listText(years.map(String));
}
