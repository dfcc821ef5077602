// The route handle of the match pages: the sitemap lists every match of every season of the
// tournament in the route's path, dated by its day. No query: a match page reads none.
import type { PageHandle } from "~/features/route-table/handle";
import { matchPath, tournamentAddress } from "~/features/tournaments/model/addresses";
import {
  cricketMatchEntries,
  findEntry,
  footballMatchEntries,
  type MatchEntry,
} from "./match-entries";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";

/** Every match of a tournament's content, season by season in order of play. */
export function tournamentEntries(content: AnyTournamentContent): MatchEntry[] {
  const byYear = <S extends { year: number }>(seasons: ReadonlyMap<number, S>) =>
    [...seasons.values()].sort((a, b) => a.year - b.year);
  if (content.sport === "football")
    return byYear(content.seasons).flatMap((season) => footballMatchEntries(season));
  return byYear(content.seasons).flatMap((season) => cricketMatchEntries(season));
}

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
