import { createMarkdownRenderer, siteFiles } from "~/features/markdown/markdown.server";
import { contentReader, type ContentReader } from "~/features/content/reader.server";
import { displayDate } from "./dates";
import { recentByDate, type PostSummary } from "./filters";
import { buildPostIndex } from "./post-index";
import { readPostBody, readPostFiles, type PostFile } from "./post-files.server";
import type { CheckOptions, Frontmatter } from "./schema";
import { siteConfig } from "~/site.config";

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

type CatalogOptions = CheckOptions & {
  render?: (markdown: string) => string;
  /** Most recently rendered posts to keep. */
  keep?: number;
};

/**
 * The posts of a content folder, for one content snapshot. Every post's frontmatter is read and
 * checked now (bad posts throw a ContentError naming each file and field); a body is read and
 * rendered on the first request for it, then kept (the most recent `keep` posts) until the
 * snapshot is replaced.
 */
export function createPostCatalog(
  content: string | ContentReader,
  { imageProblem, render, keep = RENDERED_KEPT }: CatalogOptions,
) {
  const reader = typeof content === "string" ? contentReader(content) : content;
  const toHtml = render ?? createMarkdownRenderer(siteFiles(reader.root));
  const files = readPostFiles(reader, { imageProblem }).sort((a, b) => b.meta.id - a.meta.id);
  const bySlug = new Map(files.map((file) => [file.meta.slug, file]));
  const summaries = files.map(({ meta }) => toSummary(meta));
  const index = buildPostIndex(summaries);
  const recent = recentByDate(summaries);
  const rendered = new Map<string, Post>();

  function renderPost(file: PostFile, summary: PostSummary): Post | undefined {
    const body = readPostBody(file);
    if (body === undefined) return undefined;
    const wordCount = body.split(/\s+/).filter(Boolean).length;
    return {
      ...summary,
      author: file.meta.author ?? siteConfig.authorName,
      keywords: file.meta.keywords,
      html: toHtml(body),
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    };
  }

  return {
    /** Every post as a summary, newest id first. */
    summaries: () => summaries,
    /** Every post's file (where it is, the name the content check gives it), newest id first. */
    files: () => files,
    /** The list filters' indexes, built once. */
    index: () => index,
    /** The 5 newest posts by date (the post page's Recent Blogs). */
    recent: () => recent,
    exists: (slug: string) => bySlug.has(slug),
    /** A post's Markdown, read from its file now (for the search index and its snippets); not kept. */
    body(slug: string): string | undefined {
      const file = bySlug.get(slug);
      return file ? readPostBody(file) : undefined;
    },
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
      if (!post) return undefined;
      rendered.set(slug, post);
      if (rendered.size > keep) rendered.delete(rendered.keys().next().value!);
      return post;
    },
  };
}

function toSummary(meta: Frontmatter): PostSummary {
  const { id, title, slug, date, category, cover, description } = meta;
  return {
    id,
    title,
    slug,
    date,
    dateLabel: displayDate(date),
    categories: category,
    cover,
    description,
  };
}

export type PostCatalog = ReturnType<typeof createPostCatalog>;

// The part of the content snapshot this reader reads (the loader fills it).
declare module "~/features/content/current.server" {
  interface ContentSnapshot {
    /** The posts: frontmatter checked at load, bodies rendered on first request. */
    readonly posts: PostCatalog;
  }
}
