// A tournament's Standings page: the season's table (a group or the league), each row with its
// team's page and its form, the chips linking to their matches; the qualifiers' groups use the
// same rows (qualifiers.server.ts).
import { centreTeams } from "~/features/tournaments/model/names";
import { matchPath, nameSlug, teamPath } from "~/features/tournaments/model/addresses";
import { tieBreakersText } from "~/features/tournaments/figures/facts";
import type { Game } from "~/features/tournaments/figures/form";
import { cricketStandingRows, withExtras, type SportStandings } from "./rows";
import type { FootballGroup } from "~/features/tournaments/model/football-season";
import { tournamentAddress } from "~/features/tournaments/model/addresses";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { chosen, NONE, yearsText } from "./page-parts.server";
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
import { isLive, isPlayed } from "~/features/tournaments/model/match-status";

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

export function footballStandings(
  id: TournamentId,
  rows: readonly FootballRow[],
  games: readonly Game[],
  year?: number,
): SportStandings {
  return { sport: "football", rows: withExtras(rows, games, teamHref(id), matchHref(id, year)) };
}

export function cricketStandings(
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
  const { id } = tournamentAddress(request);
  const { choices, values, year } = chosen(id, "standings", request);
  const info = tournament(id);
  const content = tournamentContent(id);
  const rules = tableRules(info);
  const description =
    content.sport === "football"
      ? `${info.name} group tables for ${yearsText(content.years.standings)}: played, won, lost, drawn and points, computed from the results.`
      : `${info.name} league table: played, won, lost, tied, points and net run rate, computed from every scorecard.`;
  const base = { ...tournamentHead(id), year, choices, description };
  if (year === undefined)
    return {
      ...base,
      intro: "",
      empty: NONE("results"),
      caption: "",
      table: undefined,
      legend: "",
      asItStands: false,
    };
  if (content.sport === "football") {
    const group = values.group as FootballGroup;
    const season = content.seasons.get(year)!;
    const matches = season.matches.filter(
      (match) => match.stage === `Group ${group}` && isPlayed(match),
    );
    return {
      ...base,
      empty: undefined,
      intro: `Win ${info.points.win}, draw ${info.points.draw}, loss ${info.points.loss}, computed from every group match. The top ${countWord(info.qualifyingPlaces)} of each group go through.`,
      caption: `Group ${group} standings, ${year}${matches.some(isLive) ? ", as it stands" : ""}`,
      table: footballStandings(
        id,
        groupTable(rules, season, group),
        seasonGames({ ...season, matches }),
        year,
      ),
      asItStands: matches.some(isLive),
      legend: `Qualified for Knockouts. Ties on points are split by ${tieBreakersText(info)}.`,
    };
  }
  const league = cricketContent(id).seasons.get(year)!;
  const matches = league.matches.filter((match) => match.stage === "League" && isPlayed(match));
  return {
    ...base,
    empty: undefined,
    intro: `One league, every side playing every other once: win ${info.points.win}, tie ${info.points.draw}, loss ${info.points.loss}, then ${tieBreakersText(info)}.`,
    caption: `League table, ${year}${matches.some(isLive) ? ", as it stands" : ""}`,
    table: cricketStandings(
      id,
      leagueTable(rules, league),
      seasonGames({ ...league, matches }),
      year,
    ),
    asItStands: matches.some(isLive),
    legend:
      "Qualified for the Grand Final. NRR is runs scored per over faced minus runs conceded per over bowled over the league; a side bowled out counts its full 5 overs.",
  };
}
