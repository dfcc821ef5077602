// A team's season, from the results alone: where it finished, every result from its side, its
// form, its totals and its squad's numbers. The team pages show one of these per season.
import { cricketResultText, inningsScoreText, oversNotation } from "./cricket";
import { footballScoreParts } from "./football";
import {
  cricketGame,
  footballGame,
  formGuide,
  outcomeFor,
  type FormEntry,
  type Game,
} from "./form";
import {
  cricketBatting,
  cricketBowling,
  footballLine,
  type CricketBattingLine,
  type CricketBowlingLine,
  type FootballLine,
} from "./player-season";
import type {
  CricketMatch,
  CricketSeason,
  InningsScore,
} from "~/features/tournaments/model/cricket-season";
import type {
  FootballGroup,
  FootballMatch,
  FootballSeason,
} from "~/features/tournaments/model/football-season";
import type { MatchDate } from "~/features/tournaments/model/match-date";
import { groupTable, leagueTable, type CricketRow, type TableRules } from "./standings";
import { cricketFinish, footballFinish, type Finish } from "./knockouts";
import {
  isOver,
  matchState,
  statusText,
  type MatchState,
} from "~/features/tournaments/model/match-status";

/** The matches in the order they were played: by day, the season file's order within a day. */
export function inOrderPlayed<M extends { date: MatchDate }>(matches: readonly M[]): M[] {
  return matches
    .map((match, index) => ({ match, index }))
    .sort((a, b) => a.match.date.day.key - b.match.date.day.key || a.index - b.index)
    .map(({ match }) => match);
}

/** One result from the team's side: its score first. */
export type TeamResult = {
  /** The match's date, as the season lists it (for its address: matchSlug). */
  date: MatchDate;
  stage: string;
  team1: string;
  team2: string;
  opponent: string;
  /** "2-1", "1-1 a.e.t. (4-3 pens)"; in cricket "64-3 (5 ov) v 51-5 (4.3 ov)": the team's own first. */
  score: string;
  /** The score in parts a narrow screen may break between: football's score and shoot-out; each innings in cricket ("64-3 (5 ov)", "v 51-5 (4.3 ov)"). */
  scoreParts: string[];
  /** "Sydney Thunder won by 3 wickets"; for football the outcome's words; "Kick-off 20:00" or "Live · 67′" before the end. */
  result: string;
  /** How it went for the team; undefined until it is over (a scheduled or live match counts as nothing). */
  outcome: FormEntry | undefined;
  state: MatchState;
};

export type FootballTeamSeason = {
  year: number;
  group: FootballGroup;
  /** 1-based place in its group table, once the team has played a group match. */
  groupPosition: number | undefined;
  groupSize: number;
  finish: Finish;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Every match of the season, extra time included (a shoot-out is not a goal). */
  goalsFor: number;
  goalsAgainst: number;
  results: TeamResult[];
  form: FormEntry[];
  /** The goalkeeper first, then the squad in the season file's order. */
  squad: FootballLine[];
};

/** The team's record from its finished matches: a scheduled or live one is no win, draw or loss yet. */
function tally(all: readonly TeamResult[]) {
  const results = all.flatMap((result) => result.outcome ?? []);
  return {
    played: results.length,
    won: results.filter((result) => result.outcome === "W").length,
    drawn: results.filter((result) => result.outcome === "D").length,
    lost: results.filter((result) => result.outcome === "L").length,
  };
}

function footballResult(match: FootballMatch, team: string): TeamResult {
  const home = match.team1 === team;
  const ours = home
    ? match
    : {
        ...match,
        goals1: match.goals2,
        goals2: match.goals1,
        penalties: match.penalties && {
          team1: match.penalties.team2,
          team2: match.penalties.team1,
        },
      };
  const state = matchState(match);
  const outcome = isOver(match) ? outcomeFor(team, footballGame(match)) : undefined;
  // A scheduled match has no score yet, only its sides.
  const scoreParts = state.kind === "scheduled" ? ["v"] : footballScoreParts(ours);
  return {
    date: match.date,
    stage: match.stage,
    team1: match.team1,
    team2: match.team2,
    opponent: home ? match.team2 : match.team1,
    score: scoreParts.join(" "),
    scoreParts,
    result: statusText(state) ?? outcome!.text,
    outcome,
    state,
  };
}

export function footballTeamSeason(
  season: FootballSeason,
  rules: TableRules,
  team: string,
): FootballTeamSeason {
  const entry = season.teams.find((candidate) => candidate.name === team);
  if (!entry) throw new Error(`${team} is not a team of ${season.year}`);
  const matches = inOrderPlayed(season.matches).filter(
    (match) => match.team1 === team || match.team2 === team,
  );
  const results = matches.map((match) => footballResult(match, team));
  const table = groupTable(rules, season, entry.group);
  const position = table.findIndex((row) => row.team === team);
  let goalsFor = 0;
  let goalsAgainst = 0;
  for (const match of matches) {
    goalsFor += match.team1 === team ? match.goals1 : match.goals2;
    goalsAgainst += match.team1 === team ? match.goals2 : match.goals1;
  }
  return {
    year: season.year,
    group: entry.group,
    groupPosition: table[position]!.played > 0 ? position + 1 : undefined,
    groupSize: table.length,
    finish: footballFinish(season, rules, team),
    ...tally(results),
    goalsFor,
    goalsAgainst,
    results,
    form: formGuide(team, matches.filter(isOver).map(footballGame)),
    squad: [entry.goalkeeper, ...entry.players].map((player) => footballLine(season, player)!),
  };
}

type CricketSquadLine = {
  player: string;
  batting: CricketBattingLine;
  bowling: CricketBowlingLine;
};

export type CricketTeamSeason = {
  year: number;
  /** 1-based place in the league table, once the team has played a league match. */
  leaguePosition: number | undefined;
  leagueSize: number;
  finish: Finish;
  played: number;
  won: number;
  drawnOrTied: number;
  lost: number;
  /** The league's row: its runs, the balls they took and the net run rate the table ranks by. */
  league: CricketRow;
  results: TeamResult[];
  form: FormEntry[];
  /** Everyone who batted or bowled for the team, in the order they first appear. */
  squad: CricketSquadLine[];
};

function inningsText(innings: InningsScore): string {
  return `${inningsScoreText(innings)} (${oversNotation(innings.balls)} ov)`;
}

function cricketResult(match: CricketMatch, team: string): TeamResult {
  const [first, second] = match.innings;
  const [ours, theirs] = first.team === team ? [first, second] : [second, first];
  const state = matchState(match);
  const outcome = isOver(match) ? outcomeFor(team, cricketGame(match)) : undefined;
  return {
    date: match.date,
    stage: match.stage,
    team1: first.team,
    team2: second.team,
    opponent: theirs.team,
    score: `${inningsText(ours)} v ${inningsText(theirs)}`,
    scoreParts: [inningsText(ours), `v ${inningsText(theirs)}`],
    result: statusText(state) ?? cricketResultText(match),
    outcome,
    state,
  };
}

/** The players who batted or bowled for a cricket team in the season, in the order they first appear. */
export function cricketSquad(season: CricketSeason, team: string): string[] {
  const players = new Set<string>();
  for (const { innings } of inOrderPlayed(season.matches)) {
    const [first, second] = innings;
    for (const [batting, fielding] of [
      [first, second],
      [second, first],
    ] as const) {
      if (batting.team === team) for (const entry of batting.batting) players.add(entry.player);
      if (fielding.team === team) for (const entry of batting.bowling) players.add(entry.player);
    }
  }
  return [...players];
}

export function cricketTeamSeason(
  season: CricketSeason,
  rules: TableRules,
  team: string,
): CricketTeamSeason {
  if (!season.teams.some((candidate) => candidate.name === team))
    throw new Error(`${team} is not a team of ${season.year}`);
  const matches = inOrderPlayed(season.matches).filter((match) =>
    match.innings.some((innings) => innings.team === team),
  );
  const results = matches.map((match) => cricketResult(match, team));
  const table = leagueTable(rules, season);
  const position = table.findIndex((row) => row.team === team);
  const counts = tally(results);
  return {
    year: season.year,
    leaguePosition: table[position]!.played > 0 ? position + 1 : undefined,
    leagueSize: table.length,
    finish: cricketFinish(season, rules, team),
    played: counts.played,
    won: counts.won,
    drawnOrTied: counts.drawn,
    lost: counts.lost,
    league: table[position]!,
    results,
    form: formGuide(team, matches.filter(isOver).map(cricketGame)),
    squad: cricketSquad(season, team).map((player) => ({
      player,
      batting: cricketBatting(season, player),
      bowling: cricketBowling(season, player),
    })),
  };
}

/** The finished games of a season for a form guide, in the order played (a live match is no W, D or L yet). */
export function seasonGames(season: FootballSeason | CricketSeason): Game[] {
  const over = season.matches.filter(isOver) as (FootballMatch | CricketMatch)[];
  return inOrderPlayed(over).map((match) =>
    "innings" in match ? cricketGame(match) : footballGame(match),
  );
}
