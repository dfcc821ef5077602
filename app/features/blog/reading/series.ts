import type { ContentProblem } from "~/features/content/problems";
import { slugify } from "~/features/blog/slug";

/** A post's place in a series: the series' name as written, its address's slug, the part. */
export type PostSeries = { slug: string; name: string; part: number };

/** A series: its name and its published parts, in order. */
export type Series<P> = { slug: string; name: string; parts: P[]; total: number };

/** The series fields of a post's frontmatter (`series: Name`, `seriesPart: 2`). */
type SeriesFields = { series?: string; seriesPart?: number };

/** The series a post's frontmatter places it in, or undefined. */
export function seriesOf({ series, seriesPart }: SeriesFields): PostSeries | undefined {
  if (series === undefined || seriesPart === undefined) return undefined;
  return { slug: slugify(series), name: series, part: seriesPart };
}

/** The address of a series' page. */
export function seriesHref(slug: string): string {
  return `/blogs/series/${slug}`;
}

/** "Part 2 of 4". */
export function partLabel(part: number, total: number): string {
  return `Part ${part} of ${total}`;
}

/**
 * Every series the posts name, by slug, each with its parts in order. Its length is its highest
 * part: a part not published (yet) leaves a gap, not a renumbering ("Part 3 of 3" beside part 1).
 */
export function collectSeries<P extends { series?: PostSeries }>(
  posts: readonly P[],
): Map<string, Series<P>> {
  const all = new Map<string, Series<P>>();
  for (const post of posts) {
    const { series } = post;
    if (!series) continue;
    const entry = all.get(series.slug) ?? {
      slug: series.slug,
      name: series.name,
      parts: [],
      total: 0,
    };
    entry.parts.push(post);
    entry.total = Math.max(entry.total, series.part);
    all.set(series.slug, entry);
  }
  for (const entry of all.values()) entry.parts.sort((a, b) => a.series!.part - b.series!.part);
  return all;
}

type Claimant = { file: string; meta: SeriesFields & { date: string } };

/**
 * What is wrong with the series of a set of posts: two posts claiming one part of a series, and
 * one series written two ways ("Web Speed" and "web speed" make one address). The newer post is
 * blamed (`olderFirst` orders two posts: the earlier date, then the file changed first), as for
 * a duplicate id: the part already published keeps its place.
 */
export function seriesProblems(
  posts: readonly Claimant[],
  olderFirst: (a: Claimant, b: Claimant) => number,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const parts = new Map<string, Claimant[]>();
  const names = new Map<string, Claimant[]>();
  for (const post of posts) {
    const series = seriesOf(post.meta);
    if (!series) continue;
    const claim = `${series.slug}#${series.part}`;
    parts.set(claim, [...(parts.get(claim) ?? []), post]);
    names.set(series.slug, [...(names.get(series.slug) ?? []), post]);
  }
  for (const claimants of parts.values()) {
    const [first, ...later] = [...claimants].sort(olderFirst);
    for (const post of later)
      problems.push({
        file: post.file,
        field: "seriesPart",
        message: `part ${post.meta.seriesPart} of "${post.meta.series}" is already ${first!.file}'s: give this post another part`,
      });
  }
  for (const members of names.values()) {
    const [first, ...later] = [...members].sort(olderFirst);
    for (const post of later)
      if (post.meta.series !== first!.meta.series)
        problems.push({
          file: post.file,
          field: "series",
          message: `the series is written "${first!.meta.series}" in ${first!.file}: write its name the same way in every part`,
        });
  }
  return problems;
}
