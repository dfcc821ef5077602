import { renderMarkdown } from "~/features/markdown/markdown.server";
import { hasImage } from "~/features/media/images";
import { displayDate } from "./dates";
import { recentByDate, type PostSummary } from "./filters";
import { buildPostIndex, type PostIndex } from "./post-index";
import { contentDir, readPostBody, readPostFiles, type PostFile } from "./post-files.server";
import type { Frontmatter } from "./schema";

export type Post = PostSummary & {
  author: string;
  keywords: string;
  html: string;
  readingMinutes: number;
  wordCount: number;
};

const WORDS_PER_MINUTE = 220;
/** Rendered posts kept in memory; the page cache holds their pages, this spares a re-render after it evicts one. */
const RENDERED_KEPT = 200;

type CatalogOptions = {
  imageExists?: (name: string) => boolean;
  render?: (markdown: string) => string;
  /** Most recently rendered posts to keep. */
  keep?: number;
};

/**
 * The posts of a content folder. Every post's frontmatter is read and checked now (a bad post
 * throws a ContentError naming the file and field, which stops start-up); its body is read and
 * rendered on the first request for it, then kept (the most recent `keep` posts).
 */
export function createPostCatalog(dir: string, { imageExists = hasImage, render = renderMarkdown, keep = RENDERED_KEPT }: CatalogOptions = {}) {
  const files = readPostFiles(dir, { imageExists }).sort((a, b) => b.meta.id - a.meta.id);
  const bySlug = new Map(files.map((file) => [file.meta.slug, file]));
  const summaries = files.map(({ meta }) => toSummary(meta));
  const index = buildPostIndex(summaries);
  const recent = recentByDate(summaries);
  const rendered = new Map<string, Post>();

  function renderPost(file: PostFile, summary: PostSummary): Post {
    const body = readPostBody(file);
    const wordCount = body.split(/\s+/).filter(Boolean).length;
    return {
      ...summary,
      author: file.meta.author,
      keywords: file.meta.keywords,
      html: render(body),
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    };
  }

  return {
    /** Every post as a summary, newest id first. */
    summaries: () => summaries,
    /** The list filters' indexes, built once. */
    index: () => index,
    /** The 5 newest posts by date (the post page's Recent Blogs). */
    recent: () => recent,
    exists: (slug: string) => bySlug.has(slug),
    get(slug: string): Post | undefined {
      const cached = rendered.get(slug);
      if (cached) {
        // Map order is insertion order: move it to the back, so the oldest-used goes first.
        rendered.delete(slug);
        rendered.set(slug, cached);
        return cached;
      }
      const file = bySlug.get(slug);
      if (!file) return undefined;
      const post = renderPost(file, index.bySlug.get(slug)!);
      rendered.set(slug, post);
      if (rendered.size > keep) rendered.delete(rendered.keys().next().value!);
      return post;
    },
  };
}

function toSummary(meta: Frontmatter): PostSummary {
  const { id, title, slug, date, category, cover, description } = meta;
  return { id, title, slug, date, dateLabel: displayDate(date), categories: category, cover, description };
}

// Read when the server starts (this module loads with the server build), from CONTENT_DIR.
const catalog = createPostCatalog(contentDir());

/** Every post as a summary, newest id first. */
export function allPostSummaries(): PostSummary[] {
  return catalog.summaries();
}

/** The prebuilt indexes /blogs filters with. */
export function postIndex(): PostIndex {
  return catalog.index();
}

/** The 5 newest posts by date, computed once. */
export function recentPosts(): PostSummary[] {
  return catalog.recent();
}

/** One whole post, its body rendered on first request, or undefined for an unknown slug. */
export function getPost(slug: string): Post | undefined {
  return catalog.get(slug);
}

/** True when a post with this slug exists (for the view counter). */
export function postExists(slug: string): boolean {
  return catalog.exists(slug);
}
