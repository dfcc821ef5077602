// A player's numbers in a season, from the results alone: goals, assists and clean sheets in
// football; runs, balls, strike rate, wickets and economy in cricket; and the matches they
// counted in. The player pages show one line per season, the team pages one per squad member.
import { bowlingLines, runsPerOver, strikeRate } from "./cricket-match";
import type {
  CricketMatch,
  CricketSeason,
  Innings,
} from "~/features/tournaments/model/cricket-season";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import { isOver } from "~/features/tournaments/model/match-status";

// ---- football ---------------------------------------------------------------

export type FootballLine = {
  player: string;
  team: string;
  goalkeeper: boolean;
  goals: number;
  assists: number;
  /** Matches the side conceded nothing, credited to its goalkeeper; undefined for outfield players. */
  cleanSheets: number | undefined;
};

/** The team a football player is in that season (a player is named once a season: the content check says so). */
function footballTeamOf(
  season: FootballSeason,
  player: string,
): { team: string; goalkeeper: boolean } | undefined {
  for (const team of season.teams) {
    if (team.goalkeeper === player) return { team: team.name, goalkeeper: true };
    if (team.players.includes(player)) return { team: team.name, goalkeeper: false };
  }
  return undefined;
}

function concededBy(match: FootballMatch, team: string): number | undefined {
  if (match.team1 === team) return match.goals2;
  if (match.team2 === team) return match.goals1;
  return undefined;
}

/** The player's season line, or undefined when they are in no squad that season. */
export function footballLine(season: FootballSeason, player: string): FootballLine | undefined {
  const found = footballTeamOf(season, player);
  if (!found) return undefined;
  const events = season.matches.flatMap((match) =>
    match.events.filter((event) => event.team === found.team),
  );
  return {
    player,
    team: found.team,
    goalkeeper: found.goalkeeper,
    goals: events.filter((event) => event.scorer === player).length,
    assists: events.filter((event) => event.assist === player).length,
    cleanSheets: found.goalkeeper
      ? season.matches.filter((match) => isOver(match) && concededBy(match, found.team) === 0)
          .length
      : undefined,
  };
}

/** What a football player did in one match. */
export type FootballContribution = {
  match: FootballMatch;
  team: string;
  /** The minutes of their goals and assists (undefined where the data gives none). */
  goals: (number | undefined)[];
  assists: (number | undefined)[];
  cleanSheet: boolean;
};

/** Every match of the season the player scored, assisted or (a goalkeeper) kept a clean sheet in, in the season's order. */
export function footballContributions(
  season: FootballSeason,
  player: string,
): FootballContribution[] {
  const found = footballTeamOf(season, player);
  if (!found) return [];
  return season.matches.flatMap((match) => {
    const mine = match.events.filter((event) => event.team === found.team);
    const goals = mine.filter((event) => event.scorer === player).map((event) => event.minute);
    const assists = mine.filter((event) => event.assist === player).map((event) => event.minute);
    // A clean sheet is kept once the match is over: a scheduled 0-0 or a live one keeps none yet.
    const cleanSheet = found.goalkeeper && isOver(match) && concededBy(match, found.team) === 0;
    return goals.length || assists.length || cleanSheet
      ? [{ match, team: found.team, goals, assists, cleanSheet }]
      : [];
  });
}

// ---- cricket ----------------------------------------------------------------

/** A rate to two decimals ("142.86"), or a dash where it cannot be computed. */
export function rateText(rate: number | undefined): string {
  return rate === undefined ? "—" : rate.toFixed(2);
}

export type CricketBattingLine = {
  /** Innings batted. */
  innings: number;
  runs: number;
  /** Balls faced, over the innings whose balls are recorded. */
  balls: number;
  /** Over the innings whose balls are recorded: runs in those innings per 100 balls. */
  strikeRate: number | undefined;
  highest: number | undefined;
};

export type CricketBowlingLine = {
  /** Innings bowled in. */
  innings: number;
  wickets: number;
  /** Runs conceded, where the card records them. */
  runs: number;
  /** Balls bowled, where the match page's card tells them (bowlingLines). */
  balls: number;
  /** Runs per over over the innings whose match page gives an economy (balls and runs known); undefined when none does. */
  economy: number | undefined;
};

type Entry<T> = {
  match: CricketMatch;
  innings: Innings;
  fielding: string;
  entry: T;
  index: number;
};

function battingEntries(
  season: CricketSeason,
  player: string,
): Entry<Innings["batting"][number]>[] {
  return season.matches.flatMap((match) =>
    match.innings.flatMap((innings, i) =>
      innings.batting.flatMap((entry, index) =>
        entry.player === player
          ? [{ match, innings, fielding: match.innings[1 - i]!.team, entry, index }]
          : [],
      ),
    ),
  );
}

function bowlingEntries(
  season: CricketSeason,
  player: string,
): Entry<Innings["bowling"][number]>[] {
  return season.matches.flatMap((match) =>
    match.innings.flatMap((innings, i) =>
      innings.bowling.flatMap((entry, index) =>
        entry.player === player
          ? [{ match, innings, fielding: match.innings[1 - i]!.team, entry, index }]
          : [],
      ),
    ),
  );
}

export function battingLine(
  entries: readonly { runs: number; balls?: number }[],
): CricketBattingLine {
  const timed = entries.filter((entry) => entry.balls !== undefined);
  const runs = entries.reduce((total, entry) => total + entry.runs, 0);
  const balls = timed.reduce((total, entry) => total + entry.balls!, 0);
  const timedRuns = timed.reduce((total, entry) => total + entry.runs, 0);
  return {
    innings: entries.length,
    runs,
    balls,
    strikeRate: strikeRate(timedRuns, balls),
    highest: entries.length ? Math.max(...entries.map((entry) => entry.runs)) : undefined,
  };
}

export function bowlingLine(
  entries: readonly { wickets: number; runs?: number; balls?: number }[],
): CricketBowlingLine {
  const known = entries.filter((entry) => entry.balls !== undefined && entry.runs !== undefined);
  return {
    innings: entries.length,
    wickets: entries.reduce((total, entry) => total + entry.wickets, 0),
    runs: entries.reduce((total, entry) => total + (entry.runs ?? 0), 0),
    balls: entries.reduce((total, entry) => total + (entry.balls ?? 0), 0),
    economy: runsPerOver(
      known.reduce((total, entry) => total + entry.runs!, 0),
      known.reduce((total, entry) => total + entry.balls!, 0),
    ),
  };
}

export function cricketBatting(season: CricketSeason, player: string): CricketBattingLine {
  return battingLine(battingEntries(season, player).map(({ entry }) => entry));
}

/** The player's bowling over the season: the sum of their lines on the match pages' bowling cards. */
export function cricketBowling(season: CricketSeason, player: string): CricketBowlingLine {
  return bowlingLine(
    bowlingEntries(season, player).map(({ innings, index }) => bowlingLines(innings)[index]!),
  );
}

/** The team a cricket player played for that season (batting for it, bowling for it), or undefined. */
function cricketTeamOf(season: CricketSeason, player: string): string | undefined {
  const batting = battingEntries(season, player)[0];
  if (batting) return batting.innings.team;
  return bowlingEntries(season, player)[0]?.fielding;
}

export type CricketLine = {
  player: string;
  team: string;
  batting: CricketBattingLine;
  bowling: CricketBowlingLine;
};

/** The player's season line, or undefined when they neither batted nor bowled that season. */
export function cricketLine(season: CricketSeason, player: string): CricketLine | undefined {
  const team = cricketTeamOf(season, player);
  return team === undefined
    ? undefined
    : {
        player,
        team,
        batting: cricketBatting(season, player),
        bowling: cricketBowling(season, player),
      };
}

/** What a cricket player did in one match: their innings with the bat and with the ball. */
export type CricketContribution = {
  match: CricketMatch;
  team: string;
  batting: { runs: number; balls?: number } | undefined;
  bowling: { wickets: number; runs?: number } | undefined;
};

/** Every match of the season the player batted or bowled in, in the season's order. */
export function cricketContributions(season: CricketSeason, player: string): CricketContribution[] {
  return season.matches.flatMap((match) => {
    const batted = match.innings.find((innings) =>
      innings.batting.some((entry) => entry.player === player),
    );
    const bowled = match.innings.findIndex((innings) =>
      innings.bowling.some((entry) => entry.player === player),
    );
    if (!batted && bowled < 0) return [];
    const team = batted ? batted.team : match.innings[1 - bowled]!.team;
    return [
      {
        match,
        team,
        batting: batted?.batting.find((entry) => entry.player === player),
        bowling:
          bowled < 0
            ? undefined
            : match.innings[bowled]!.bowling.find((entry) => entry.player === player),
      },
    ];
  });
}
