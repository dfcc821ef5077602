import { recentByDate, type PostSummary } from "./filters";
import { buildPostIndex, type PostIndex } from "./post-index";
import { isPublicAt, nextMoment, scheduledMoments, visibilityEpoch } from "./schedule";
import type { Frontmatter } from "./schema";

/**
 * The public posts at one time: what every public place lists (the blog list and its filters,
 * home, RSS, the sitemap, search, related posts, the view counter). Drafts and posts scheduled
 * for later are not in it (the development server's view has them all).
 */
export type PublicPosts<F extends { meta: Frontmatter } = { meta: Frontmatter }> = {
  /** Their files (frontmatter, where they are), newest id first. */
  files: () => F[];
  /** As summaries, newest id first. */
  summaries: () => PostSummary[];
  /** The list filters' indexes. */
  index: () => PostIndex;
  /** The 5 newest by date (the post page's Recent Blogs). */
  recent: () => PostSummary[];
  exists: (slug: string) => boolean;
};

/** Views kept: the one being served, the one before (renders still finishing) and a few asked for. */
const VIEWS_KEPT = 4;

/**
 * The public posts of a set at any time, each view built once per "visibility epoch" (how many
 * scheduled moments have passed: between two moments the public posts are the same). `files` and
 * `summaries` run in the same order. With `preview` (the development server) every post is in
 * every view.
 */
export function createVisibility<F extends { meta: Frontmatter }>(
  files: readonly F[],
  summaries: readonly PostSummary[],
  { preview = false }: { preview?: boolean } = {},
) {
  const moments = preview ? [] : scheduledMoments(files.map(({ meta }) => meta));
  const views = new Map<number, PublicPosts<F>>();

  function build(t: number): PublicPosts<F> {
    const kept = files.flatMap((file, i) =>
      preview || isPublicAt(file.meta, t) ? [{ file, summary: summaries[i]! }] : [],
    );
    const publicFiles = kept.map(({ file }) => file);
    const publicSummaries = kept.map(({ summary }) => summary);
    const slugs = new Set(publicSummaries.map((post) => post.slug));
    let index: PostIndex | undefined;
    let recent: PostSummary[] | undefined;
    return {
      files: () => publicFiles,
      summaries: () => publicSummaries,
      // Built on first use: a view asked for one check (does this slug exist?) costs no index.
      index: () => (index ??= buildPostIndex(publicSummaries)),
      recent: () => (recent ??= recentByDate(publicSummaries)),
      exists: (slug) => slugs.has(slug),
    };
  }

  return {
    /** The public posts at `t` (ms since the epoch; Infinity: every post that is not a draft). */
    at(t: number): PublicPosts<F> {
      const epoch = t === Infinity ? -1 : visibilityEpoch(moments, t);
      let view = views.get(epoch);
      if (!view) {
        view = build(t);
        views.set(epoch, view);
        if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value!);
      }
      return view;
    },
    /** The first moment after `t` at which the public posts change, or undefined when none is scheduled. */
    nextMoment: (t: number) => nextMoment(moments, t),
    /** The last moment at or before `t` at which they changed, or undefined. */
    lastMoment: (t: number) => moments[visibilityEpoch(moments, t) - 1],
  };
}
