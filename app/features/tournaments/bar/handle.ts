// The route handle of every tournament page: the sitemap dates it by the tournament's latest
// result, and the page cache keys it on the choices the page accepts. Which tournament and page
// it is comes from the route's path (routes.ts mounts the same modules for each tournament).
import type { PageHandle } from "~/features/route-table/handle";
import { newest } from "~/features/route-table/handle";
import { tournamentQueries } from "~/features/tournaments/choices/page-queries";
import { canonicalQuery } from "~/features/tournaments/choices/query";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import { tournamentAddress } from "~/features/tournaments/model/addresses";

/** The day of the tournament's latest result, in any season or qualifiers round; undefined before the first. */
export function latestResult(content: AnyTournamentContent): string | undefined {
  const seasons = [...content.seasons.values()].flatMap((season) =>
    season.matches.map((match) => match.date.day.iso),
  );
  const qualifiers = [...content.qualifiers.values()].flatMap((round) =>
    round.groups.flatMap((group) =>
      group.fixtures.flatMap((fixture) => (fixture.result ? [fixture.date.iso] : [])),
    ),
  );
  return newest([...seasons, ...qualifiers]);
}

export const tournamentPageHandle: PageHandle = {
  sitemap: ({ path, content }) => {
    const found = tournamentAddress(path);
    return [{ path, lastmod: found ? latestResult(content.tournaments[found.id]) : undefined }];
  },
  // Year, group, metric, view; an unknown value is kept so the key answers 404 as the loader does.
  query: (params, { path, content }) => {
    const found = tournamentAddress(path);
    return found?.page === undefined
      ? ""
      : canonicalQuery(tournamentQueries(content.tournaments[found.id])[found.page] ?? [], params);
  },
};
