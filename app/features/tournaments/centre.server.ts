// The match centre's team and player pages of any tournament: what they show, from the season
// data (team-season.ts, player-season.ts), with every link made here so the pages stay plain.
import { choiceNotFound } from "./pages.server";
import { centrePlayers, centreTeams, type Named } from "./centre-index";
import { matchLabel, matchPath, matchSlug, playerPath, teamPath } from "./centre-paths";
import { formText, formWithPages, type FormEntry } from "./form";
import {
  cricketContributions,
  cricketLine,
  footballContributions,
  footballLine,
  rateText,
  type CricketBattingLine,
  type CricketBowlingLine,
} from "./player-season";
import { inningsScoreText } from "./cricket";
import type { CscMatch, CscSeason, UccMatch, UccSeason } from "./schema";
import { tournamentContent } from "./seasons.server";
import { formatNrr, tableRules } from "./standings";
import { cricketTeamSeason, footballTeamSeason, inOrderPlayed, type TeamResult } from "./team-season";
import { tournament, tournamentPath, type TournamentId } from "./tournaments";
import { listText } from "~/utils/text";

/** Which tournament a centre address is for: /gaming/{id}/teams/… or /gaming/{id}/players/…. */
export function centreTournamentOf(request: Request): TournamentId {
  const id = new URL(request.url).pathname.split("/")[2]!.toLowerCase();
  const found = tournament(id as TournamentId);
  if (!found) throw new Error(`${request.url} is not a tournament's page`);
  return found.id as TournamentId;
}

function head(id: TournamentId) {
  const { name, short, sportName, accent } = tournament(id);
  return { id, name, short, sportName, accent };
}

/** A figure in a season's summary: "Finish: Champions". */
export type Fact = { label: string; value: string };
/** A table the pages render as it is: header cells (short, full), then rows of a linked name and cells. */
export type LineTable = {
  caption: string;
  columns: { short: string; full: string }[];
  rows: { name: string; href: string | undefined; badge?: string; cells: string[]; cellHrefs?: (string | undefined)[] }[];
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
  outcome: FormEntry;
};

export type TeamSeasonView = {
  year: number;
  facts: Fact[];
  form: FormEntry[];
  results: ResultLine[];
  squad: LineTable;
};

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function resultLines(id: TournamentId, year: number, results: readonly TeamResult[]): ResultLine[] {
  return results.map((result) => ({
    href: matchPath(id, year, matchSlug(result)),
    label: matchLabel(result.date),
    date: result.date.split(" · ")[1]!,
    stage: result.stage,
    opponent: result.opponent,
    opponentHref: teamPath(id, result.opponent),
    score: result.scoreParts,
    result: result.result,
    outcome: result.outcome,
  }));
}

function footballSeasonView(id: TournamentId, season: UccSeason, team: string): TeamSeasonView {
  const line = footballTeamSeason(season, tableRules(tournament(id)), team);
  const played = line.played > 0;
  return {
    year: season.year,
    facts: [
      { label: "Group", value: line.groupPosition ? `${line.group}, ${ordinal(line.groupPosition)} of ${line.groupSize}` : line.group },
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
        cells: [String(player.goals), String(player.assists), player.cleanSheets === undefined ? "—" : String(player.cleanSheets)],
      })),
    },
  };
}

const CRICKET_COLUMNS = [
  { short: "Runs", full: "Runs scored" },
  { short: "Balls", full: "Balls faced" },
  { short: "SR", full: "Strike rate: runs per 100 balls" },
  { short: "Wkts", full: "Wickets" },
  { short: "Econ", full: "Economy: runs conceded per over" },
];
const ECONOMY_NOTE =
  "Economy over the matches whose page gives the bowler's overs (as many bowlers as overs begun: one over each); the data does not say who bowled the others.";

function cricketCells(batting: CricketBattingLine, bowling: CricketBowlingLine): string[] {
  return [
    batting.innings ? String(batting.runs) : "—",
    batting.innings ? String(batting.balls) : "—",
    rateText(batting.strikeRate),
    bowling.innings ? String(bowling.wickets) : "—",
    rateText(bowling.economy),
  ];
}

function cricketSeasonView(id: TournamentId, season: CscSeason, team: string): TeamSeasonView {
  const line = cricketTeamSeason(season, tableRules(tournament(id)), team);
  const played = line.played > 0;
  const { league } = line;
  return {
    year: season.year,
    facts: [
      ...(line.leaguePosition ? [{ label: "League", value: `${ordinal(line.leaguePosition)} of ${line.leagueSize}` }] : []),
      { label: "Finish", value: line.finish.text },
      ...(played
        ? [
            { label: "Record", value: `Won ${line.won}, lost ${line.lost}, tied ${line.drawnOrTied}` },
            { label: "Runs (league)", value: `${league.runsFor} for, ${league.runsAgainst} against` },
            { label: "NRR (league)", value: formatNrr(league.nrr) },
          ]
        : []),
    ],
    form: formWithPages(line.form, (slug) => matchPath(id, season.year, slug)),
    results: resultLines(id, season.year, line.results),
    squad: {
      caption: `${team} players, ${season.year}`,
      columns: CRICKET_COLUMNS,
      rows: line.squad.map(({ player, batting, bowling }) => ({ name: player, href: playerPath(id, player), cells: cricketCells(batting, bowling) })),
      note: line.squad.length ? ECONOMY_NOTE : undefined,
    },
  };
}

/** The seasons of a tournament, newest first. */
function seasonsNewestFirst(id: TournamentId): (UccSeason | CscSeason)[] {
  return [...tournamentContent(id).seasons.values()].sort((a, b) => b.year - a.year);
}

function teamsCrumbs(id: TournamentId) {
  const { short } = tournament(id);
  return [
    { label: short, href: tournamentPath(id) },
    { label: "Teams", href: tournamentPath(id, "teams") },
  ];
}

/** The 404 of an unknown team: every team of the tournament to choose from. */
function unknownTeam(id: TournamentId, slug: string, teams: Map<string, Named>) {
  return choiceNotFound({
    message: `The ${tournament(id).name} has no team "${slug.length > 40 ? `${slug.slice(0, 40)}…` : slug}".`,
    label: "Team",
    links: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name, "en")).map((team) => ({ label: team.name, href: teamPath(id, team.name) })),
  });
}

export function teamScreen(request: Request, slug: string) {
  const id = centreTournamentOf(request);
  const content = tournamentContent(id);
  const teams = centreTeams(content.seasons.values());
  const found = teams.get(slug);
  if (!found) throw unknownTeam(id, slug, teams);
  const info = tournament(id);
  const name = found.name;
  const seasons = seasonsNewestFirst(id)
    .filter((season) => season.teams.some((team) => team.name === name))
    .map((season) => (content.sport === "football" ? footballSeasonView(id, season as UccSeason, name) : cricketSeasonView(id, season as CscSeason, name)));
  const latest = seasons[0]!;
  const finishes = seasons.flatMap((season) => {
    const finish = season.facts.find((fact) => fact.label === "Finish")!.value;
    return finish === "Champions" || finish === "Runners-up" ? [`${finish.toLowerCase()} in ${season.year}`] : [];
  });
  const description = `${name} in the ${info.name}, ${listText(found.years.map(String))}: ${finishes.length ? `${listText(finishes)}; ` : ""}every result, the form guide, ${
    info.sport === "football" ? "goals for and against" : "runs for and against, net run rate"
  } and each player's numbers.`;
  const team = content.seasons.get(latest.year)!.teams.find((entry) => entry.name === name)!;
  const origin = "continent" in team ? `${team.country}, ${team.continent}` : `${team.country}, ${team.league}`;
  return {
    ...head(id),
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

// ---- players ----------------------------------------------------------------

/** A match's sides and scores in order ("Dortmund", "3-1", "Sydney FC"); a score must not break on a narrow screen. */
export type MatchSidesPart = { text: string; score: boolean };
export type PlayerMatchLine = { href: string; label: string; date: string; teams: MatchSidesPart[]; detail: string };

const side = (text: string): MatchSidesPart => ({ text, score: false });
const score = (text: string): MatchSidesPart => ({ text, score: true });
export type PlayerSeasonView = { year: number; team: string; teamHref: string; played: boolean; matches: PlayerMatchLine[] };

function minutes(list: readonly (number | undefined)[], word: string): string {
  if (!list.length) return "";
  const known = list.filter((minute): minute is number => minute !== undefined);
  const count = `${list.length} ${word}${list.length === 1 ? "" : "s"}`;
  return known.length ? `${count} (${known.map((minute) => `${minute}'`).join(", ")})` : count;
}

function footballMatchLine(id: TournamentId, year: number, match: UccMatch, detail: string): PlayerMatchLine {
  return {
    href: matchPath(id, year, matchSlug(match)),
    label: matchLabel(match.date),
    date: match.date.split(" · ")[1]!,
    teams: [side(match.team1), score(`${match.goals1}-${match.goals2}`), side(match.team2)],
    detail,
  };
}

function cricketMatchLine(id: TournamentId, year: number, match: CscMatch, detail: string): PlayerMatchLine {
  const [first, second] = match.innings;
  return {
    href: matchPath(id, year, matchSlug({ date: match.date, team1: first.team, team2: second.team })),
    label: matchLabel(match.date),
    date: match.date.split(" · ")[1]!,
    teams: [side(first.team), score(inningsScoreText(first)), side(`v ${second.team}`), score(inningsScoreText(second))],
    detail,
  };
}

function unknownPlayer(id: TournamentId, slug: string) {
  return choiceNotFound({
    message: `The ${tournament(id).name} has no player "${slug.length > 40 ? `${slug.slice(0, 40)}…` : slug}".`,
    label: "page",
    links: [
      { label: `${tournament(id).short} Stats`, href: tournamentPath(id, "stats") },
      { label: `${tournament(id).short} Teams`, href: tournamentPath(id, "teams") },
    ],
  });
}

export function playerScreen(request: Request, slug: string) {
  const id = centreTournamentOf(request);
  const content = tournamentContent(id);
  const found = centrePlayers(content.seasons.values()).get(slug);
  if (!found) throw unknownPlayer(id, slug);
  const info = tournament(id);
  const name = found.name;
  const crumbs = [
    { label: info.short, href: tournamentPath(id) },
    { label: "Stats", href: tournamentPath(id, "stats") },
  ];
  const seasons = seasonsNewestFirst(id).filter((season) => found.years.includes(season.year));
  if (content.sport === "football") {
    const lines = (seasons as UccSeason[]).map((season) => ({ season, line: footballLine(season, name)! }));
    const keeper = lines.some(({ line }) => line.goalkeeper);
    const views: PlayerSeasonView[] = lines.map(({ season, line }) => ({
      year: season.year,
      team: line.team,
      teamHref: teamPath(id, line.team),
      played: season.matches.length > 0,
      matches: inOrderPlayed(footballContributions(season, name).map((entry) => ({ ...entry, date: entry.match.date }))).map((entry) =>
        footballMatchLine(
          id,
          season.year,
          entry.match,
          [minutes(entry.goals, "goal"), minutes(entry.assists, "assist"), entry.cleanSheet ? "clean sheet" : ""].filter(Boolean).join(", "),
        ),
      ),
    }));
    const totals = lines.reduce((sum, { line }) => ({ goals: sum.goals + line.goals, assists: sum.assists + line.assists }), { goals: 0, assists: 0 });
    return {
      ...head(id),
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
          cells: [String(line.goals), String(line.assists), line.cleanSheets === undefined ? "—" : String(line.cleanSheets)],
        })),
        note: undefined as string | undefined,
      },
      seasons: views,
    };
  }
  const lines = (seasons as CscSeason[]).map((season) => ({ season, line: cricketLine(season, name)! }));
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
          entry.batting ? `${entry.batting.runs}${entry.batting.balls === undefined ? "" : ` off ${entry.batting.balls}`} batting` : "",
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
    ...head(id),
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

/** Every team and player page of a tournament (for the sitemap and the tests). */
export function centreAddresses(id: TournamentId): { teams: string[]; players: string[] } {
  const seasons = tournamentContent(id).seasons.values();
  const all = [...seasons];
  return {
    teams: [...centreTeams(all).values()].map((team) => teamPath(id, team.name)),
    players: [...centrePlayers(all).values()].map((player) => playerPath(id, player.name)),
  };
}
