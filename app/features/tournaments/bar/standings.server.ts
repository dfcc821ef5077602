// A tournament's tables, for any tournament: the season's standings (a group or the league) and
// the qualifiers' groups, each row with its team's page and its form, the chips linking to their
// matches where a season's match has a page.
import { centreTeams } from "~/features/tournaments/model/names";
import { matchPath, nameSlug, teamPath } from "~/features/tournaments/model/addresses";
import { qualifiersYearValue } from "./choices";
import { tieBreakersText } from "~/features/tournaments/figures/facts";
import { cricketGame, footballGame, type Game } from "~/features/tournaments/figures/form";
import { pageChoices } from "./page-choices.server";
import {
  cricketQualifierTable,
  showsLinkColumn,
  footballQualifierTable,
} from "~/features/tournaments/figures/qualifier-tables";
import {
  cricketStandingRows,
  cricketQualifierRows,
  footballQualifierRows,
  withExtras,
  type SportStandings,
} from "./rows";
import type { FootballGroup } from "~/features/tournaments/model/football-season";
import { chosen, NONE, screenHead, tournamentOf, watchLinks, yearsText } from "./bar-page.server";
import { cricketContent, tournamentContent } from "~/features/tournaments/files/current.server";
import {
  groupTable,
  leagueTable,
  tableRules,
  type CricketRow,
  type FootballRow,
} from "~/features/tournaments/figures/standings";
import { seasonGames } from "~/features/tournaments/figures/team-season";
import { tournament, type TournamentId } from "~/features/tournaments/model/tournaments";
import { countWord } from "~/utils/text";

/** A team's page, when it has one (a qualifiers side that never played a season has none). */
function teamHref(id: TournamentId): (team: string) => string | undefined {
  const teams = centreTeams(tournamentContent(id).seasons.values());
  return (team) => (teams.has(nameSlug(team)) ? teamPath(id, team) : undefined);
}

/** A season's match pages, for its form chips (qualifier fixtures have none). */
function matchHref(
  id: TournamentId,
  year: number | undefined,
): ((slug: string) => string) | undefined {
  return year === undefined ? undefined : (slug) => matchPath(id, year, slug);
}

function footballStandings(
  id: TournamentId,
  rows: readonly FootballRow[],
  games: readonly Game[],
  year?: number,
): SportStandings {
  return { sport: "football", rows: withExtras(rows, games, teamHref(id), matchHref(id, year)) };
}

function cricketStandings(
  id: TournamentId,
  rows: readonly CricketRow[],
  games: readonly Game[],
  year?: number,
): SportStandings {
  return {
    sport: "cricket",
    rows: cricketStandingRows(withExtras(rows, games, teamHref(id), matchHref(id, year))),
  };
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
  const base = { ...screenHead(id), year, choices, description };
  if (year === undefined)
    return {
      ...base,
      intro: "",
      empty: NONE("results"),
      caption: "",
      table: undefined,
      legend: "",
    };
  if (content.sport === "football") {
    const group = values.group as FootballGroup;
    const season = content.seasons.get(year)!;
    return {
      ...base,
      empty: undefined,
      intro: `Win ${info.points.win}, draw ${info.points.draw}, loss ${info.points.loss}, computed from every group match. The top ${countWord(info.qualifyingPlaces)} of each group go through.`,
      caption: `Group ${group} standings, ${year}`,
      table: footballStandings(
        id,
        groupTable(rules, season, group),
        seasonGames({
          ...season,
          matches: season.matches.filter((match) => match.stage === `Group ${group}`),
        }),
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
      seasonGames({
        ...league,
        matches: league.matches.filter((match) => match.stage === "League"),
      }),
      year,
    ),
    legend:
      "Qualified for the Grand Final. NRR is runs scored per over faced minus runs conceded per over bowled over the league; a side bowled out counts its full 5 overs.",
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
    ...screenHead(id),
    choices,
    intro,
    description: `${info.name} qualifiers: ${rounds.length ? `group tables and fixtures of the ${yearsText(rounds)} rounds` : "group tables and fixtures"}, with watch links.`,
  };
  if (label === undefined)
    return {
      ...base,
      year: undefined,
      empty: NONE("qualifiers"),
      group: 0,
      table: undefined,
      fixtures: [],
      showLink: false,
      legend: "",
    };
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
        footballQualifierTable(group, rules),
        group.fixtures.flatMap((fixture) =>
          fixture.result
            ? [footballGame({ team1: fixture.team1, team2: fixture.team2, ...fixture.result })]
            : [],
        ),
      ),
      legend: `Qualified for the ${next} draw, once the group is complete.`,
      fixtures: footballQualifierRows(watchLinks(id), label, group.group, group.fixtures),
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
      cricketQualifierTable(group, rules),
      group.fixtures.flatMap((fixture) =>
        fixture.result ? [cricketGame({ innings: fixture.result })] : [],
      ),
    ),
    legend: `Qualified for the ${next} season, once the group is complete.`,
    fixtures: cricketQualifierRows(watchLinks(id), label, group.group, group.fixtures),
    showLink: showsLinkColumn(qualifiers),
  };
}
