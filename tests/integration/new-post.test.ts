// `npm run new:post -- "Title"` in a scratch content folder (CONTENT_DIR).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { splitFrontmatter } from "~/features/blog/frontmatter";
import { parseFrontmatter } from "~/features/blog/schema";
import { imageFiles, type ImageEntry } from "~/features/media/images";

/** What `npm run new:post -- <title>` runs, here with another content folder. */
function newPost(root: string, content: string, title: string) {
  return execFileSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/new-post.mjs"), title], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content },
    stdio: "pipe",
  });
}

test("new:post scaffolds a valid post with the next id, its cover art and images, in CONTENT_DIR", () => {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), "vv-newpost-"));
  const content = path.join(dir, "content");
  try {
    mkdirSync(path.join(content, "blog"), { recursive: true });
    for (const name of ["how-ai-is-changing-everyday-life.md", "cloud-computing-explained.md"]) {
      cpSync(path.join(root, "content/blog", name), path.join(content, "blog", name));
    }
    newPost(root, content, "Why Élan & Speed Matter!");

    const file = path.join(content, "blog/why-elan-speed-matter.md");
    const { data } = splitFrontmatter(file, readFileSync(file, "utf8"));
    const manifest = JSON.parse(readFileSync(path.join(content, "images/manifest.json"), "utf8")) as Record<string, ImageEntry>;
    const meta = parseFrontmatter(file, data, { imageProblem: (name) => (name in manifest ? undefined : "missing") });
    expect(meta).toMatchObject({
      id: 3,
      title: "Why Élan & Speed Matter!",
      slug: "why-elan-speed-matter",
      cover: "blog/why-elan-speed-matter",
    });
    // No author line: the post is the site's author's, as site.config.ts names them now.
    expect(meta.author).toBeUndefined();
    expect(existsSync(path.join(content, "art/blog/why-elan-speed-matter.svg"))).toBe(true);
    const entry = manifest["blog/why-elan-speed-matter"]!;
    expect(entry).toMatchObject({ width: 1200, height: 630, widths: [400, 800, 1200], hash: expect.stringMatching(/^[0-9a-f]{8}$/), social: true });
    for (const rendered of imageFiles("blog/why-elan-speed-matter", entry)) expect(existsSync(path.join(content, "images", rendered)), rendered).toBe(true);

    // The same title again is refused rather than overwritten.
    expect(() => newPost(root, content, "Why Élan & Speed Matter!")).toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
