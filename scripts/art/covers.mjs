// `npx tsx scripts/art/covers.mjs [slug …]`: draws the cover of every post of {CONTENT_DIR}/blog
// (or of the posts named) from its frontmatter — its title, categories and keywords — signed with
// the brand of site.config.ts, into {CONTENT_DIR}/art/blog/<slug>.svg; `npm run images` then
// renders it. After a rebrand, run it again: every post's cover, new ones too, names the new brand.
// A post whose cover is a photo of its own (art/blog/<slug>.jpg …) keeps it; one whose `cover`
// names another image is not drawn. Runs under tsx: it shares the site's frontmatter reader,
// `site.config.ts` and `CONTENT_DIR`.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { splitFrontmatter } from "~/features/blog/frontmatter";
import { contentDir } from "~/features/content/dir.server";
import { displayName } from "~/features/content/reader.server";
import { SOURCE_EXTENSIONS } from "~/features/media/recipe.server";
import { renderCover } from "./covers/cover.mjs";
import { iconFor } from "./covers/topics.mjs";

export { iconFor };

const text = (value) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** What a cover is drawn from, read leniently (a post still being written draws too): undefined without a title. */
function coverFields(data, file) {
  const title = text(data?.title);
  if (!title) return undefined;
  const category = data.category;
  const categories = (Array.isArray(category) ? category : [category]).filter(
    (name) => typeof name === "string",
  );
  const slug = text(data.slug) ?? path.basename(file, ".md");
  return { slug, title, categories, keywords: text(data.keywords) ?? "", cover: text(data.cover) };
}

/**
 * One post's cover, from its Markdown source: the image and its SVG, or why it is not drawn (no
 * title, a cover that names another image, a photo of its own).
 */
export function coverOf(file, source, root = contentDir()) {
  const post = coverFields(splitFrontmatter(file, source).data, file);
  if (!post) return { skipped: "no title to draw" };
  const name = `blog/${post.slug}`;
  if (post.cover !== name)
    return {
      slug: post.slug,
      skipped: `its cover is "${post.cover}", not its own ${name}: not drawn`,
    };
  const photos = SOURCE_EXTENSIONS.filter((extension) => extension !== ".svg").map((extension) =>
    path.join(root, "art", `${name}${extension}`),
  );
  const photo = photos.find((candidate) => existsSync(candidate));
  if (photo)
    return { slug: post.slug, skipped: `its cover is a photo (${displayName(photo)}): not drawn` };
  const svg = renderCover(
    { slug: post.slug, categories: post.categories, icon: iconFor(post) },
    post.title,
  );
  return { slug: post.slug, name, svg };
}

/** Draws the covers of the posts of a content folder (those with the slugs given, or all); returns how many it wrote. */
export function drawCovers(slugs = [], root = contentDir()) {
  const blog = path.join(root, "blog");
  const missing = new Set(slugs);
  let written = 0;
  for (const file of readdirSync(blog)
    .filter((name) => name.endsWith(".md"))
    .sort()) {
    const cover = coverOf(path.join(blog, file), readFileSync(path.join(blog, file), "utf8"), root);
    const slug = cover.slug ?? path.basename(file, ".md");
    if (slugs.length > 0 && !slugs.includes(slug)) continue;
    missing.delete(slug);
    if (!cover.svg) {
      console.log(`${displayName(path.join(blog, file))}: ${cover.skipped}`);
      continue;
    }
    const out = path.join(root, "art", `${cover.name}.svg`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, cover.svg);
    written += 1;
    console.log(`${(cover.svg.length / 1024).toFixed(1).padStart(5)} KB  ${displayName(out)}`);
  }
  for (const slug of missing)
    console.error(`No post in ${displayName(blog)} has the slug "${slug}".`);
  console.log(`Wrote ${written} cover(s).`);
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  drawCovers(process.argv.slice(2));
