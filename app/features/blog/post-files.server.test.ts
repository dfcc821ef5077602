import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { postSource, tempContent } from "../../../tests/helpers/content";
import { ContentError } from "~/features/content/problems";
import { displayName } from "~/features/content/reader.server";
import { readPostBody, readPostFiles } from "./post-files.server";

const always = { imageProblem: () => undefined };
const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((folder) => folder.remove()));

function content(blog: Record<string, string>) {
  const folder = tempContent({ blog });
  folders.push(folder);
  return folder.dir;
}

test("reads the frontmatter of every .md file in blog/, by file name, keeping no body", () => {
  const dir = content({
    "b.md": postSource({ id: 2, slug: "b", date: "2024-11-02", category: "Gaming" }, "Body of b."),
    "a.md": postSource({ id: 1, slug: "a", date: "2024-11-01", category: "[Sports, Technology]" }, "Body of a."),
    "draft.txt": "ignored",
  });
  const posts = readPostFiles(dir, always);
  expect(posts.map((post) => post.meta.slug)).toEqual(["a", "b"]);
  expect(posts[0]).toEqual({
    path: path.join(dir, "blog/a.md"),
    file: path.join(dir, "blog/a.md"),
    meta: expect.objectContaining({ id: 1, date: "2024-11-01", category: ["Sports", "Technology"] }),
  });
  expect(Object.keys(posts[0]!)).not.toContain("body");
  expect(readPostBody(posts[1]!)?.trim()).toBe("Body of b.");
});

test("a frontmatter longer than the part read first is read whole; a long body is not needed", () => {
  const keywords = Array.from({ length: 900 }, (_, i) => `word${i}`).join(", ");
  const long = postSource({ id: 1, slug: "long", date: "2024-11-01", category: "Gaming" }).replace('keywords: "one, two"', `keywords: "${keywords}"`);
  const dir = content({
    "long.md": long,
    "short.md": postSource({ id: 2, slug: "short", date: "2024-11-02", category: "Gaming" }, "é".repeat(5000)),
  });
  const [first, second] = readPostFiles(dir, always);
  expect(long.length).toBeGreaterThan(4096);
  expect(first!.meta.keywords).toBe(keywords);
  expect(second!.meta.slug).toBe("short");
  expect(readPostBody(second!)?.trim()).toBe("é".repeat(5000));
});

test("the whole set is checked: a duplicate slug names both files", () => {
  const dir = content({
    "one.md": postSource({ id: 1, slug: "same", date: "2024-11-01", category: "Gaming" }),
    "two.md": postSource({ id: 2, slug: "same", date: "2024-11-02", category: "Gaming" }),
  });
  expect(() => readPostFiles(dir, always)).toThrow(ContentError);
  expect(() => readPostFiles(dir, always)).toThrow(/two\.md: field "slug": "same" is already used by .*one\.md/);
});

test("a bad post names its file and field", () => {
  const dir = content({ "bad.md": postSource({ id: 1, slug: "bad", date: "2024-13-01", category: "Gaming" }) });
  expect(() => readPostFiles(dir, always)).toThrow(/blog\/bad\.md: field "date"/);
});

test("files are named relative to the working directory when inside it, else in full", () => {
  expect(displayName(path.resolve("content/blog/x.md"))).toBe("content/blog/x.md");
  expect(displayName("/elsewhere/blog/x.md")).toBe("/elsewhere/blog/x.md");
});

test("the real content folder reads as the build checks it", () => {
  const posts = readPostFiles("content", always);
  expect(posts).toHaveLength(18);
  expect(posts.every((post) => post.file.startsWith("content/blog/"))).toBe(true);
});
