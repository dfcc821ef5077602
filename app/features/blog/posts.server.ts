import { currentContent } from "~/features/content/current.server";
import type { PostSummary } from "./filters";
import type { Post } from "./post-catalog.server";
import type { PostIndex } from "./post-index";

export type { Post } from "./post-catalog.server";

// The posts of the current content snapshot (features/content): replaced as a whole on reload.

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
