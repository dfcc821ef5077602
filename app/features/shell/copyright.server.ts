import type { ContentSnapshot } from "~/features/content/current.server";
import { perPublicPosts } from "~/features/blog/posts.server";

/** The first and last year the footer's copyright line names. */
export type CopyrightYears = readonly [from: number, to: number];

/**
 * The years of the content's dated works: each post's date, each tournament season with a match
 * played, each qualifiers round with a result (by its fixture's date). Undefined for content
 * with none. A pure function of the snapshot, so every page of one content version says the same.
 */
export function copyrightYearsOf(snapshot: ContentSnapshot): CopyrightYears | undefined {
  const years = snapshot.posts.summaries().map((post) => Number(post.date.slice(0, 4)));
  for (const tournament of Object.values(snapshot.tournaments)) {
    years.push(...tournament.years.fixtures);
    // Either sport's rounds: what counts here (a fixture's day, and whether it has a result) is the same in both.
    const rounds: Iterable<{
      groups: readonly { fixtures: readonly { date: { year: number }; result?: unknown }[] }[];
    }> = tournament.qualifiers.values();
    for (const { groups } of rounds) {
      for (const { fixtures } of groups)
        years.push(
          ...fixtures.filter((fixture) => fixture.result).map((fixture) => fixture.date.year),
        );
    }
  }
  if (years.length === 0) return undefined;
  return [Math.min(...years), Math.max(...years)];
}

/** The current content's copyright years, worked out once per content version and set of public posts. */
export const copyrightYears = perPublicPosts(copyrightYearsOf);
