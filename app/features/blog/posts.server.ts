import { renderMarkdown } from "~/features/markdown/markdown.server";
import { hasImage } from "~/features/media/images";
import { displayDate } from "./dates";
import type { PostSummary } from "./filters";
import { checkPostSources, type Frontmatter } from "./schema";

export type Post = PostSummary & {
  author: string;
  keywords: string;
  html: string;
  readingMinutes: number;
  wordCount: number;
};

const WORDS_PER_MINUTE = 220;

/** Parses and renders every post once; throws a ContentError naming the file and field. */
export function loadPosts(sources: Record<string, string>, imageExists: (name: string) => boolean = hasImage): Post[] {
  return checkPostSources(sources, { imageExists })
    .map(({ meta, body }) => toPost(meta, body))
    .sort((a, b) => b.id - a.id);
}

function toPost(meta: Frontmatter, body: string): Post {
  const wordCount = body.split(/\s+/).filter(Boolean).length;
  return {
    id: meta.id,
    title: meta.title,
    slug: meta.slug,
    date: meta.date,
    dateLabel: displayDate(meta.date),
    categories: meta.category,
    cover: meta.cover,
    description: meta.description,
    author: meta.author,
    keywords: meta.keywords,
    html: renderMarkdown(body),
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}

// Bundled into the server build and parsed once, when the server starts.
const sources = import.meta.glob<string>("../../../content/blog/*.md", { query: "?raw", import: "default", eager: true });
const POSTS = loadPosts(sources);
const BY_SLUG = new Map(POSTS.map((post) => [post.slug, post]));
const SUMMARIES: PostSummary[] = POSTS.map(toSummary);

function toSummary({ id, title, slug, date, dateLabel, categories, cover, description }: Post): PostSummary {
  return { id, title, slug, date, dateLabel, categories, cover, description };
}

/** Every post as a summary, newest id first. */
export function allPostSummaries(): PostSummary[] {
  return SUMMARIES;
}

/** One whole post, or undefined for an unknown slug. */
export function getPost(slug: string): Post | undefined {
  return BY_SLUG.get(slug);
}

/** True when a post with this slug exists (for the view counter). */
export function postExists(slug: string): boolean {
  return BY_SLUG.has(slug);
}
