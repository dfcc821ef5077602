import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { postSource, SHIPPED_POSTS, tempContent } from "../../../tests/helpers/content";
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
    "a.md": postSource(
      { id: 1, slug: "a", date: "2024-11-01", category: "[Sports, Technology]" },
      "Body of a.",
    ),
    "draft.txt": "ignored",
  });
  const posts = readPostFiles(dir, always);
  expect(posts.map((post) => post.meta.slug)).toEqual(["a", "b"]);
  expect(posts[0]).toEqual({
    path: path.join(dir, "blog/a.md"),
    file: path.join(dir, "blog/a.md"),
    meta: expect.objectContaining({
      id: 1,
      date: "2024-11-01",
      category: ["Sports", "Technology"],
    }),
  });
  expect(Object.keys(posts[0]!)).not.toContain("body");
  expect(readPostBody(posts[1]!)?.trim()).toBe("Body of b.");
});

test("a frontmatter longer than the part read first is read whole; a long body is not needed", () => {
  const keywords = Array.from({ length: 900 }, (_, i) => `word${i}`).join(", ");
  const long = postSource({ id: 1, slug: "long", date: "2024-11-01", category: "Gaming" }).replace(
    'keywords: "one, two"',
    `keywords: "${keywords}"`,
  );
  const dir = content({
    "long.md": long,
    "short.md": postSource(
      { id: 2, slug: "short", date: "2024-11-02", category: "Gaming" },
      "é".repeat(5000),
    ),
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
  expect(() => readPostFiles(dir, always)).toThrow(
    /two\.md:4: field "slug": "same" is already used by .*one\.md/,
  );
});

test("a bad post names its file and field", () => {
  const dir = content({
    "bad.md": postSource({ id: 1, slug: "bad", date: "2024-13-01", category: "Gaming" }),
  });
  expect(() => readPostFiles(dir, always)).toThrow(/blog\/bad\.md:5: field "date"/);
});

test("files are named relative to the working directory when inside it, else in full", () => {
  expect(displayName(path.resolve("content/blog/x.md"))).toBe("content/blog/x.md");
  expect(displayName("/elsewhere/blog/x.md")).toBe("/elsewhere/blog/x.md");
});

test("the real content folder reads as the build checks it", () => {
  const posts = readPostFiles("content", always);
  expect(posts).toHaveLength(SHIPPED_POSTS);
  expect(posts.every((post) => post.file.startsWith("content/blog/"))).toBe(true);
});

/** The problems a folder's posts are refused with. */
function problemsOf(dir: string) {
  try {
    readPostFiles(dir, always);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the posts to be refused");
}

test("a problem in the frontmatter names the file's line of its field, counting the opening --- as line 1", () => {
  const good = postSource({ id: 1, slug: "good", date: "2024-11-01", category: "Gaming" });
  const dir = content({
    "a.md": postSource({ id: 2, slug: "a", date: "2024-13-01", category: "Gaming" }).replace(
      "keywords:",
      "catgory: Gaming\nkeywords:",
    ),
    "b.md": postSource({ id: 3, slug: "b", date: "2024-11-03", category: "[Gaming, Cooking]" }),
    "c.md": good
      .replace("id: 1", "id: 4")
      .replace("slug: good", "slug: c")
      .replace('title: "Post 1"', 'title: "Post 4"\ntitle: "Twice"'),
    "good.md": good,
  });
  const at = (name: string) => path.join(dir, "blog", name);
  expect(problemsOf(dir)).toEqual([
    { file: at("a.md"), line: 5, field: "date", message: "a real date written YYYY-MM-DD" },
    { file: at("a.md"), line: 9, field: "catgory", message: 'Unrecognized key: "catgory"' },
    {
      file: at("b.md"),
      line: 6,
      field: "category.1",
      message: expect.stringContaining("Invalid option"),
    },
    // A YAML syntax error: the line of the second "title:" (line 4 of the file, 3 of the YAML).
    {
      file: at("c.md"),
      line: 4,
      message: "frontmatter is not valid YAML: Map keys must be unique",
    },
  ]);
});

test("a duplicate id or slug is blamed on the newer post, with its line; the published one keeps its own", () => {
  const dir = content({
    // Sorts first by name, but is the post just added: dated later.
    "a-new-post.md": postSource({
      id: 2,
      slug: "published",
      date: "2025-06-02",
      category: "Gaming",
    }),
    "published.md": postSource({
      id: 2,
      slug: "published",
      date: "2024-11-02",
      category: "Gaming",
    }),
    "first.md": postSource({ id: 1, slug: "first", date: "2024-11-01", category: "Gaming" }),
  });
  const at = (name: string) => path.join(dir, "blog", name);
  expect(problemsOf(dir)).toEqual([
    {
      file: at("a-new-post.md"),
      line: 2,
      field: "id",
      message: `2 is already used by ${at("published.md")}, an older post: give this one the next free id, 3`,
    },
    {
      file: at("a-new-post.md"),
      line: 4,
      field: "slug",
      message: `"published" is already used by ${at("published.md")}, an older post: give this one another`,
    },
  ]);
});
