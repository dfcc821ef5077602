import type { OutlineEntry } from "~/features/markdown/headings";
import {
  createArticleRenderer,
  siteFiles,
  type RenderedMarkdown,
} from "~/features/markdown/markdown.server";
import { contentReader, type ContentReader } from "~/features/content/reader.server";
import { displayDate } from "./dates";
import type { PostSummary } from "./filters";
import { readPostBody, readPostFiles, type PostFile } from "./post-files.server";
import { seriesOf } from "./reading/series";
import { createVisibility, type PublicPosts } from "./public-posts";
import type { CheckOptions, Frontmatter } from "./schema";
import { previewsUnpublished, servingTime } from "~/utils/clock.server";
import { siteConfig } from "~/site.config";

export type Post = PostSummary & {
  /** Whether it is a draft, and when it is scheduled: the development server's banner says so. */
  draft: boolean;
  publishAt: string | undefined;
  author: string;
  keywords: string;
  html: string;
  /** Its sections (the headings' ids and words): the contents list. */
  outline: OutlineEntry[];
  readingMinutes: number;
  wordCount: number;
};

const WORDS_PER_MINUTE = 220;
/** Rendered posts kept in memory; the page cache holds their pages, this spares a re-render after it evicts one. */
const RENDERED_KEPT = 200;

type CatalogOptions = CheckOptions & {
  render?: (markdown: string) => RenderedMarkdown;
  /** Most recently rendered posts to keep. */
  keep?: number;
  /** Drafts and scheduled posts shown as if public (the development server); default: NODE_ENV=development. */
  preview?: boolean;
};

/**
 * The posts of a content folder, for one content snapshot. Every post's frontmatter is read and
 * checked now (bad posts throw a ContentError naming each file and field); a body is read and
 * rendered on the first request for it, then kept (the most recent `keep` posts) until the
 * snapshot is replaced. Its lists, look-ups and bodies are those of the public posts at the
 * serving time (drafts and posts scheduled for later are left out): `at(t)` is the view at any time.
 */
export function createPostCatalog(
  content: string | ContentReader,
  { imageProblem, render, keep = RENDERED_KEPT, preview = previewsUnpublished() }: CatalogOptions,
) {
  const reader = typeof content === "string" ? contentReader(content) : content;
  const toHtml = render ?? createArticleRenderer(siteFiles(reader.root));
  const files = readPostFiles(reader, { imageProblem }).sort((a, b) => b.meta.id - a.meta.id);
  const bySlug = new Map(files.map((file) => [file.meta.slug, file]));
  const summaries = files.map(({ meta }) => toSummary(meta));
  const summaryOf = new Map(summaries.map((summary) => [summary.slug, summary]));
  const visibility = createVisibility(files, summaries, { preview });
  const now = (): PublicPosts<PostFile> => visibility.at(servingTime());
  const rendered = new Map<string, Post>();

  function renderPost(file: PostFile, summary: PostSummary): Post | undefined {
    const body = readPostBody(file);
    if (body === undefined) return undefined;
    const wordCount = body.split(/\s+/).filter(Boolean).length;
    return {
      ...summary,
      draft: file.meta.draft ?? false,
      publishAt: file.meta.publishAt,
      author: file.meta.author ?? siteConfig.authorName,
      keywords: file.meta.keywords,
      ...toHtml(body),
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    };
  }

  return {
    /** The public posts at `t` (ms): the one view every list of posts is drawn from. */
    at: (t: number) => visibility.at(t),
    /** When the public posts next change after `t` (a scheduled post's moment), if ever. */
    nextMoment: (t: number) => visibility.nextMoment(t),
    /** When they last changed at or before `t`, if ever. */
    lastMoment: (t: number) => visibility.lastMoment(t),
    /** Every post's file, drafts and scheduled ones too (what the content checks read), newest id first. */
    files: () => files,
    /** The public posts now, as summaries, newest id first. */
    summaries: () => now().summaries(),
    /** The list filters' indexes of the public posts now. */
    index: () => now().index(),
    /** The 5 newest public posts by date (the post page's Recent Blogs). */
    recent: () => now().recent(),
    /** Whether a post is public now. */
    exists: (slug: string) => now().exists(slug),
    /** A public post's Markdown, read from its file now (for the search index and its snippets); not kept. */
    body(slug: string): string | undefined {
      const file = bySlug.get(slug);
      return file && now().exists(slug) ? readPostBody(file) : undefined;
    },
    /** Any post's Markdown, public or not (the search index holds scheduled posts, shown from their moment). */
    anyBody(slug: string): string | undefined {
      const file = bySlug.get(slug);
      return file ? readPostBody(file) : undefined;
    },
    /** A public post, whole, its body rendered on first request; undefined for any other slug. */
    get(slug: string): Post | undefined {
      if (!now().exists(slug)) return undefined;
      const cached = rendered.get(slug);
      if (cached) {
        // Map order is insertion order: move it to the back, so the oldest-used goes first.
        rendered.delete(slug);
        rendered.set(slug, cached);
        return cached;
      }
      const file = bySlug.get(slug);
      if (!file) return undefined;
      const post = renderPost(file, summaryOf.get(slug)!);
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
    series: seriesOf(meta),
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
