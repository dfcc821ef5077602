import { afterEach, expect, test } from "vitest";
import { postSource, tempContent } from "../../../../tests/helpers/content";
import { createPostCatalog } from "~/features/blog/post-catalog.server";
import type { ContentSnapshot } from "~/features/content/current.server";
import { publishedPosts } from "./announce.server";

const MOMENT = Date.UTC(2026, 11, 1, 9, 0, 0);
const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((folder) => folder.remove()));

/** Four posts: one always public, a draft, one scheduled for MOMENT and one a day after it. */
function snapshotWithSchedule(preview: boolean): ContentSnapshot {
  const post = (id: number, slug: string, field = "") =>
    postSource({ id, slug, date: "2026-11-30", category: "Gaming" }).replace(
      "author: Sam Lee\n",
      `author: Sam Lee\n${field}`,
    );
  const content = tempContent({
    blog: {
      "public.md": post(1, "public"),
      "draft.md": post(2, "draft", "draft: true\n"),
      "due.md": post(3, "due", "publishAt: 2026-12-01T09:00:00Z\n"),
      "later.md": post(4, "later", "publishAt: 2026-12-02T09:00:00Z\n"),
    },
  });
  folders.push(content);
  const posts = createPostCatalog(content.dir, { imageProblem: () => undefined, preview });
  // Only the parts publishedPosts reads: the posts and the image manifest.
  return {
    dir: content.dir,
    version: "test",
    loadedAt: "",
    images: {},
    posts,
  } as unknown as ContentSnapshot;
}

test.each([false, true])(
  "the posts mailed are the public ones at that time: no draft, no post before its moment (preview %s)",
  (preview) => {
    const snapshot = snapshotWithSchedule(preview);
    const slugs = (now: number) =>
      publishedPosts(snapshot, "https://example.com", new Date(now)).map(({ slug }) => slug);
    expect(slugs(MOMENT - 1)).toEqual(["public"]);
    expect(slugs(MOMENT)).toEqual(["due", "public"]);
    expect(slugs(MOMENT + 86_400_000)).toEqual(["later", "due", "public"]);
  },
);
