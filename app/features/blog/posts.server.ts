import { currentContent, type ContentSnapshot } from "~/features/content/current.server";
import { servingTime } from "~/utils/clock.server";
import type { PostSummary } from "./filters";
import type { Post } from "./post-catalog.server";
import type { PostFile } from "./post-files.server";
import type { PostIndex } from "./post-index";
import type { PublicPosts } from "./public-posts";

export type { Post } from "./post-catalog.server";

// The public posts of the current content snapshot (features/content), replaced as a whole on
// reload, at the time the page is served: drafts and posts scheduled for later are in none of these.

/**
 * The public posts at `at` (ms; default: the time the page is served): the one view every list
 * of posts draws from (home, the blog list, RSS, the sitemap, search, related posts, the view
 * counter). The same object for every time between two scheduled moments.
 */
function publicPosts(
  at: number = servingTime(),
  snapshot: ContentSnapshot = currentContent(),
): PublicPosts<PostFile> {
  return snapshot.posts.at(at);
}

/**
 * A value derived from the public posts, computed once per content snapshot and set of public
 * posts (a scheduled post's moment brings a new set, and so a new value).
 */
export function perPublicPosts<T>(derive: (snapshot: ContentSnapshot) => T): () => T {
  const values = new WeakMap<object, { value: T }>();
  return () => {
    const snapshot = currentContent();
    const view = publicPosts(servingTime(), snapshot);
    let memo = values.get(view);
    if (!memo) values.set(view, (memo = { value: derive(snapshot) }));
    return memo.value;
  };
}

/** Every post as a summary, newest id first. */
export function allPostSummaries(): PostSummary[] {
  return currentContent().posts.summaries();
}

/** The prebuilt indexes /blogs filters with. */
export function postIndex(): PostIndex {
  return currentContent().posts.index();
}

/** The 5 newest posts by date. */
export function recentPosts(): PostSummary[] {
  return currentContent().posts.recent();
}

/** One whole post, its body rendered on first request, or undefined for an unknown slug. */
export function getPost(slug: string): Post | undefined {
  return currentContent().posts.get(slug);
}

/** True when a post with this slug exists (for the view counter). */
export function postExists(slug: string): boolean {
  return currentContent().posts.exists(slug);
}
