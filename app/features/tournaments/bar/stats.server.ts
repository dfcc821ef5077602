// A tournament's Stats page: the season's leaderboards (goals, assists, clean sheets; runs,
// wickets), each player and team linked to its page.
import { playerPath, teamPath, tournamentAddress } from "~/features/tournaments/model/addresses";
import {
  cricketLeaderboard,
  footballLeaderboard,
  type CricketMetric,
  type FootballMetric,
  type LeaderboardRow,
} from "~/features/tournaments/figures/stats";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { footballContent, tournamentContent } from "~/features/tournaments/files/current.server";
import { tournament, type TournamentId } from "~/features/tournaments/model/tournaments";
import { chosen, NONE } from "./page-parts.server";

const STAT_LABELS: Record<FootballMetric | CricketMetric, string> = {
  goals: "Goals",
  assists: "Assists",
  cleanSheets: "Clean sheets",
  runs: "Runs",
  wickets: "Wickets",
};

/** Leaderboard rows with each player's and team's page. */
function linked(id: TournamentId, rows: readonly LeaderboardRow[]) {
  return rows.map((row) => ({
    ...row,
    href: playerPath(id, row.player),
    teamHref: teamPath(id, row.team),
  }));
}

export function statsScreen(request: Request) {
  const { id } = tournamentAddress(request);
  const { choices, values, year } = chosen(id, "stats", request);
  const content = tournamentContent(id);
  const description =
    content.sport === "football"
      ? `${tournament(id).name} leaderboards: goals, assists and goalkeepers' clean sheets, by season.`
      : `${tournament(id).name} Top 10 leaderboards: most runs and most wickets of the season.`;
  const base = { ...tournamentHead(id), year, choices, description };
  if (year === undefined)
    return { ...base, intro: "", empty: NONE("results"), label: "", caption: "", rows: [] };
  const metric = values.metric as FootballMetric | CricketMetric;
  const label = STAT_LABELS[metric];
  if (content.sport === "football") {
    return {
      ...base,
      empty: undefined,
      intro: `Leaders of the ${year} season from every match, extra time included. Players level share a rank.`,
      label,
      caption: `${label}, ${base.short} ${year}`,
      rows: linked(
        id,
        footballLeaderboard(footballContent(id).seasons.get(year)!, metric as FootballMetric),
      ),
    };
  }
  return {
    ...base,
    empty: undefined,
    intro: `The Top 10 of ${year}, the Grand Final included. Players level share a rank, and a tie at tenth keeps them all.`,
    label,
    caption: `Top 10 ${label.toLowerCase()}, ${base.short} ${year}`,
    rows: linked(id, cricketLeaderboard(content.seasons.get(year)!, metric as CricketMetric)),
  };
}
