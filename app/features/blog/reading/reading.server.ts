import { currentContent } from "~/features/content/current.server";
import { postTellingTerms } from "~/features/search/search.server";
import type { PostSummary } from "~/features/blog/filters";
import { neighboursByDate } from "./neighbours";
import { chooseRelated } from "./related";
import { collectSeries, partLabel, seriesHref, type Series } from "./series";

// What surrounds a post for its reader, from the current content snapshot: its series, its
// related posts, the posts before and after it.

/**
 * The series and the date order of the public posts now, arranged once per list of them: the
 * list is the same object until the content is reloaded or a scheduled post goes out.
 */
const arrangements = new WeakMap<readonly PostSummary[], ReturnType<typeof arrange>>();
function arrange(posts: PostSummary[]) {
  return { posts, series: collectSeries(posts), neighbours: neighboursByDate(posts) };
}
function arranged() {
  const posts = currentContent().posts.summaries();
  let value = arrangements.get(posts);
  if (!value) arrangements.set(posts, (value = arrange(posts)));
  return value;
}

/** A series by the slug of its address, or undefined when no post names it. */
export function seriesBySlug(slug: string): Series<PostSummary> | undefined {
  return arranged().series.get(slug);
}

/** A post as a link: where it is and what it is called. */
export type PostLink = { slug: string; title: string; dateLabel: string };

const linkTo = ({ slug, title, dateLabel }: PostSummary): PostLink => ({ slug, title, dateLabel });

/** A post's series as the post shows it: "Part 2 of 4", the series' page and every part. */
export type SeriesPlace = {
  name: string;
  href: string;
  label: string;
  parts: (PostLink & { part: number; current: boolean })[];
};

export type PostReading = {
  series?: SeriesPlace;
  related: PostSummary[];
  previous?: PostLink;
  next?: PostLink;
};

function seriesPlace(post: PostSummary): SeriesPlace | undefined {
  const series = post.series && arranged().series.get(post.series.slug);
  if (!post.series || !series) return undefined;
  return {
    name: series.name,
    href: seriesHref(series.slug),
    label: partLabel(post.series.part, series.total),
    parts: series.parts.map((part) => ({
      ...linkTo(part),
      part: part.series!.part,
      current: part.slug === post.slug,
    })),
  };
}

/**
 * What the post page shows around a post: its series, three related posts (by shared telling
 * words, which the search index computes for each post, and shared categories), and its previous
 * and next posts by date. Waits for the search index when it is still being built.
 */
export async function postReading(post: PostSummary): Promise<PostReading> {
  const { posts, neighbours } = arranged();
  const terms = await postTellingTerms();
  const { previous, next } = neighbours.get(post.slug) ?? {};
  return {
    series: seriesPlace(post),
    related: chooseRelated(post, posts, (other) => terms.get(other.slug) ?? []),
    previous: previous && linkTo(previous),
    next: next && linkTo(next),
  };
}
