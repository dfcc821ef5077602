// The route handle of the match pages: the sitemap lists every match of every season of the
// tournament in the route's path, dated by its day. No query: a match page reads none.
import type { PageHandle } from "~/features/route-table/handle";
import { matchPath } from "./centre-paths";
import { cricketEntries, footballEntries, type MatchEntry } from "./match-centre";
import { isoDay } from "./page-handle";
import type { AnyTournamentContent } from "./season-files.server";
import { isTournamentId, type TournamentId } from "./tournaments";

/** Every match of a tournament's content, season by season in order of play. */
export function tournamentEntries(content: AnyTournamentContent): MatchEntry[] {
  const byYear = <S extends { year: number }>(seasons: ReadonlyMap<number, S>) => [...seasons.values()].sort((a, b) => a.year - b.year);
  if (content.sport === "football") return byYear(content.seasons).flatMap((season) => footballEntries(season));
  return byYear(content.seasons).flatMap((season) => cricketEntries(season));
}

export const matchPageHandle: PageHandle = {
  sitemap: ({ path, content }) => {
    const id = path.split("/")[2] ?? "";
    if (!isTournamentId(id)) return [];
    return tournamentEntries(content.tournaments[id as TournamentId]).map((entry) => ({
      path: matchPath(id, entry.year, entry.slug),
      lastmod: isoDay(entry.day),
    }));
  },
};
