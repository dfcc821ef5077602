// The route handles of the team and player pages: one sitemap entry per team and per player of
// the tournament (the route's path says which tournament), dated by its latest result. They read
// no query. A handle ships in the route's client chunk, so this imports no server module.
import type { PageHandle } from "~/features/route-table/handle";
import { centrePlayers, centreTeams } from "./centre-index";
import { playerPath, teamPath } from "./centre-paths";
import { latestResult } from "./page-handle";
import { isTournamentId } from "./tournaments";

function centreHandle(kind: "teams" | "players"): PageHandle {
  return {
    sitemap: ({ path, content }) => {
      const id = path.split("/")[2] ?? "";
      if (!isTournamentId(id)) return [];
      const tournament = content.tournaments[id];
      const lastmod = latestResult(tournament);
      const seasons = [...tournament.seasons.values()];
      const named = kind === "teams" ? centreTeams(seasons) : centrePlayers(seasons);
      return [...named.values()].map(({ name }) => ({ path: kind === "teams" ? teamPath(id, name) : playerPath(id, name), lastmod }));
    },
  };
}

export const teamPageHandle = centreHandle("teams");
export const playerPageHandle = centreHandle("players");
