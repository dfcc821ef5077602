// The match centre's player pages of any tournament: a line per season and every match the
// player counted in, from the season data (figures/player-season.ts), each match linked to its page.
import { centrePlayers } from "~/features/tournaments/model/names";
import {
  matchPath,
  matchSlug,
  teamPath,
  tournamentAddress,
} from "~/features/tournaments/model/addresses";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { cricketCells, CRICKET_COLUMNS, ECONOMY_NOTE, seasonsNewestFirst } from "./team.server";
import { inningsScoreText } from "~/features/tournaments/figures/cricket";
import { choiceNotFound } from "~/features/tournaments/frame/not-found.server";
import {
  cricketContributions,
  cricketLine,
  footballContributions,
  footballLine,
} from "~/features/tournaments/figures/player-season";
import type { CricketMatch, CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { inOrderPlayed } from "~/features/tournaments/figures/team-season";
import {
  tournament,
  tournamentPath,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { matchState, type MatchState } from "~/features/tournaments/model/match-status";
import { listText } from "~/utils/text";

/** A match's sides and scores in order ("Dortmund", "3-1", "Sydney FC"); a score must not break on a narrow screen. */
type MatchSidesPart = { text: string; score: boolean };
type PlayerMatchLine = {
  href: string;
  label: string;
  date: string;
  teams: MatchSidesPart[];
  detail: string;
  /** A live match shows its badge: its figures are so far. */
  state: MatchState;
};

const side = (text: string): MatchSidesPart => ({ text, score: false });
const score = (text: string): MatchSidesPart => ({ text, score: true });
export type PlayerSeasonView = {
  year: number;
  team: string;
  teamHref: string;
  played: boolean;
  matches: PlayerMatchLine[];
};

function minutes(list: readonly (number | undefined)[], word: string): string {
  if (!list.length) return "";
  const known = list.filter((minute): minute is number => minute !== undefined);
  const count = `${list.length} ${word}${list.length === 1 ? "" : "s"}`;
  return known.length ? `${count} (${known.map((minute) => `${minute}'`).join(", ")})` : count;
}

function footballMatchLine(
  id: TournamentId,
  year: number,
  match: FootballMatch,
  detail: string,
): PlayerMatchLine {
  return {
    href: matchPath(id, year, matchSlug(match)),
    label: match.date.label,
    date: match.date.day.text,
    teams: [side(match.team1), score(`${match.goals1}-${match.goals2}`), side(match.team2)],
    detail,
    state: matchState(match),
  };
}

function cricketMatchLine(
  id: TournamentId,
  year: number,
  match: CricketMatch,
  detail: string,
): PlayerMatchLine {
  const [first, second] = match.innings;
  return {
    href: matchPath(
      id,
      year,
      matchSlug({ date: match.date, team1: first.team, team2: second.team }),
    ),
    label: match.date.label,
    date: match.date.day.text,
    teams: [
      side(first.team),
      score(inningsScoreText(first)),
      side(`v ${second.team}`),
      score(inningsScoreText(second)),
    ],
    detail,
    state: matchState(match),
  };
}

/** The 404 of an unknown player: links to the stats and the teams (shared by every unknown player's address). */
function unknownPlayer(id: TournamentId) {
  return choiceNotFound({
    message: `The ${tournament(id).name} has no player at this address.`,
    label: "page",
    links: [
      { label: `${tournament(id).short} Stats`, href: tournamentPath(id, "stats") },
      { label: `${tournament(id).short} Teams`, href: tournamentPath(id, "teams") },
    ],
  });
}

type PlayerContext = {
  id: TournamentId;
  name: string;
  crumbs: { label: string; href: string }[];
};

function footballPlayer({ id, name, crumbs }: PlayerContext, seasons: readonly FootballSeason[]) {
  const info = tournament(id);
  const lines = seasons.map((season) => ({ season, line: footballLine(season, name)! }));
  const keeper = lines.some(({ line }) => line.goalkeeper);
  const views: PlayerSeasonView[] = lines.map(({ season, line }) => ({
    year: season.year,
    team: line.team,
    teamHref: teamPath(id, line.team),
    played: season.matches.length > 0,
    matches: inOrderPlayed(
      footballContributions(season, name).map((entry) => ({ ...entry, date: entry.match.date })),
    ).map((entry) =>
      footballMatchLine(
        id,
        season.year,
        entry.match,
        [
          minutes(entry.goals, "goal"),
          minutes(entry.assists, "assist"),
          entry.cleanSheet ? "clean sheet" : "",
        ]
          .filter(Boolean)
          .join(", "),
      ),
    ),
  }));
  const totals = lines.reduce(
    (sum, { line }) => ({ goals: sum.goals + line.goals, assists: sum.assists + line.assists }),
    { goals: 0, assists: 0 },
  );
  return {
    ...tournamentHead(id),
    player: name,
    team: lines[0]!.line.team,
    teamHref: teamPath(id, lines[0]!.line.team),
    role: keeper ? "Goalkeeper" : "Player",
    crumbs,
    description: `${name} (${listText([...new Set(lines.map(({ line }) => line.team))])}) in the ${info.name}: ${totals.goals} goals and ${totals.assists} assists${
      keeper ? ", clean sheets" : ""
    } by season, and every match they counted in.`,
    lines: {
      caption: `${name}, season by season`,
      columns: [
        { short: "Goals", full: "Goals" },
        { short: "Assists", full: "Assists" },
        { short: "CS", full: "Clean sheets (goalkeepers)" },
      ],
      rows: lines.map(({ season, line }) => ({
        name: String(season.year),
        team: line.team,
        teamHref: teamPath(id, line.team),
        cells: [
          String(line.goals),
          String(line.assists),
          line.cleanSheets === undefined ? "—" : String(line.cleanSheets),
        ],
      })),
      note: undefined as string | undefined,
    },
    seasons: views,
  };
}

function cricketPlayer({ id, name, crumbs }: PlayerContext, seasons: readonly CricketSeason[]) {
  const info = tournament(id);
  const lines = seasons.map((season) => ({ season, line: cricketLine(season, name)! }));
  const views: PlayerSeasonView[] = lines.map(({ season, line }) => ({
    year: season.year,
    team: line.team,
    teamHref: teamPath(id, line.team),
    played: season.matches.length > 0,
    matches: cricketContributions(season, name).map((entry) =>
      cricketMatchLine(
        id,
        season.year,
        entry.match,
        [
          entry.batting
            ? `${entry.batting.runs}${entry.batting.balls === undefined ? "" : ` off ${entry.batting.balls}`} batting`
            : "",
          entry.bowling ? `${entry.bowling.wickets} for ${entry.bowling.runs ?? "?"} bowling` : "",
        ]
          .filter(Boolean)
          .join(", "),
      ),
    ),
  }));
  const runs = lines.reduce((sum, { line }) => sum + line.batting.runs, 0);
  const wickets = lines.reduce((sum, { line }) => sum + line.bowling.wickets, 0);
  return {
    ...tournamentHead(id),
    player: name,
    team: lines[0]!.line.team,
    teamHref: teamPath(id, lines[0]!.line.team),
    role: "Player",
    crumbs,
    description: `${name} (${listText([...new Set(lines.map(({ line }) => line.team))])}) in the ${info.name}: ${runs} runs and ${wickets} wickets, strike rate and economy by season, and every match they played.`,
    lines: {
      caption: `${name}, season by season`,
      columns: CRICKET_COLUMNS,
      rows: lines.map(({ season, line }) => ({
        name: String(season.year),
        team: line.team,
        teamHref: teamPath(id, line.team),
        cells: cricketCells(line.batting, line.bowling),
      })),
      note: ECONOMY_NOTE as string | undefined,
    },
    seasons: views,
  };
}

export function playerScreen(request: Request, slug: string) {
  const { id } = tournamentAddress(request);
  const content = tournamentContent(id);
  const found = centrePlayers(content.seasons.values()).get(slug);
  if (!found) throw unknownPlayer(id);
  const info = tournament(id);
  const crumbs = [
    { label: info.short, href: tournamentPath(id) },
    { label: "Stats", href: tournamentPath(id, "stats") },
  ];
  const context = { id, name: found.name, crumbs };
  const seasons = seasonsNewestFirst(id).filter((season) => found.years.includes(season.year));
  return content.sport === "football"
    ? footballPlayer(context, seasons as FootballSeason[])
    : cricketPlayer(context, seasons as CricketSeason[]);
}
