import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { postSource } from "../../tests/helpers/content";
import { coverOf, iconFor } from "./covers.mjs";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("every shipped post's cover, drawn from its frontmatter, is the committed drawing, byte for byte", () => {
  const posts = readdirSync("content/blog").filter((name) => name.endsWith(".md"));
  expect(posts.length).toBeGreaterThan(0);
  for (const name of posts) {
    const file = path.join("content/blog", name);
    const cover = coverOf(file, readFileSync(file, "utf8"), "content");
    expect(cover.svg, name).toBe(readFileSync(`content/art/${cover.name}.svg`, "utf8"));
  }
});

/** A new post's source, in a folder of its own (for the photo beside its cover). */
function newPost(fields: { title: string; category: string; keywords?: string; cover?: string }) {
  const root = mkdtempSync(path.join(tmpdir(), "vv-covers-"));
  folders.push(root);
  const source = postSource({ id: 1, slug: "a-new-post", date: "2026-01-01", ...fields }).replace(
    'keywords: "one, two"',
    `keywords: "${fields.keywords ?? "one, two"}"`,
  );
  return { root, file: path.join(root, "blog/a-new-post.md"), source };
}

test("a new post's cover: its title, its categories' colours and pills, an icon its words or its category call for", () => {
  const racing = newPost({
    title: "Five Racing Games Worth Your Weekend",
    category: "[Gaming, Sports]",
  });
  const cover = coverOf(racing.file, racing.source, racing.root);
  expect(cover.name).toBe("blog/a-new-post");
  expect(cover.svg).toContain("<title id=");
  expect(cover.svg).toContain("Five Racing Games Worth Your Weekend</title>");
  expect(cover.svg).toMatch(/>GAMING<\/text>[\s\S]*>SPORTS<\/text>/);
  // The racing gauge's speed readout, in Gaming red over the ink.
  expect(cover.svg).toContain(">298</text>");
  expect(cover.svg).toContain("#c70707");
});

test("the icon: the first topic the title names (then the keywords), for the post's categories; else its first category's", () => {
  const icon = (title: string, categories: string[], keywords = "") =>
    iconFor({ title, categories, keywords });
  expect(icon("Five Racing Games Worth Your Weekend", ["Gaming"])).toBe("racing");
  expect(icon("AI Opponents That Learn", ["Gaming", "Technology"])).toBe("gameai");
  expect(icon("AI Opponents That Learn", ["Technology", "Gaming"])).toBe("ai");
  expect(icon("The Internet of Things at Work", ["Technology"])).toBe("smarthome");
  expect(icon("My Year", ["Sports"], "cricket, captains")).toBe("cricket");
  expect(icon("My Year in Games", ["Gaming"], "favourites")).toBe("gamepad");
  expect(icon("A Beginner's Guide to Rust", ["Technology"])).toBe("web");
  expect(icon("Why I Run", ["Sports"])).toBe("stopwatch");
});

test("a post whose cover is a photo of its own, or another post's image, is not drawn", () => {
  const photo = newPost({ title: "Shot on a Phone", category: "Technology" });
  mkdirSync(path.join(photo.root, "art/blog"), { recursive: true });
  writeFileSync(path.join(photo.root, "art/blog/a-new-post.jpg"), "");
  expect(coverOf(photo.file, photo.source, photo.root)).toEqual({
    slug: "a-new-post",
    skipped: expect.stringMatching(
      /^its cover is a photo \(.*art\/blog\/a-new-post\.jpg\): not drawn$/,
    ),
  });
  const borrowed = newPost({
    title: "Borrowed",
    category: "Technology",
    cover: "blog/how-processors-work",
  });
  expect(coverOf(borrowed.file, borrowed.source, borrowed.root).skipped).toBe(
    'its cover is "blog/how-processors-work", not its own blog/a-new-post: not drawn',
  );
});
