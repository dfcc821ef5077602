import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import { isOver } from "~/features/tournaments/model/match-status";

export const FOOTBALL_METRICS = ["goals", "assists", "cleanSheets"] as const;
export type FootballMetric = (typeof FOOTBALL_METRICS)[number];
export const CRICKET_METRICS = ["runs", "wickets"] as const;
export type CricketMetric = (typeof CRICKET_METRICS)[number];
/** A cricket stats page shows a Top 10; players level with the tenth stay in. */
const CRICKET_TOP = 10;

export type LeaderboardRow = { rank: number; player: string; team: string; value: number };
type Tally = Map<string, { team: string; value: number }>;

/**
 * Orders by value (highest first, then name) and ranks ties alike: 1, 2, 2, 4. With a limit,
 * keeps the rows ranked within it, so a tie at the cut keeps every player in it.
 */
export function rankLeaderboard(
  rows: readonly Omit<LeaderboardRow, "rank">[],
  limit = Infinity,
): LeaderboardRow[] {
  const sorted = [...rows].sort(
    (a, b) => b.value - a.value || a.player.localeCompare(b.player, "en"),
  );
  const ranked: LeaderboardRow[] = [];
  sorted.forEach((row, index) => {
    const previous = ranked[index - 1];
    ranked.push({
      ...row,
      rank: previous && previous.value === row.value ? previous.rank : index + 1,
    });
  });
  return ranked.filter((row) => row.rank <= limit);
}

function add(tally: Tally, player: string, team: string, amount: number): void {
  const entry = tally.get(player) ?? { team, value: 0 };
  entry.value += amount;
  tally.set(player, entry);
}

function toRows(tally: Tally): Omit<LeaderboardRow, "rank">[] {
  return [...tally].map(([player, { team, value }]) => ({ player, team, value }));
}

/**
 * Football leaderboards over every match of the season, extra time included, shoot-outs not.
 * Who gets a row: goals > 0 (scorers), assists not null (players with an assist), clean sheets
 * not null (goalkeepers whose side kept at least one clean sheet).
 */
export function footballLeaderboard(
  season: FootballSeason,
  metric: FootballMetric,
): LeaderboardRow[] {
  const tally: Tally = new Map();
  if (metric === "cleanSheets") {
    const keeper = new Map(season.teams.map((team) => [team.name, team.goalkeeper]));
    // A clean sheet is kept once the match is over.
    for (const match of season.matches.filter(isOver)) {
      for (const [team, conceded] of [
        [match.team1, match.goals2],
        [match.team2, match.goals1],
      ] as const) {
        const goalkeeper = keeper.get(team);
        if (conceded === 0 && goalkeeper) add(tally, goalkeeper, team, 1);
      }
    }
  } else {
    for (const event of season.matches.flatMap((match) => match.events)) {
      const player = metric === "goals" ? event.scorer : event.assist;
      if (player) add(tally, player, event.team, 1);
    }
  }
  return rankLeaderboard(toRows(tally));
}

/**
 * The cricket Top 10 over every match, the Grand Final included. Who gets a row: runs > 0, and wickets
 * not null, meaning every player who bowled, wicket or not.
 */
export function cricketLeaderboard(
  season: CricketSeason,
  metric: CricketMetric,
  limit = CRICKET_TOP,
): LeaderboardRow[] {
  const tally: Tally = new Map();
  for (const { player, team, runs, wickets } of cricketPlayerEntries(season)) {
    if (metric === "runs" && runs !== undefined) add(tally, player, team, runs);
    if (metric === "wickets" && wickets !== undefined) add(tally, player, team, wickets);
  }
  const rows = toRows(tally).filter((row) => metric === "wickets" || row.value > 0);
  return rankLeaderboard(rows, limit);
}

/**
 * Every batting and bowling line of a cricket season with the team the player played for: a batter
 * for the batting side (`runs`), a bowler for the fielding side (`wickets`).
 */
export function* cricketPlayerEntries(
  season: CricketSeason,
): Generator<{ player: string; team: string; runs?: number; wickets?: number }> {
  for (const match of season.matches) {
    const [first, second] = match.innings;
    for (const [innings, fielding] of [
      [first, second.team],
      [second, first.team],
    ] as const) {
      for (const entry of innings.batting)
        yield { player: entry.player, team: innings.team, runs: entry.runs };
      for (const entry of innings.bowling)
        yield { player: entry.player, team: fielding, wickets: entry.wickets };
    }
  }
}
