import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  NEXT_POST_DATE,
  contentCopy,
  postSource,
  SHIPPED_POSTS,
} from "../../tests/helpers/content";
import { currentContent, perSnapshot, withCurrentContent } from "~/features/content/current.server";
import { contentHealth, installContent, reloadContent } from "./install.server";

const copies: { remove: () => void }[] = [];
afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

function installedCopy() {
  const copy = contentCopy();
  copies.push(copy);
  installContent(copy.dir);
  return copy;
}

const post = (id: number, slug: string) =>
  postSource({
    id,
    slug,
    date: NEXT_POST_DATE,
    category: "Gaming",
    cover: "blog/how-processors-work",
  });

test("a reload swaps in a new snapshot; what is derived per snapshot is derived again, once", () => {
  const copy = installedCopy();
  let derived = 0;
  const postCount = perSnapshot((snapshot) => {
    derived += 1;
    return snapshot.posts.summaries().length;
  });
  const first = currentContent();
  expect(postCount()).toBe(SHIPPED_POSTS);
  expect(postCount()).toBe(SHIPPED_POSTS);
  expect(derived).toBe(1);

  copy.write("blog/zz-new.md", post(SHIPPED_POSTS + 1, "new-one"));
  const result = reloadContent();
  expect(result.ok).toBe(true);
  expect(currentContent()).not.toBe(first);
  expect(postCount()).toBe(SHIPPED_POSTS + 1);
  expect(derived).toBe(2);
  expect(contentHealth()).toEqual({
    version: currentContent().version,
    loadedAt: currentContent().loadedAt,
    lastReloadError: null,
  });
});

test("a render keeps the snapshot it started with through a reload", async () => {
  const copy = installedCopy();
  const before = currentContent();
  copy.write("blog/zz-new.md", post(SHIPPED_POSTS + 1, "new-one"));
  const seen = await withCurrentContent(async () => {
    const atStart = currentContent();
    reloadContent();
    await new Promise((resolve) => setImmediate(resolve));
    return [atStart, currentContent()];
  });
  expect(seen).toEqual([before, before]);
  expect(currentContent()).not.toBe(before);
});

test("refused content leaves the current snapshot serving and says why; so does an error reading it", () => {
  const copy = installedCopy();
  const before = currentContent();
  copy.write(
    "blog/zz-bad.md",
    post(SHIPPED_POSTS + 1, "bad").replace(`date: ${NEXT_POST_DATE}`, "date: 2025-02-30"),
  );
  const refused = reloadContent();
  expect(refused).toMatchObject({
    ok: false,
    problems: [
      `${path.join(copy.dir, "blog/zz-bad.md")}:5: field "date": a real date written YYYY-MM-DD`,
    ],
  });
  expect(currentContent()).toBe(before);
  expect(contentHealth().lastReloadError).toEqual({
    at: expect.any(String),
    problems: (refused as { problems: string[] }).problems,
  });

  // A folder named like a post cannot be read as one: named, and refused.
  copy.remove();
  const other = installedCopy();
  mkdirSync(path.join(other.dir, "blog/zz-folder.md"));
  const unreadable = reloadContent();
  expect(unreadable.ok).toBe(false);
  expect((unreadable as { problems: string[] }).problems).toEqual([
    `${path.join(other.dir, "blog/zz-folder.md")}: cannot be read (EISDIR)`,
  ]);
});
