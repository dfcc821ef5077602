// `npm run new:post -- [--draft] [--publish-at <moment>] "Title"`: scaffolds {CONTENT_DIR}/blog/<slug>.md with valid frontmatter and
// the next id, draws its cover from that frontmatter as scripts/art/covers.mjs draws every post's
// ({CONTENT_DIR}/art/blog/<slug>.svg) and renders the cover's image variants into {CONTENT_DIR}/images/. Then `npm run check:content` and `npm run reload` publish it.
// Runs under tsx: the slug rules and the frontmatter reader come from the site's own modules. No
// author line: a post without one is the site's author's (site.config.ts).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { splitFrontmatter } from "~/features/blog/frontmatter";
import { contentDir } from "~/features/content/dir.server";
import { slugify } from "~/features/blog/slug";
import { newPostSource } from "~/features/blog/new-post-template";
import { parsePublishAt, PUBLISH_AT_FORMAT } from "~/features/blog/schedule";
import { drawCovers } from "./art/covers.mjs";

const USAGE =
  'Usage: npm run new:post -- [--draft] [--publish-at 2026-12-01T09:00:00Z] "Title of the post"';
const args = process.argv.slice(2);
const draft = args.includes("--draft");
const at = args.indexOf("--publish-at");
const publishAt = at === -1 ? undefined : args[at + 1];
const title = args
  .filter((arg, i) => arg !== "--draft" && (at === -1 || (i !== at && i !== at + 1)))
  .join(" ")
  .trim();
if (!title || (at !== -1 && !publishAt)) {
  console.error(USAGE);
  process.exit(2);
}
if (publishAt !== undefined && parsePublishAt(publishAt) === undefined) {
  console.error(`--publish-at ${publishAt}: write ${PUBLISH_AT_FORMAT}`);
  process.exit(2);
}

const content = contentDir();
const blog = path.join(content, "blog");
const slug = slugify(title);
const file = path.join(blog, `${slug}.md`);
if (!slug) {
  console.error("The title needs at least one letter or digit.");
  process.exit(2);
}
if (existsSync(file)) {
  console.error(`${file} already exists.`);
  process.exit(1);
}

const ids = readdirSync(blog)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const { data } = splitFrontmatter(name, readFileSync(path.join(blog, name), "utf8"));
    return Number(data?.id) || 0;
  });
const id = Math.max(0, ...ids) + 1;
// A scheduled post is dated the day it goes out (UTC).
const date = new Date(publishAt ? parsePublishAt(publishAt) : Date.now())
  .toISOString()
  .slice(0, 10);

writeFileSync(file, newPostSource({ id, title, slug, date, draft, publishAt }));
console.log(`Created ${file} (id ${id})`);
// Its cover from its frontmatter, as covers.mjs draws every post's (after editing the category, run that again).
drawCovers([slug], content);
// The images script under the same tsx loader this script runs with.
const buildImages = fileURLToPath(new URL("./build-images.ts", import.meta.url));
const images = spawnSync(process.execPath, [...process.execArgv, buildImages, `blog/${slug}`], {
  stdio: "inherit",
});
process.exit(images.status ?? 1);
