// `npm run new:post -- "Title"` in a scratch copy of the content folders.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { splitFrontmatter } from "~/features/blog/frontmatter";
import { parseFrontmatter } from "~/features/blog/schema";
import { siteConfig } from "../../site.config";

/** What `npm run new:post -- <title>` runs, here in another working directory. */
function newPost(root: string, dir: string, title: string) {
  return execFileSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/new-post.mjs"), title], { cwd: dir, stdio: "pipe" });
}

test("new:post scaffolds a valid post with the next id, its cover art and images", () => {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), "vv-newpost-"));
  try {
    mkdirSync(path.join(dir, "content/blog"), { recursive: true });
    for (const name of ["how-ai-is-changing-everyday-life.md", "cloud-computing-explained.md"]) {
      cpSync(path.join(root, "content/blog", name), path.join(dir, "content/blog", name));
    }
    mkdirSync(path.join(dir, "art/blog"), { recursive: true });
    mkdirSync(path.join(dir, "app/media"), { recursive: true });
    mkdirSync(path.join(dir, "public"), { recursive: true });
    newPost(root, dir, "Why Élan & Speed Matter!");

    const file = path.join(dir, "content/blog/why-elan-speed-matter.md");
    const { data } = splitFrontmatter(file, readFileSync(file, "utf8"));
    const manifest = JSON.parse(readFileSync(path.join(dir, "app/media/images.json"), "utf8")) as Record<string, unknown>;
    const meta = parseFrontmatter(file, data, { imageExists: (name) => name in manifest });
    expect(meta).toMatchObject({
      id: 3,
      title: "Why Élan & Speed Matter!",
      slug: "why-elan-speed-matter",
      cover: "blog/why-elan-speed-matter",
      author: siteConfig.authorName,
    });
    expect(existsSync(path.join(dir, "art/blog/why-elan-speed-matter.svg"))).toBe(true);
    expect(existsSync(path.join(dir, "public/images/blog/why-elan-speed-matter-800.webp"))).toBe(true);
    expect(existsSync(path.join(dir, "public/images/blog/why-elan-speed-matter.jpg"))).toBe(true);

    // The same title again is refused rather than overwritten.
    expect(() => newPost(root, dir, "Why Élan & Speed Matter!")).toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
