import { z } from "zod";
import { parseIsoDate } from "./dates";
import { ContentError, zodProblems, type ContentProblem } from "~/features/content/problems";
import { splitFrontmatter, withFrontmatterLines } from "./frontmatter";
import { parsePublishAt, PUBLISH_AT_FORMAT } from "./schedule";
import { seriesProblems } from "./reading/series";
import { MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from "./slug";

export const CATEGORIES = ["Technology", "Gaming", "Sports"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * A post's frontmatter. Strict: a misspelt field ("catgory") is an error, not silently ignored.
 * A series is named with its part.
 */
export const frontmatterSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: z.string().trim().min(1).max(200),
    slug: z.string().max(MAX_SLUG_LENGTH).regex(SLUG_PATTERN, "lowercase words joined by hyphens"),
    date: z
      .string()
      .refine((value) => parseIsoDate(value) !== undefined, "a real date written YYYY-MM-DD"),
    category: z
      .preprocess(
        (value) => (typeof value === "string" ? [value] : value),
        z.array(z.enum(CATEGORIES)).min(1).max(2),
      )
      // What an editor is told (the JSON Schema): one category, or a list of one or two.
      .meta({
        anyOf: [
          { type: "string", enum: [...CATEGORIES] },
          {
            type: "array",
            minItems: 1,
            maxItems: 2,
            items: { type: "string", enum: [...CATEGORIES] },
          },
        ],
      }),
    /** A guest's name; left out, the post is the site's author's (site.config.ts), whatever it is renamed to. */
    author: z.string().trim().min(1).optional(),
    cover: z.string().min(1),
    keywords: z.string().trim().min(1),
    description: z.string().trim().min(20).max(300),
    /** `true`: in no public place (its page 404s); the development server shows it with a banner. */
    draft: z.boolean().optional().describe("true: in no public place; npm run dev shows it"),
    /** Hidden until this moment (docs/publishing.md → Scheduled posts). */
    publishAt: z
      .string()
      .refine((value) => parsePublishAt(value) !== undefined, PUBLISH_AT_FORMAT)
      .optional()
      .describe(`hidden until then: ${PUBLISH_AT_FORMAT}`),
    /** The series the post is a part of, by name; its page is /blogs/series/{the name's slug}. */
    series: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((name) => slugify(name) !== "", "a name with letters or digits")
      .optional()
      .describe("the series' name, the same in every part (with seriesPart)"),
    /** Which part of its series the post is: 1, 2, 3… (with `series`). */
    seriesPart: z.number().int().min(1).max(999).optional().describe("its part: 1, 2, 3…"),
    /** `false`: no newsletter mail announces this post (left out, one does). */
    newsletter: z
      .boolean()
      .optional()
      .describe("false: no newsletter mail announces it; left out, one does"),
  })
  .superRefine(({ series, seriesPart }, context) => {
    if (series !== undefined && seriesPart === undefined)
      context.addIssue({
        code: "custom",
        path: ["series"],
        message: "a post of a series needs its part too: seriesPart: 1, 2, 3…",
      });
    if (seriesPart !== undefined && series === undefined)
      context.addIssue({
        code: "custom",
        path: ["seriesPart"],
        message: "a part needs the series it belongs to: series: its name",
      });
  });
export type Frontmatter = z.infer<typeof frontmatterSchema>;

export type CheckOptions = {
  /** What is wrong with the cover image of this name (the command that fixes it), or undefined when it is rendered. */
  imageProblem: (name: string) => string | undefined;
};

/** Checks one post's frontmatter; every problem names the file and the field. */
export function parseFrontmatter(
  file: string,
  data: unknown,
  { imageProblem }: CheckOptions,
): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) throw new ContentError(zodProblems(file, result.error, "(frontmatter)"));
  const cover = imageProblem(result.data.cover);
  if (cover) throw new ContentError({ file, field: "cover", message: cover });
  return result.data;
}

/** When a post's file was last changed (ms): which of two posts of the same date is the newer. */
export type ModifiedAt = (file: string) => number;

/**
 * Checks the whole set: ids and slugs unique, and ids in the order of the dates (the lists sort by
 * id). Ids may have gaps: a deleted post or a draft never makes the owner renumber the others.
 * Every problem is named. A duplicate is blamed on the newer post (the later date; on the same
 * day the file changed last), which is the one just added: the post already published keeps its
 * id and address.
 */
export function checkCollection(
  posts: { file: string; meta: Frontmatter }[],
  modifiedAt: ModifiedAt = () => 0,
): void {
  const problems: ContentProblem[] = [];
  const seenIds = new Map<number, string>();
  const seenSlugs = new Map<string, string>();
  const nextId = Math.max(0, ...posts.map(({ meta }) => meta.id)) + 1;
  for (const { file, meta } of oldestFirst(posts, modifiedAt)) {
    const idOwner = seenIds.get(meta.id);
    if (idOwner)
      problems.push({
        file,
        field: "id",
        message: `${meta.id} is already used by ${idOwner}, an older post: give this one the next free id, ${nextId}`,
      });
    else seenIds.set(meta.id, file);
    const slugOwner = seenSlugs.get(meta.slug);
    if (slugOwner)
      problems.push({
        file,
        field: "slug",
        message: `"${meta.slug}" is already used by ${slugOwner}, an older post: give this one another`,
      });
    else seenSlugs.set(meta.slug, file);
  }
  problems.push(...orderProblems(posts));
  problems.push(...seriesProblems(posts, (a, b) => byAge(a, b, modifiedAt)));
  if (problems.length > 0) throw new ContentError(problems);
}

/** Which of two posts is older: the earlier date, on the same day the file changed first. */
function byAge(a: { file: string; meta: { date: string } }, b: typeof a, modifiedAt: ModifiedAt) {
  return a.meta.date.localeCompare(b.meta.date) || modifiedAt(a.file) - modifiedAt(b.file);
}

/**
 * Posts whose id is out of the order of the dates: a later post must have a larger id (equal
 * dates in any order). Drafts are left out until they are published: a draft written long ago
 * keeps its id and is judged when it goes out. The post with the larger id of a pair is named.
 */
function orderProblems(posts: { file: string; meta: Frontmatter }[]): ContentProblem[] {
  const byId = posts.filter(({ meta }) => !meta.draft).sort((a, b) => a.meta.id - b.meta.id);
  const problems: ContentProblem[] = [];
  for (let i = 1; i < byId.length; i += 1) {
    const [before, post] = [byId[i - 1]!, byId[i]!];
    if (post.meta.id === before.meta.id || post.meta.date >= before.meta.date) continue;
    problems.push({
      file: post.file,
      field: "id",
      message: `${post.meta.id} comes after ${before.file}'s ${before.meta.id}, yet this post's date ${post.meta.date} is before its ${before.meta.date}: ids go up with the date (a later post takes a larger id; gaps are fine)`,
    });
  }
  return problems;
}

/** The posts by date, oldest first; on the same day, the file changed first (asked only for posts that share an id or slug). */
function oldestFirst<P extends { file: string; meta: Frontmatter }>(
  posts: P[],
  modifiedAt: ModifiedAt,
): P[] {
  const uses = new Map<string | number, number>();
  for (const { meta } of posts)
    for (const key of [meta.id, meta.slug]) uses.set(key, (uses.get(key) ?? 0) + 1);
  const shared = new Set(
    posts.filter(({ meta }) => uses.get(meta.id)! > 1 || uses.get(meta.slug)! > 1),
  );
  if (shared.size === 0) return posts;
  const modified = new Map([...shared].map((post) => [post, modifiedAt(post.file)]));
  return [...posts].sort(
    (a, b) =>
      a.meta.date.localeCompare(b.meta.date) || (modified.get(a) ?? 0) - (modified.get(b) ?? 0),
  );
}

/** Parses and checks one post's source; `file` is the name errors give, and every problem the line of its field. */
export function parsePostSource(
  file: string,
  source: string,
  options: CheckOptions,
): { file: string; meta: Frontmatter; body: string } {
  const { data, body } = splitFrontmatter(file, source);
  try {
    return { file, meta: parseFrontmatter(file, data, options), body };
  } catch (error) {
    throw error instanceof ContentError
      ? new ContentError(withFrontmatterLines(error.problems, source))
      : error;
  }
}
