// A tournament season's search documents: each of its teams, players and matches, one result.
import { matchPath, matchSlug, playerPath, teamPath } from "~/features/tournaments/model/addresses";
import { cricketResultText, inningsScoreText } from "~/features/tournaments/figures/cricket";
import { footballScoreText, footballWinner } from "~/features/tournaments/figures/football";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import { formatNrr, tableRules, type TableRules } from "~/features/tournaments/figures/standings";
import {
  cricketPlayerEntries,
  cricketLeaderboard,
  footballLeaderboard,
} from "~/features/tournaments/figures/stats";
import { cricketTeamSeason, footballTeamSeason } from "~/features/tournaments/figures/team-season";
import type { Tournament, TournamentId } from "~/features/tournaments/model/tournaments";
import { counted, ordinal } from "~/utils/text";
import { matchState, statusText } from "~/features/tournaments/model/match-status";
import type { SearchDraft } from "./documents";

/** "Jonas Wetzlar 18', 82'" for each scorer of a match. */
function scorers(match: FootballSeason["matches"][number]): string {
  const byScorer = new Map<string, string[]>();
  for (const event of match.events) {
    const minutes = byScorer.get(event.scorer) ?? byScorer.set(event.scorer, []).get(event.scorer)!;
    if (event.minute !== undefined) minutes.push(`${event.minute}'`);
  }
  return [...byScorer]
    .map(([scorer, minutes]) => (minutes.length ? `${scorer} ${minutes.join(", ")}` : scorer))
    .join("; ");
}

/** A UCC team's season as its page sums it up: "Group A, 1st of 4. Champions. Won 5, drawn 1, lost 0. Goals 12 for, 3 against." */
function footballTeamLine(season: FootballSeason, rules: TableRules, team: string): string {
  const line = footballTeamSeason(season, rules, team);
  const group = `Group ${line.group}${line.groupPosition ? `, ${ordinal(line.groupPosition)} of ${line.groupSize}` : ""}`;
  const record =
    line.played > 0
      ? [
          `Won ${line.won}, drawn ${line.drawn}, lost ${line.lost}`,
          `Goals ${line.goalsFor} for, ${line.goalsAgainst} against`,
        ]
      : [];
  return [group, line.finish.text, ...record].map((sentence) => `${sentence}.`).join(" ");
}

/** A CSC team's season as its page sums it up, net run rate (NRR) included. */
function cricketTeamLine(season: CricketSeason, rules: TableRules, team: string): string {
  const line = cricketTeamSeason(season, rules, team);
  const place = line.leaguePosition
    ? [`League ${ordinal(line.leaguePosition)} of ${line.leagueSize}`]
    : [];
  const record =
    line.played > 0
      ? [
          `Won ${line.won}, lost ${line.lost}, tied ${line.drawnOrTied}`,
          `Runs ${line.league.runsFor} for, ${line.league.runsAgainst} against`,
          `NRR ${formatNrr(line.league.nrr)}`,
        ]
      : [];
  return [...place, line.finish.text, ...record].map((sentence) => `${sentence}.`).join(" ");
}

/** A football season's teams, players (goals, assists, clean sheets) and matches (score, scorers). */
export function footballSeasonDocuments(info: Tournament, season: FootballSeason): SearchDraft[] {
  const { id, short } = info;
  const played = season.matches.length > 0;
  const lines = new Map<string, { goals: number; assists: number; cleanSheets: number }>();
  const line = (player: string) =>
    lines.get(player) ?? lines.set(player, { goals: 0, assists: 0, cleanSheets: 0 }).get(player)!;
  for (const row of footballLeaderboard(season, "goals"))
    line(`${row.player}\n${row.team}`).goals = row.value;
  for (const row of footballLeaderboard(season, "assists"))
    line(`${row.player}\n${row.team}`).assists = row.value;
  for (const row of footballLeaderboard(season, "cleanSheets"))
    line(`${row.player}\n${row.team}`).cleanSheets = row.value;

  const rules = tableRules(info);
  const teams: SearchDraft[] = season.teams.map((team) => ({
    kind: "team",
    title: team.name,
    href: teamPath(id as TournamentId, team.name),
    context: `${short} ${season.year} · Group ${team.group}`,
    text: footballTeamLine(season, rules, team.name),
    tags: `${team.country}, ${team.continent}`,
  }));
  const players: SearchDraft[] = season.teams.flatMap((team) =>
    [team.goalkeeper, ...team.players].map((player) => {
      const { goals, assists, cleanSheets } = line(`${player}\n${team.name}`);
      const stats =
        player === team.goalkeeper
          ? [counted(cleanSheets, "clean sheet")]
          : [counted(goals, "goal"), counted(assists, "assist")];
      return {
        kind: "player" as const,
        title: player,
        href: playerPath(id as TournamentId, player),
        context: `${team.name} · ${short} ${season.year}${player === team.goalkeeper ? " · goalkeeper" : ""}`,
        // A season not yet played has no figures to show.
        text: played ? stats.join(", ") : "",
      };
    }),
  );
  const matches: SearchDraft[] = season.matches.map((match) => {
    const winner = footballWinner(match);
    // Before kick-off there is no score; before the end, no result: its state says where it stands.
    const score = match.status === "scheduled" ? "v" : footballScoreText(match);
    return {
      kind: "match",
      title: `${match.team1} ${score} ${match.team2}`,
      href: matchPath(id as TournamentId, season.year, matchSlug(match)),
      context: `${short} ${season.year} · ${match.stage} · ${match.date.day.text}`,
      text: [statusText(matchState(match)) ?? (winner ? `${winner} won` : "Draw"), scorers(match)]
        .filter(Boolean)
        .join(". "),
    };
  });
  return [...teams, ...players, ...matches];
}

/** A cricket season's teams, players (runs, wickets) and matches (innings, result). */
export function cricketSeasonDocuments(info: Tournament, season: CricketSeason): SearchDraft[] {
  const { id, short } = info;
  const runs = new Map(
    cricketLeaderboard(season, "runs", Infinity).map((row) => [
      `${row.player}\n${row.team}`,
      row.value,
    ]),
  );
  const wickets = new Map(
    cricketLeaderboard(season, "wickets", Infinity).map((row) => [
      `${row.player}\n${row.team}`,
      row.value,
    ]),
  );
  const squads = new Map<string, Set<string>>(season.teams.map((team) => [team.name, new Set()]));
  for (const { player, team } of cricketPlayerEntries(season)) squads.get(team)?.add(player);
  const rules = tableRules(info);
  const teams: SearchDraft[] = season.teams.map((team) => ({
    kind: "team",
    title: team.name,
    href: teamPath(id as TournamentId, team.name),
    context: `${short} ${season.year} · ${team.league}`,
    text: cricketTeamLine(season, rules, team.name),
    tags: `${team.country}, ${team.leagueCode}`,
  }));
  const players: SearchDraft[] = [...squads].flatMap(([team, players]) =>
    [...players].map((player) => ({
      kind: "player" as const,
      title: player,
      href: playerPath(id as TournamentId, player),
      context: `${team} · ${short} ${season.year}`,
      text: `${counted(runs.get(`${player}\n${team}`) ?? 0, "run")}, ${counted(wickets.get(`${player}\n${team}`) ?? 0, "wicket")}`,
    })),
  );
  const matches: SearchDraft[] = season.matches.map((match) => {
    const [first, second] = match.innings;
    return {
      kind: "match",
      title: `${first.team} v ${second.team}`,
      href: matchPath(
        id as TournamentId,
        season.year,
        matchSlug({ date: match.date, team1: first.team, team2: second.team }),
      ),
      context: `${short} ${season.year} · ${match.stage} · ${match.date.day.text}`,
      text: `${first.team} ${inningsScoreText(first)}, ${second.team} ${inningsScoreText(second)}. ${statusText(matchState(match)) ?? cricketResultText(match)}`,
    };
  });
  return [...teams, ...players, ...matches];
}
