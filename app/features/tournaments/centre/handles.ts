// The route handles of the team and player pages: one sitemap entry per team and per player of
// the tournament (the route's path says which tournament), dated by its latest result. They read
// no query. A handle ships in the route's client chunk, so this imports no server module.
import type { PageHandle } from "~/features/route-table/handle";
import { centrePlayers, centreTeams, type Named } from "~/features/tournaments/model/names";
import { playerPath, teamPath, tournamentAddress } from "~/features/tournaments/model/addresses";
import { latestResult } from "~/features/tournaments/bar/handle";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";

type Seasons = AnyTournamentContent["seasons"];
/** Each snapshot's teams and players by slug, made once: an unknown slug is asked about on every request for it. */
const named = {
  teams: new WeakMap<Seasons, Map<string, Named>>(),
  players: new WeakMap<Seasons, Map<string, Named>>(),
};

function namedOf(kind: "teams" | "players", seasons: Seasons): Map<string, Named> {
  let found = named[kind].get(seasons);
  if (!found)
    named[kind].set(
      seasons,
      (found = kind === "teams" ? centreTeams(seasons.values()) : centrePlayers(seasons.values())),
    );
  return found;
}

function centreHandle(kind: "teams" | "players"): PageHandle {
  const param = kind === "teams" ? "team" : "player";
  return {
    // A slug no team (player) of the tournament has: one "not found" page, listing the teams (linking the stats and teams).
    notFound: (params, { path, content }) => {
      const id = tournamentAddress(path)?.id;
      const slug = params[param];
      return id !== undefined &&
        slug !== undefined &&
        namedOf(kind, content.tournaments[id].seasons).has(slug)
        ? undefined
        : "";
    },
    sitemap: ({ path, content }) => {
      const id = tournamentAddress(path)?.id;
      if (id === undefined) return [];
      const tournament = content.tournaments[id];
      const lastmod = latestResult(tournament);
      return [...namedOf(kind, tournament.seasons).values()].map(({ name }) => ({
        path: kind === "teams" ? teamPath(id, name) : playerPath(id, name),
        lastmod,
      }));
    },
  };
}

export const teamPageHandle = centreHandle("teams");
export const playerPageHandle = centreHandle("players");
