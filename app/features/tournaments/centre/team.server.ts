// The match centre's team pages of any tournament, and what the player pages share with them
// (player.server.ts): what they show, from the season data (figures/team-season.ts,
// figures/player-season.ts), with every link made here so the pages stay plain.
import { choiceNotFound } from "~/features/tournaments/frame/not-found.server";
import { centrePlayers, centreTeams, type Named } from "~/features/tournaments/model/names";
import {
  matchPath,
  matchSlug,
  playerPath,
  teamPath,
  tournamentAddress,
} from "~/features/tournaments/model/addresses";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { formText, formWithPages, type FormEntry } from "~/features/tournaments/figures/form";
import {
  rateText,
  type CricketBattingLine,
  type CricketBowlingLine,
} from "~/features/tournaments/figures/player-season";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { formatNrr, tableRules } from "~/features/tournaments/figures/standings";
import {
  cricketTeamSeason,
  footballTeamSeason,
  type TeamResult,
} from "~/features/tournaments/figures/team-season";
import {
  tournament,
  tournamentPath,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import type { MatchState } from "~/features/tournaments/model/match-status";
import { listText, ordinal } from "~/utils/text";

/** A figure in a season's summary: "Finish: Champions". */
export type Fact = { label: string; value: string };
/** A table the pages render as it is: header cells (short, full), then rows of a linked name and cells. */
export type LineTable = {
  caption: string;
  columns: { short: string; full: string }[];
  rows: {
    name: string;
    href: string | undefined;
    badge?: string;
    cells: string[];
    cellHrefs?: (string | undefined)[];
  }[];
  note?: string;
};
export type ResultLine = {
  href: string;
  label: string;
  date: string;
  stage: string;
  opponent: string;
  opponentHref: string;
  /** The score in the parts a narrow screen may put on lines of their own: one for football, the two innings for cricket. */
  score: string[];
  result: string;
  /** Undefined until the match is over: the list shows its state (kick-off, live) instead. */
  outcome: FormEntry | undefined;
  state: MatchState;
};

export type TeamSeasonView = {
  year: number;
  facts: Fact[];
  form: FormEntry[];
  results: ResultLine[];
  squad: LineTable;
};

function resultLines(id: TournamentId, year: number, results: readonly TeamResult[]): ResultLine[] {
  return results.map((result) => ({
    href: matchPath(id, year, matchSlug(result)),
    label: result.date.label,
    date: result.date.day.text,
    stage: result.stage,
    opponent: result.opponent,
    opponentHref: teamPath(id, result.opponent),
    score: result.scoreParts,
    result: result.result,
    outcome: result.outcome,
    state: result.state,
  }));
}

function footballSeasonView(
  id: TournamentId,
  season: FootballSeason,
  team: string,
): TeamSeasonView {
  const line = footballTeamSeason(season, tableRules(tournament(id)), team);
  const played = line.played > 0;
  return {
    year: season.year,
    facts: [
      {
        label: "Group",
        value: line.groupPosition
          ? `${line.group}, ${ordinal(line.groupPosition)} of ${line.groupSize}`
          : line.group,
      },
      { label: "Finish", value: line.finish.text },
      ...(played
        ? [
            { label: "Record", value: `Won ${line.won}, drawn ${line.drawn}, lost ${line.lost}` },
            { label: "Goals", value: `${line.goalsFor} for, ${line.goalsAgainst} against` },
          ]
        : []),
    ],
    form: formWithPages(line.form, (slug) => matchPath(id, season.year, slug)),
    results: resultLines(id, season.year, line.results),
    squad: {
      caption: `${team} squad, ${season.year}`,
      columns: [
        { short: "Goals", full: "Goals" },
        { short: "Assists", full: "Assists" },
        { short: "CS", full: "Clean sheets (goalkeepers)" },
      ],
      rows: line.squad.map((player) => ({
        name: player.player,
        href: playerPath(id, player.player),
        badge: player.goalkeeper ? "GK" : undefined,
        cells: [
          String(player.goals),
          String(player.assists),
          player.cleanSheets === undefined ? "—" : String(player.cleanSheets),
        ],
      })),
    },
  };
}

export const CRICKET_COLUMNS = [
  { short: "Runs", full: "Runs scored" },
  { short: "Balls", full: "Balls faced" },
  { short: "SR", full: "Strike rate: runs per 100 balls" },
  { short: "Wkts", full: "Wickets" },
  { short: "Econ", full: "Economy: runs conceded per over" },
];
export const ECONOMY_NOTE =
  "Economy over the matches whose page gives the bowler's overs (as many bowlers as overs begun: one over each); the data does not say who bowled the others.";

export function cricketCells(batting: CricketBattingLine, bowling: CricketBowlingLine): string[] {
  return [
    batting.innings ? String(batting.runs) : "—",
    batting.innings ? String(batting.balls) : "—",
    rateText(batting.strikeRate),
    bowling.innings ? String(bowling.wickets) : "—",
    rateText(bowling.economy),
  ];
}

function cricketSeasonView(id: TournamentId, season: CricketSeason, team: string): TeamSeasonView {
  const line = cricketTeamSeason(season, tableRules(tournament(id)), team);
  const played = line.played > 0;
  const { league } = line;
  return {
    year: season.year,
    facts: [
      ...(line.leaguePosition
        ? [{ label: "League", value: `${ordinal(line.leaguePosition)} of ${line.leagueSize}` }]
        : []),
      { label: "Finish", value: line.finish.text },
      ...(played
        ? [
            {
              label: "Record",
              value: `Won ${line.won}, lost ${line.lost}, tied ${line.drawnOrTied}`,
            },
            {
              label: "Runs (league)",
              value: `${league.runsFor} for, ${league.runsAgainst} against`,
            },
            { label: "NRR (league)", value: formatNrr(league.nrr) },
          ]
        : []),
    ],
    form: formWithPages(line.form, (slug) => matchPath(id, season.year, slug)),
    results: resultLines(id, season.year, line.results),
    squad: {
      caption: `${team} players, ${season.year}`,
      columns: CRICKET_COLUMNS,
      rows: line.squad.map(({ player, batting, bowling }) => ({
        name: player,
        href: playerPath(id, player),
        cells: cricketCells(batting, bowling),
      })),
      note: line.squad.length ? ECONOMY_NOTE : undefined,
    },
  };
}

/** The seasons of a tournament, newest first. */
export function seasonsNewestFirst(id: TournamentId): (FootballSeason | CricketSeason)[] {
  return [...tournamentContent(id).seasons.values()].sort((a, b) => b.year - a.year);
}

function teamsCrumbs(id: TournamentId) {
  const { short } = tournament(id);
  return [
    { label: short, href: tournamentPath(id) },
    { label: "Teams", href: tournamentPath(id, "teams") },
  ];
}

/** The 404 of an unknown team: every team of the tournament to choose from (shared by every unknown team's address). */
function unknownTeam(id: TournamentId, teams: Map<string, Named>) {
  return choiceNotFound({
    message: `The ${tournament(id).name} has no team at this address.`,
    label: "Team",
    links: [...teams.values()]
      .sort((a, b) => a.name.localeCompare(b.name, "en"))
      .map((team) => ({ label: team.name, href: teamPath(id, team.name) })),
  });
}

export function teamScreen(request: Request, slug: string) {
  const { id } = tournamentAddress(request);
  const content = tournamentContent(id);
  const teams = centreTeams(content.seasons.values());
  const found = teams.get(slug);
  if (!found) throw unknownTeam(id, teams);
  const info = tournament(id);
  const name = found.name;
  const seasons = seasonsNewestFirst(id)
    .filter((season) => season.teams.some((team) => team.name === name))
    .map((season) =>
      content.sport === "football"
        ? footballSeasonView(id, season as FootballSeason, name)
        : cricketSeasonView(id, season as CricketSeason, name),
    );
  const latest = seasons[0]!;
  const finishes = seasons.flatMap((season) => {
    const finish = season.facts.find((fact) => fact.label === "Finish")!.value;
    return finish === "Champions" || finish === "Runners-up"
      ? [`${finish.toLowerCase()} in ${season.year}`]
      : [];
  });
  const description = `${name} in the ${info.name}, ${listText(found.years.map(String))}: ${finishes.length ? `${listText(finishes)}; ` : ""}every result, the form guide, ${
    info.sport === "football" ? "goals for and against" : "runs for and against, net run rate"
  } and each player's numbers.`;
  const team = content.seasons.get(latest.year)!.teams.find((entry) => entry.name === name)!;
  const origin =
    "continent" in team ? `${team.country}, ${team.continent}` : `${team.country}, ${team.league}`;
  return {
    ...tournamentHead(id),
    team: name,
    origin,
    crumbs: teamsCrumbs(id),
    description,
    intro: `${info.sport === "football" ? "Club" : "Franchise"} from ${origin}; in the ${info.short} ${listText(found.years.map(String))}.${
      latest.form.length ? ` Latest form: ${formText(latest.form).toLowerCase()}.` : ""
    }`,
    seasons,
  };
}

/** Every team and player page of a tournament (for the sitemap and the tests). */
export function centreAddresses(id: TournamentId): { teams: string[]; players: string[] } {
  const seasons = tournamentContent(id).seasons.values();
  const all = [...seasons];
  return {
    teams: [...centreTeams(all).values()].map((team) => teamPath(id, team.name)),
    players: [...centrePlayers(all).values()].map((player) => playerPath(id, player.name)),
  };
}
