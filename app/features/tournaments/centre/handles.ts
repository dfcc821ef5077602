// The route handles of the match centre's pages (the route's path says which tournament): the
// sitemap lists every match of every season, dated by its day, and every team and player, dated
// by the tournament's latest result; an address naming nothing the content has shares one "not
// found" page. They read no query. A handle ships in the route's client chunk, so this imports
// no server module.
import type { PageHandle } from "~/features/route-table/handle";
import { centrePlayers, centreTeams, type Named } from "~/features/tournaments/model/names";
import {
  matchPath,
  playerPath,
  teamPath,
  tournamentAddress,
} from "~/features/tournaments/model/addresses";
import { latestResult } from "~/features/tournaments/bar/handle";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import { findEntry, tournamentEntries, type MatchEntry } from "./match-entries";

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

/** Each snapshot's matches, made once: an unknown match is asked about on every request for it. */
const entriesOf = new WeakMap<AnyTournamentContent, MatchEntry[]>();

function matchEntries(content: AnyTournamentContent): MatchEntry[] {
  let entries = entriesOf.get(content);
  if (!entries) entriesOf.set(content, (entries = tournamentEntries(content)));
  return entries;
}

export const matchPageHandle: PageHandle = {
  // No such match: one "not found" page per season (listing its matches), and one for every year without a season.
  notFound: ({ year = "", match = "" }, { path, content }) => {
    const id = tournamentAddress(path)?.id;
    if (id === undefined) return "";
    const season = /^\d{4}$/.test(year)
      ? matchEntries(content.tournaments[id]).filter((entry) => entry.year === Number(year))
      : [];
    if (season.length === 0) return "";
    return findEntry(season, match) ? undefined : year;
  },
  sitemap: ({ path, content }) => {
    const id = tournamentAddress(path)?.id;
    if (id === undefined) return [];
    return matchEntries(content.tournaments[id]).map((entry) => ({
      path: matchPath(id, entry.year, entry.slug),
      lastmod: entry.day.iso,
    }));
  },
};
