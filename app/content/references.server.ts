import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { bodyAfterFrontmatter } from "~/features/blog/frontmatter";
import type { PostCatalog } from "~/features/blog/post-catalog.server";
import { CATCH_ALL_ROUTE } from "~/features/cache/not-found.server";
import type { ContentSnapshot } from "~/features/content/current.server";
import type { ContentProblem } from "~/features/content/problems";
import { displayName } from "~/features/content/reader.server";
import type { SiteFiles } from "~/features/markdown/markdown.server";
import {
  parseReferences,
  scanReferences,
  type ScannedReference,
} from "~/features/markdown/references.server";
import { isDynamicPath, sitemapEntries, type RouteTable } from "~/features/route-table/route-table";

/** Whether a path of the site (decoded, no query) answers with a page. */
export type PageCheck = (path: string) => boolean;

/**
 * The pages of the site for a snapshot, as the routes answer them: a route with a path of its
 * own, or an address its handle lists in the sitemap (a post, a team, a match …); never the
 * catch-all "not found" page. Case and a trailing slash are forgiven, as the server forgives them.
 */
export function sitePages(routes: RouteTable, snapshot: ContentSnapshot): PageCheck {
  const listed = new Set(sitemapEntries(routes, snapshot).map((entry) => entry.path));
  // Matching a path against the routes costs a millisecond or two; 10,000 posts link to far fewer addresses.
  const known = new Map<string, boolean>();
  return (sitePath) => {
    const clean = (sitePath.replace(/\/+$/, "") || "/").toLowerCase();
    if (listed.has(clean)) return true;
    let page = known.get(clean);
    if (page === undefined) {
      const match = routes.match(clean);
      known.set(
        clean,
        (page = match !== undefined && match.id !== CATCH_ALL_ROUTE && !isDynamicPath(match.path)),
      );
    }
    return page;
  };
}

/** A post's local references as the scan finds them; kept per file while its size and time are unchanged (a reload reads only the posts that changed). */
const scanned = new Map<string, { stamp: string; references: ScannedReference[] }>();

function bodyOf(file: string): { body: string; offset: number } {
  const source = readFileSync(file, "utf8");
  const body = bodyAfterFrontmatter(file, source);
  // Lines before the body: the frontmatter with its two --- lines.
  const offset = source.slice(0, source.length - body.length).split("\n").length - 1;
  return { body, offset };
}

function scannedReferences(file: string): ScannedReference[] {
  const { size, mtimeMs } = statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  const known = scanned.get(file);
  if (known?.stamp === stamp) return known.references;
  // A copy: addresses cut from the body would otherwise keep the whole body in memory with them.
  const references = structuredClone(scanReferences(bodyOf(file).body));
  scanned.set(file, { stamp, references });
  return references;
}

type Targets = { files: SiteFiles; pages?: PageCheck; root: string };

/** What is wrong with one reference of the post at `/blogs/{slug}`, or undefined when it leads somewhere. */
function problemOf(
  { url, shown }: ScannedReference,
  slug: string,
  { files, pages, root }: Targets,
): string | undefined {
  let sitePath: string;
  try {
    sitePath = decodeURIComponent(new URL(url, `http://site.invalid/blogs/${slug}`).pathname);
  } catch {
    return `"${url}" is not a valid address`;
  }
  if (files(sitePath)) return undefined;
  const inContent = /^\/(images|media)\//.test(sitePath);
  const home = displayName(path.join(inContent ? root : path.resolve("public"), sitePath));
  const isVideo = /\.(mp4|webm|ogg)$/i.test(sitePath);
  if (shown) return `${isVideo ? "video" : "image"} "${url}" does not exist: add ${home}`;
  if (inContent) return `link "${url}" leads to no file: add ${home}`;
  if (!pages || pages(sitePath)) return undefined;
  if (/\.[a-z0-9]+$/i.test(sitePath)) return `link "${url}" leads to no file: add ${home}`;
  const post = /^\/blogs\/([^/]+)\/?$/.exec(sitePath);
  return post
    ? `link "${url}" leads to no post: none has the slug "${post[1]}"`
    : `link "${url}" leads to no page of the site`;
}

/**
 * Every local image, video and link in the posts' bodies that leads nowhere, each with its file
 * and line: a figure or video that is not in the content folder (or public/), a link to a file
 * that is not there, or to an address no page answers (an unknown post, a page that does not
 * exist). Links are checked against pages only when `targets.pages` is given.
 */
export function bodyReferenceProblems(posts: PostCatalog, targets: Targets): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  // An address from the root means the same in every post: 10,000 posts name far fewer of them.
  const verdicts = new Map<string, string | undefined>();
  const verdict = (reference: ScannedReference, slug: string) => {
    if (!reference.url.startsWith("/")) return problemOf(reference, slug, targets);
    const key = `${reference.shown} ${reference.url}`;
    if (!verdicts.has(key)) verdicts.set(key, problemOf(reference, slug, targets));
    return verdicts.get(key);
  };
  for (const post of posts.files()) {
    seen.add(post.path);
    if (
      scannedReferences(post.path).every(
        (reference) => verdict(reference, post.meta.slug) === undefined,
      )
    )
      continue;
    // The scan found something: read the body as the renderer does, which tells code and escapes apart and gives the lines.
    const { body, offset } = bodyOf(post.path);
    for (const reference of parseReferences(body)) {
      const message = verdict(reference, post.meta.slug);
      if (message) problems.push({ file: post.file, line: reference.line + offset, message });
    }
  }
  for (const file of scanned.keys()) if (!seen.has(file)) scanned.delete(file);
  return problems;
}
