// What each tournament screen shows, for any tournament: the route modules (routes/gaming/tournament/)
// are one set for all, and the sport of the tournament decides the tables, the choices and the words.
import { matchPath, matchSlug, playerPath, teamPath } from "~/features/tournaments/model/addresses";
import { showcaseFacts } from "~/features/tournaments/figures/facts";
import { infoSections } from "./info.server";
import { knockoutMatch } from "~/features/tournaments/figures/knockouts";
import { pageChoices, type ChoiceGroup } from "./page-choices.server";
import {
  CONTINENTS,
  type FootballKnockoutStage,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";
import { CRICKET_LEAGUES } from "~/features/tournaments/model/cricket-season";
import { footballContent, tournamentContent } from "~/features/tournaments/files/current.server";

import { tableRules } from "~/features/tournaments/figures/standings";
import {
  cricketLeaderboard,
  footballLeaderboard,
  type CricketMetric,
  type LeaderboardRow,
  type FootballMetric,
} from "~/features/tournaments/figures/stats";
import {
  tournament,
  tournamentPageOf,
  type TournamentId,
  type TournamentPage,
} from "~/features/tournaments/model/tournaments";
import {
  bracketView,
  type BracketRoundView,
  cricketFixtureRows,
  footballFixtureRows,
  type WatchLinks,
} from "./rows";
import { siteConfig } from "~/site.config";
import { counted, countWord, listText } from "~/utils/text";

/** The tournament a request is for: one set of route modules serves every tournament's pages. */
export function tournamentOf(request: Request, page: TournamentPage): TournamentId {
  const found = tournamentPageOf(new URL(request.url).pathname);
  if (!found || found.page !== page)
    throw new Error(`${request.url} is not a tournament's ${page || "home"} page`);
  return found.id;
}

/** The tournament's names and accent, which every screen's frame and title need. */
export function screenHead(id: TournamentId) {
  const { name, short, sportName, accent } = tournament(id);
  return { id, name, short, sportName, accent };
}

/** Where the tournament's Watch buttons lead: the matches' videos, or searches of the site's channel. */
export function watchLinks(id: TournamentId): WatchLinks {
  return { channelUrl: siteConfig.channel.url, short: tournament(id).short };
}

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

// ---- teams ------------------------------------------------------------------

export function teamsScreen(request: Request) {
  const id = tournamentOf(request, "teams");
  const { choices, values, year } = chosen(id, "teams", request);
  const content = tournamentContent(id);
  const description =
    content.sport === "football"
      ? `The clubs of the ${tournament(id).name} by group and year, with each club's continent or country.`
      : `The franchises of the ${tournament(id).name} by country, each with its league: ${listText(origins(id).items.map((item) => item.badge ?? item.title))}.`;
  const base = { ...screenHead(id), year, choices, description };
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

// ---- fixtures ---------------------------------------------------------------

/** Each played tie of the bracket linked to its match page. */
function bracketWithMatchPages(
  id: TournamentId,
  season: FootballSeason,
  rounds: BracketRoundView[],
): BracketRoundView[] {
  return rounds.map((round) => ({
    ...round,
    ties: round.ties.map((tie) => {
      const match = knockoutMatch(season, tie.stage as FootballKnockoutStage);
      return match ? { ...tie, href: matchPath(id, season.year, matchSlug(match)) } : tie;
    }),
  }));
}

export function fixturesScreen(request: Request) {
  const id = tournamentOf(request, "fixtures");
  const { choices, year } = chosen(id, "fixtures", request);
  const content = tournamentContent(id);
  const base = {
    ...screenHead(id),
    year,
    choices,
    description: `${tournament(id).name} fixtures and results, with watch links.`,
  };
  if (year === undefined)
    return { ...base, intro: "", empty: NONE("results"), rows: [], bracket: undefined };
  if (content.sport === "football") {
    const season = content.seasons.get(year)!;
    return {
      ...base,
      description: `${base.name} fixtures and results: group matches, quarterfinals, semifinals and the Grand Final, with watch links.`,
      empty: undefined,
      intro: `Every match of the ${year} ${base.name} with its result, and where to watch it.`,
      rows: footballFixtureRows(season, watchLinks(id), (slug) => matchPath(id, year, slug)),
      bracket: bracketWithMatchPages(id, season, bracketView(season, tableRules(tournament(id)))),
    };
  }
  const season = content.seasons.get(year)!;
  const league = season.matches.filter((match) => match.stage === "League").length;
  const finals = season.matches.length - league;
  return {
    ...base,
    description: `${base.name} fixtures and results: ${league} league matches${finals ? " and the Grand Final" : ""}, with scores and watch links.`,
    empty: undefined,
    intro: `The ${countWord(league)} league matches${finals ? " and the Grand Final" : ""} of ${year}: 5 overs a side, scores as runs-wickets with the overs faced.`,
    rows: cricketFixtureRows(season, watchLinks(id), (slug) => matchPath(id, year, slug)),
    bracket: undefined,
  };
}

// ---- stats ------------------------------------------------------------------

const STAT_LABELS: Record<FootballMetric | CricketMetric, string> = {
  goals: "Goals",
  assists: "Assists",
  cleanSheets: "Clean sheets",
  runs: "Runs",
  wickets: "Wickets",
};

/** Leaderboard rows with each player's and team's page. */
function linked(id: TournamentId, rows: readonly LeaderboardRow[]) {
  return rows.map((row) => ({
    ...row,
    href: playerPath(id, row.player),
    teamHref: teamPath(id, row.team),
  }));
}

export function statsScreen(request: Request) {
  const id = tournamentOf(request, "stats");
  const { choices, values, year } = chosen(id, "stats", request);
  const content = tournamentContent(id);
  const description =
    content.sport === "football"
      ? `${tournament(id).name} leaderboards: goals, assists and goalkeepers' clean sheets, by season.`
      : `${tournament(id).name} Top 10 leaderboards: most runs and most wickets of the season.`;
  const base = { ...screenHead(id), year, choices, description };
  if (year === undefined)
    return { ...base, intro: "", empty: NONE("results"), label: "", caption: "", rows: [] };
  const metric = values.metric as FootballMetric | CricketMetric;
  const label = STAT_LABELS[metric];
  if (content.sport === "football") {
    return {
      ...base,
      empty: undefined,
      intro: `Leaders of the ${year} season from every match, extra time included. Players level share a rank.`,
      label,
      caption: `${label}, ${base.short} ${year}`,
      rows: linked(
        id,
        footballLeaderboard(footballContent(id).seasons.get(year)!, metric as FootballMetric),
      ),
    };
  }
  return {
    ...base,
    empty: undefined,
    intro: `The Top 10 of ${year}, the Grand Final included. Players level share a rank, and a tie at tenth keeps them all.`,
    label,
    caption: `Top 10 ${label.toLowerCase()}, ${base.short} ${year}`,
    rows: linked(id, cricketLeaderboard(content.seasons.get(year)!, metric as CricketMetric)),
  };
}

// ---- info -------------------------------------------------------------------

export function infoScreen(request: Request) {
  const id = tournamentOf(request, "info");
  const info = tournament(id);
  const facts = showcaseFacts(tournamentContent(id));
  const description =
    info.sport === "football"
      ? `${info.name} rules: ${facts ? `${countWord(facts.groups)} groups of ${countWord(facts.perGroup)}, ` : ""}the top ${countWord(info.qualifyingPlaces)} advance, extra time then penalties, cards as the last tie-breaker.`
      : `${info.name} rules: 5 overs and 5 wickets a side, one DRS review per innings, a round robin and a Grand Final.`;
  return {
    ...screenHead(id),
    description,
    intro:
      info.sport === "football"
        ? `How the ${info.name} is played, from the group draw to the Grand Final.`
        : `How the ${info.name} is played: five overs, five wickets, one league and a Grand Final.`,
    sections: infoSections(info, facts),
  };
}

/** The years a screen offers, for its description ("2024 and 2025"). */
export function yearsText(years: readonly (number | string)[]): string {
  return listText(years.map(String));
}
