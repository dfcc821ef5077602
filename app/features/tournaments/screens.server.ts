// What each tournament screen shows, for any tournament: the route modules (routes/gaming/tournament/)
// are one set for all, and the sport of the tournament decides the tables, the choices and the words.
import { matchPath, matchSlug } from "./centre-paths";
import { cricketResultText, cricketWinner, inningsScoreText, oversNotation } from "./cricket";
import { showcaseFacts, tagline, tieBreakersText } from "./facts";
import { footballWinner } from "./football";
import { infoSections } from "./info";
import { knockoutMatch } from "./knockouts";
import { qualifiersYearValue } from "./choices";
import { pageChoices, type ChoiceGroup } from "./pages.server";
import { cscQualifierTable, showsLinkColumn, uccQualifierTable } from "./qualifiers";
import { CONTINENTS, CSC_LEAGUES, type CscSeason, type UccGroup, type UccKnockoutStage, type UccSeason } from "./schema";
import { cricketContent, footballContent, tournamentContent } from "./seasons.server";
import { centreTeams } from "./centre-index";
import { nameSlug, playerPath, teamPath } from "./centre-paths";
import { cricketGame, footballGame, type Game } from "./form";
import { groupTable, leagueTable, tableRules, type CricketRow, type FootballRow } from "./standings";
import { seasonGames } from "./team-season";
import { cscLeaderboard, uccLeaderboard, type CscMetric, type LeaderboardRow, type UccMetric } from "./stats";
import { otherTournaments, tournament, tournamentPageOf, type TournamentId, type TournamentPage } from "./tournaments";
import {
  bracketView,
  cricketStandingRows,
  type BracketRoundView,
  type FixtureRow,
  cscFixtureRows,
  cscQualifierRows,
  uccFixtureRows,
  uccQualifierRows,
  withExtras,
  type SportStandings,
  type WatchLinks,
} from "./rows";
import { channelSearchUrl, videoIdOf } from "~/features/media/youtube";
import { siteConfig } from "~/site.config";
import { counted, countWord, listText } from "~/utils/text";

/** The tournament a request is for: one set of route modules serves every tournament's pages. */
export function tournamentOf(request: Request, page: TournamentPage): TournamentId {
  const found = tournamentPageOf(new URL(request.url).pathname);
  if (!found || found.page !== page) throw new Error(`${request.url} is not a tournament's ${page || "home"} page`);
  return found.id;
}

/** The tournament's names and accent, which every screen's frame and title need. */
function head(id: TournamentId) {
  const { name, short, sportName, accent } = tournament(id);
  return { id, name, short, sportName, accent };
}

/** Where the tournament's Watch buttons lead: the matches' videos, or searches of the site's channel. */
export function watchLinks(id: TournamentId): WatchLinks {
  return { channelUrl: siteConfig.channel.url, short: tournament(id).short };
}

/** A screen with no season to show yet: the tournament says so instead of failing. */
const NONE = (what: string) => `No ${what} yet: the first season is on its way.`;

/** The choices of a page and its season, or undefined when the tournament has none for it. */
function chosen(
  id: TournamentId,
  page: TournamentPage,
  request: Request,
): { choices: ChoiceGroup[]; values: Record<string, string>; year: number | undefined } {
  const { values, groups } = pageChoices(id, page, request);
  const year = values.year ? Number(values.year) : undefined;
  return { choices: groups, values, year };
}

// ---- home -------------------------------------------------------------------

export type HomeFinal = {
  title: string;
  date: string;
  sides: readonly [{ name: string; score: string; detail?: string; won: boolean }, { name: string; score: string; detail?: string; won: boolean }];
  result: string;
  /** "Atletico Madrid 0-1 Dortmund", "Melbourne Stars 56-0 v Sydney Thunder 61-2". */
  scoreLine: string;
  /** Its video, when the data names one: played here, on click. */
  videoId: string | undefined;
  /** Where the final is watched: its video, or a search of the channel for it. */
  watch: string;
  videoTitle: string;
  /** Its match page. */
  href: string;
};

function footballFinal(id: TournamentId, season: UccSeason): HomeFinal | undefined {
  const { name } = tournament(id);
  const final = knockoutMatch(season, "Grand Final");
  if (!final) return undefined;
  const winner = footballWinner(final);
  const scorers = final.events.map((event) => `${event.scorer} (${event.team}${event.minute ? `, ${event.minute}'` : ""})`);
  return {
    title: `Season ${season.year} Grand Final`,
    date: final.date.split(" · ")[1]!,
    sides: [
      { name: final.team1, score: String(final.goals1), won: winner === final.team1 },
      { name: final.team2, score: String(final.goals2), won: winner === final.team2 },
    ],
    result: `${winner} win the ${season.year} ${name}${scorers.length ? ` · Goal${scorers.length === 1 ? "" : "s"}: ${scorers.join(", ")}` : ""}`,
    scoreLine: `${final.team1} ${final.goals1}-${final.goals2} ${final.team2}`,
    videoId: videoIdOf(final.watch),
    watch: final.watch ?? channelSearchUrl(siteConfig.channel.url, `${tournament(id).short} ${season.year} Grand Final`),
    videoTitle: `${name} ${season.year} Grand Final`,
    href: matchPath(id, season.year, matchSlug(final)),
  };
}

function cricketFinal(id: TournamentId, season: CscSeason): HomeFinal | undefined {
  const { name } = tournament(id);
  const final = season.matches.find((match) => match.stage === "Grand Final");
  if (!final) return undefined;
  const winner = cricketWinner(final);
  const [first, second] = final.innings;
  const side = (innings: typeof first) => ({
    name: innings.team,
    score: inningsScoreText(innings),
    detail: `${oversNotation(innings.balls)} overs`,
    won: winner === innings.team,
  });
  return {
    title: `Season ${season.year} Grand Final`,
    date: final.date.split(" · ")[1]!,
    sides: [side(first), side(second)],
    result: cricketResultText(final),
    scoreLine: `${first.team} ${inningsScoreText(first)} v ${second.team} ${inningsScoreText(second)}`,
    videoId: videoIdOf(final.watch),
    watch: final.watch ?? channelSearchUrl(siteConfig.channel.url, `${tournament(id).short} ${season.year} Grand Final`),
    videoTitle: `${name} ${season.year} Grand Final`,
    href: matchPath(id, season.year, matchSlug({ date: final.date, team1: first.team, team2: second.team })),
  };
}

/** The latest final played: the newest season whose Grand Final is in (none while no season has one). */
function latestFinal(id: TournamentId): HomeFinal | undefined {
  const content = tournamentContent(id);
  for (const year of [...content.years.fixtures].reverse()) {
    const final = content.sport === "football" ? footballFinal(id, content.seasons.get(year)!) : cricketFinal(id, content.seasons.get(year)!);
    if (final) return final;
  }
  return undefined;
}

/** Where the teams come from, as the home page lists them: continents with their clubs, or the leagues of every season. */
function origins(id: TournamentId) {
  const content = tournamentContent(id);
  const year = content.years.defaultYear;
  if (content.sport === "football") {
    const season = year === undefined ? undefined : content.seasons.get(year)!;
    return {
      heading: "Continents",
      items: season
        ? CONTINENTS.map((continent) => {
            const clubs = season.teams.filter((team) => team.continent === continent).map((team) => team.name);
            return { key: continent, title: continent, badge: undefined, text: `${counted(clubs.length, "club")} in ${season.year}: ${clubs.join(", ")}` };
          })
        : [],
    };
  }
  // The leagues the franchises come from across seasons (a qualifier may bring a new one).
  const leagues = new Set([...content.seasons.values()].flatMap((season) => season.teams.map((team) => team.leagueCode)));
  return {
    heading: "Teams from the leagues",
    items: Object.entries(CSC_LEAGUES)
      .filter(([code]) => leagues.has(code as keyof typeof CSC_LEAGUES))
      .map(([code, name]) => ({ key: code, title: name, badge: code, text: undefined })),
  };
}

export function homeScreen(request: Request) {
  const id = tournamentOf(request, "");
  const content = tournamentContent(id);
  const final = latestFinal(id);
  const facts = showcaseFacts(content);
  const info = tournament(id);
  const spread = origins(id);
  return {
    ...head(id),
    intro: `${tagline(info, facts)} Every match is played, streamed and kept here.`,
    final,
    photos: content.home.photos,
    poster: content.home.finalPoster,
    origins: spread,
    others: otherTournaments(id).map((other) => ({
      ...head(other.id as TournamentId),
      text: tagline(other, showcaseFacts(tournamentContent(other.id as TournamentId))),
    })),
    description: `The ${info.name}: ${final ? `the ${final.title.replace("Season ", "")} ${final.scoreLine}, ` : ""}${info.sport === "football" ? "clubs from" : "teams from"} ${listText(spread.items.map((item) => item.title))}, fixtures, tables and stats.`,
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
  const base = { ...head(id), year, choices, description };
  if (year === undefined) return { ...base, intro: "", empty: NONE("teams"), cards: [], columns: 4 as const };
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
          .map((team) => ({ name: team.name, detail: team[view], badge: undefined, href: teamPath(id, team.name) })),
      })),
    };
  }
  const season = content.seasons.get(year)!;
  const countries = [...new Set(season.teams.map((team) => team.country))].sort((a, b) => a.localeCompare(b, "en"));
  return {
    ...base,
    empty: undefined,
    intro: `The franchises of the ${year} ${base.name} by country, with the league each comes from.`,
    columns: 3 as const,
    cards: countries.map((country) => ({
      title: country,
      teams: season.teams
        .filter((team) => team.country === country)
        .map(({ name, league, leagueCode }) => ({ name, detail: league, badge: leagueCode, href: teamPath(id, name) })),
    })),
  };
}

// ---- fixtures ---------------------------------------------------------------

/** Each fixture row linked to its match page (a row's sides are its match's, the side batting first first). */
function withMatchPages(id: TournamentId, year: number, rows: FixtureRow[]): FixtureRow[] {
  return rows.map((row) => ({ ...row, href: matchPath(id, year, matchSlug(row)) }));
}

/** Each played tie of the bracket linked to its match page. */
function bracketWithMatchPages(id: TournamentId, season: UccSeason, rounds: BracketRoundView[]): BracketRoundView[] {
  return rounds.map((round) => ({
    ...round,
    ties: round.ties.map((tie) => {
      const match = knockoutMatch(season, tie.stage as UccKnockoutStage);
      return match ? { ...tie, href: matchPath(id, season.year, matchSlug(match)) } : tie;
    }),
  }));
}

export function fixturesScreen(request: Request) {
  const id = tournamentOf(request, "fixtures");
  const { choices, year } = chosen(id, "fixtures", request);
  const content = tournamentContent(id);
  const base = { ...head(id), year, choices, description: `${tournament(id).name} fixtures and results, with watch links.` };
  if (year === undefined) return { ...base, intro: "", empty: NONE("results"), rows: [], bracket: undefined };
  if (content.sport === "football") {
    const season = content.seasons.get(year)!;
    return {
      ...base,
      description: `${base.name} fixtures and results: group matches, quarterfinals, semifinals and the Grand Final, with watch links.`,
      empty: undefined,
      intro: `Every match of the ${year} ${base.name} with its result, and where to watch it.`,
      rows: withMatchPages(id, year, uccFixtureRows(season, watchLinks(id))),
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
    rows: withMatchPages(id, year, cscFixtureRows(season, watchLinks(id))),
    bracket: undefined,
  };
}

// ---- standings --------------------------------------------------------------

/** A team's page, when it has one (a qualifiers side that never played a season has none). */
function teamHref(id: TournamentId): (team: string) => string | undefined {
  const teams = centreTeams(tournamentContent(id).seasons.values());
  return (team) => (teams.has(nameSlug(team)) ? teamPath(id, team) : undefined);
}

/** A season's match pages, for its form chips (qualifier fixtures have none). */
function matchHref(id: TournamentId, year: number | undefined): ((slug: string) => string) | undefined {
  return year === undefined ? undefined : (slug) => matchPath(id, year, slug);
}

function footballStandings(id: TournamentId, rows: readonly FootballRow[], games: readonly Game[], year?: number): SportStandings {
  return { sport: "football", rows: withExtras(rows, games, teamHref(id), matchHref(id, year)) };
}

function cricketStandings(id: TournamentId, rows: readonly CricketRow[], games: readonly Game[], year?: number): SportStandings {
  return { sport: "cricket", rows: cricketStandingRows(withExtras(rows, games, teamHref(id), matchHref(id, year))) };
}

export function standingsScreen(request: Request) {
  const id = tournamentOf(request, "standings");
  const { choices, values, year } = chosen(id, "standings", request);
  const info = tournament(id);
  const content = tournamentContent(id);
  const rules = tableRules(info);
  const description =
    content.sport === "football"
      ? `${info.name} group tables for ${yearsText(content.years.standings)}: played, won, lost, drawn and points, computed from the results.`
      : `${info.name} league table: played, won, lost, tied, points and net run rate, computed from every scorecard.`;
  const base = { ...head(id), year, choices, description };
  if (year === undefined) return { ...base, intro: "", empty: NONE("results"), caption: "", table: undefined, legend: "" };
  if (content.sport === "football") {
    const group = values.group as UccGroup;
    const season = content.seasons.get(year)!;
    return {
      ...base,
      empty: undefined,
      intro: `Win ${info.points.win}, draw ${info.points.draw}, loss ${info.points.loss}, computed from every group match. The top ${countWord(info.qualifyingPlaces)} of each group go through.`,
      caption: `Group ${group} standings, ${year}`,
      table: footballStandings(
        id,
        groupTable(rules, season, group),
        seasonGames({ ...season, matches: season.matches.filter((match) => match.stage === `Group ${group}`) }),
        year,
      ),
      legend: `Qualified for Knockouts. Ties on points are split by ${tieBreakersText(info)}.`,
    };
  }
  const league = cricketContent(id).seasons.get(year)!;
  return {
    ...base,
    empty: undefined,
    intro: `One league, every side playing every other once: win ${info.points.win}, tie ${info.points.draw}, loss ${info.points.loss}, then ${tieBreakersText(info)}.`,
    caption: `League table, ${year}`,
    table: cricketStandings(
      id,
      leagueTable(rules, league),
      seasonGames({ ...league, matches: league.matches.filter((match) => match.stage === "League") }),
      year,
    ),
    legend:
      "Qualified for the Grand Final. NRR is runs scored per over faced minus runs conceded per over bowled over the league; a side bowled out counts its full 5 overs.",
  };
}

// ---- stats ------------------------------------------------------------------

const STAT_LABELS: Record<UccMetric | CscMetric, string> = {
  goals: "Goals",
  assists: "Assists",
  cleanSheets: "Clean sheets",
  runs: "Runs",
  wickets: "Wickets",
};

/** Leaderboard rows with each player's and team's page. */
function linked(id: TournamentId, rows: readonly LeaderboardRow[]) {
  return rows.map((row) => ({ ...row, href: playerPath(id, row.player), teamHref: teamPath(id, row.team) }));
}

export function statsScreen(request: Request) {
  const id = tournamentOf(request, "stats");
  const { choices, values, year } = chosen(id, "stats", request);
  const content = tournamentContent(id);
  const description =
    content.sport === "football"
      ? `${tournament(id).name} leaderboards: goals, assists and goalkeepers' clean sheets, by season.`
      : `${tournament(id).name} Top 10 leaderboards: most runs and most wickets of the season.`;
  const base = { ...head(id), year, choices, description };
  if (year === undefined) return { ...base, intro: "", empty: NONE("results"), label: "", caption: "", rows: [] };
  const metric = values.metric as UccMetric | CscMetric;
  const label = STAT_LABELS[metric];
  if (content.sport === "football") {
    return {
      ...base,
      empty: undefined,
      intro: `Leaders of the ${year} season from every match, extra time included. Players level share a rank.`,
      label,
      caption: `${label}, ${base.short} ${year}`,
      rows: linked(id, uccLeaderboard(footballContent(id).seasons.get(year)!, metric as UccMetric)),
    };
  }
  return {
    ...base,
    empty: undefined,
    intro: `The Top 10 of ${year}, the Grand Final included. Players level share a rank, and a tie at tenth keeps them all.`,
    label,
    caption: `Top 10 ${label.toLowerCase()}, ${base.short} ${year}`,
    rows: linked(id, cscLeaderboard(content.seasons.get(year)!, metric as CscMetric)),
  };
}

// ---- qualifiers -------------------------------------------------------------

export function qualifiersScreen(request: Request) {
  const id = tournamentOf(request, "qualifiers");
  const { values, groups: choices } = pageChoices(id, "qualifiers", request);
  const info = tournament(id);
  const content = tournamentContent(id);
  const rules = tableRules(info, info.qualifierPlaces);
  const label = content.years.qualifiers.find((year) => qualifiersYearValue(year) === values.year);
  const rounds = content.years.qualifiers;
  const intro =
    info.sport === "football"
      ? `Clubs play for the last places of the draw; the top ${countWord(info.qualifierPlaces)} of each qualifiers group go through.`
      : info.qualifierPlaces === 1
        ? "The group winner takes the place of last season's bottom side."
        : `The top ${countWord(info.qualifierPlaces)} of each group take the places of last season's bottom sides.`;
  const base = {
    ...head(id),
    choices,
    intro,
    description: `${info.name} qualifiers: ${rounds.length ? `group tables and fixtures of the ${yearsText(rounds)} rounds` : "group tables and fixtures"}, with watch links.`,
  };
  if (label === undefined)
    return { ...base, year: undefined, empty: NONE("qualifiers"), group: 0, table: undefined, fixtures: [], showLink: false, legend: "" };
  const next = label.slice(0, 4);
  if (content.sport === "football") {
    const qualifiers = content.qualifiers.get(label)!;
    const group = qualifiers.groups.find((entry) => String(entry.group) === values.group)!;
    return {
      ...base,
      year: label,
      empty: undefined,
      group: group.group,
      table: footballStandings(
        id,
        uccQualifierTable(group, rules),
        group.fixtures.flatMap((fixture) => (fixture.result ? [footballGame({ team1: fixture.team1, team2: fixture.team2, ...fixture.result })] : [])),
      ),
      legend: `Qualified for the ${next} draw, once the group is complete.`,
      fixtures: uccQualifierRows(watchLinks(id), label, group.group, group.fixtures),
      showLink: showsLinkColumn(qualifiers),
    };
  }
  const qualifiers = content.qualifiers.get(label)!;
  const group = qualifiers.groups.find((entry) => String(entry.group) === values.group)!;
  return {
    ...base,
    year: label,
    empty: undefined,
    group: group.group,
    table: cricketStandings(
      id,
      cscQualifierTable(group, rules),
      group.fixtures.flatMap((fixture) => (fixture.result ? [cricketGame({ innings: fixture.result })] : [])),
    ),
    legend: `Qualified for the ${next} season, once the group is complete.`,
    fixtures: cscQualifierRows(watchLinks(id), label, group.group, group.fixtures),
    showLink: showsLinkColumn(qualifiers),
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
    ...head(id),
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
