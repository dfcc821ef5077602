// `npm run new:post -- "Title"` in a scratch content folder (CONTENT_DIR), and its cover afterwards:
// drawn again from its frontmatter by scripts/art/covers.mjs, or replaced by a photo.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { splitFrontmatter } from "~/features/blog/frontmatter";
import { parseFrontmatter } from "~/features/blog/schema";
import { readContentImages } from "~/features/content/images.server";
import { formatProblem } from "~/features/content/problems";
import { contentReader } from "~/features/content/reader.server";
import { imageFiles, type ImageEntry } from "~/features/media/images";
import { siteConfig } from "~/site.config";

/** A script of the site under tsx (`npm run new:post -- <title>` runs scripts/new-post.mjs), here with another content folder. */
function run(content: string, script: string, ...args: string[]) {
  return spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve(script), ...args], {
    env: { ...process.env, CONTENT_DIR: content },
    encoding: "utf8",
  });
}

function newPost(root: string, content: string, title: string) {
  return execFileSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "scripts/new-post.mjs"), title],
    {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content },
      stdio: "pipe",
    },
  );
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
    const manifest = JSON.parse(
      readFileSync(path.join(content, "images/manifest.json"), "utf8"),
    ) as Record<string, ImageEntry>;
    const meta = parseFrontmatter(file, data, {
      imageProblem: (name) => (name in manifest ? undefined : "missing"),
    });
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
    expect(entry).toMatchObject({
      width: 1200,
      height: 630,
      widths: [400, 800, 1200],
      hash: expect.stringMatching(/^[0-9a-f]{8}$/),
      social: true,
    });
    for (const rendered of imageFiles("blog/why-elan-speed-matter", entry))
      expect(existsSync(path.join(content, "images", rendered)), rendered).toBe(true);

    // The same title again is refused rather than overwritten.
    expect(() => newPost(root, content, "Why Élan & Speed Matter!")).toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test("a new post's cover follows its frontmatter when drawn again; a photo beside it is refused until one source is left", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-newpost-"));
  const content = path.join(dir, "content");
  try {
    mkdirSync(path.join(content, "blog"), { recursive: true });
    cpSync(
      "content/blog/how-processors-work.md",
      path.join(content, "blog/how-processors-work.md"),
    );
    const created = run(content, "scripts/new-post.mjs", "Five Racing Games Worth Your Weekend");
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain("Wrote 1 cover(s).");
    const post = path.join(content, "blog/five-racing-games-worth-your-weekend.md");
    const art = path.join(content, "art/blog/five-racing-games-worth-your-weekend.svg");
    expect(readFileSync(art, "utf8")).toContain(`>${siteConfig.brand}</text>`);

    // The owner makes it a Gaming post with another title, and draws its cover again.
    writeFileSync(
      post,
      readFileSync(post, "utf8")
        .replace("category: [Technology]", "category: [Gaming]")
        .replace(/title: .*/, 'title: "Five Racing Games for a Rainy Weekend"'),
    );
    const drawn = run(content, "scripts/art/covers.mjs", "five-racing-games-worth-your-weekend");
    expect(drawn.stdout).toContain("Wrote 1 cover(s).");
    const svg = readFileSync(art, "utf8");
    expect(svg).toContain("Five Racing Games for a Rainy Weekend</title>");
    expect(svg).toContain(">GAMING</text>");
    expect(svg).not.toContain(">TECHNOLOGY</text>");

    // A photo placed beside the drawing: two sources for one image, refused by the check and the images script.
    cpSync(
      readdirSync("content/images/blog")
        .map((name) => path.join("content/images/blog", name))
        .find((file) => file.endsWith(".jpg"))!,
      art.replace(/\.svg$/, ".jpg"),
    );
    const twice = `the image "blog/five-racing-games-worth-your-weekend" has 2 sources, ${art.replace(/\.svg$/, ".jpg")} and ${art}: keep one (a photo replaces a drawing: delete the .svg)`;
    expect(readContentImages(contentReader(content)).problems.map(formatProblem)).toContain(
      `${art.replace(/\.svg$/, ".jpg")}: ${twice}`,
    );
    const images = run(content, "scripts/build-images.ts");
    expect(images.status).toBe(1);
    expect(images.stderr).toContain(`${twice}: not rendered`);
    // The photo is the one to keep: the drawing goes, and the covers script leaves the photo alone.
    rmSync(art);
    expect(
      readContentImages(contentReader(content)).problems.map(formatProblem).join("\n"),
    ).not.toContain("sources");
    const again = run(content, "scripts/art/covers.mjs");
    expect(again.stdout).toContain("five-racing-games-worth-your-weekend.md: its cover is a photo");
    expect(again.stdout).toContain("Wrote 1 cover(s).");
    expect(existsSync(art)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
