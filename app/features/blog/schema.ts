import { z } from "zod";
import { parseIsoDate } from "./dates.ts";
import { ContentError, splitFrontmatter } from "./frontmatter.ts";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "./slug.ts";

export const CATEGORIES = ["Technology", "Gaming", "Sports"] as const;
export type Category = (typeof CATEGORIES)[number];

export const frontmatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1).max(200),
  slug: z.string().max(MAX_SLUG_LENGTH).regex(SLUG_PATTERN, "lowercase words joined by hyphens"),
  date: z.string().refine((value) => parseIsoDate(value) !== undefined, "a real date written YYYY-MM-DD"),
  category: z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(z.enum(CATEGORIES)).min(1).max(2)),
  author: z.string().trim().min(1),
  cover: z.string().min(1),
  keywords: z.string().trim().min(1),
  description: z.string().trim().min(20).max(300),
});
export type Frontmatter = z.infer<typeof frontmatterSchema>;

export type CheckOptions = { imageExists: (name: string) => boolean };

/** Checks one post's frontmatter; the error names the file and the field. */
export function parseFrontmatter(file: string, data: unknown, { imageExists }: CheckOptions): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(`${file}: field "${issue.path.join(".") || "(frontmatter)"}": ${issue.message}`);
  }
  if (!imageExists(result.data.cover)) {
    throw new ContentError(`${file}: field "cover": image "${result.data.cover}" does not exist (add art/${result.data.cover}.svg and run npm run images)`);
  }
  return result.data;
}

/** Checks the whole set: ids and slugs unique, ids sequential from 1. */
export function checkCollection(posts: { file: string; meta: Frontmatter }[]): void {
  const seenIds = new Map<number, string>();
  const seenSlugs = new Map<string, string>();
  for (const { file, meta } of posts) {
    const idOwner = seenIds.get(meta.id);
    if (idOwner) throw new ContentError(`${file}: field "id": ${meta.id} is already used by ${idOwner}`);
    const slugOwner = seenSlugs.get(meta.slug);
    if (slugOwner) throw new ContentError(`${file}: field "slug": "${meta.slug}" is already used by ${slugOwner}`);
    seenIds.set(meta.id, file);
    seenSlugs.set(meta.slug, file);
  }
  const ids = [...seenIds.keys()].sort((a, b) => a - b);
  ids.forEach((id, index) => {
    if (id !== index + 1) throw new ContentError(`${seenIds.get(id)}: field "id": ids must run 1, 2, 3… without gaps (expected ${index + 1}, found ${id})`);
  });
}

/** Parses and checks one post's source; `file` is the name errors give. */
export function parsePostSource(file: string, source: string, options: CheckOptions): { file: string; meta: Frontmatter; body: string } {
  const { data, body } = splitFrontmatter(file, source);
  return { file, meta: parseFrontmatter(file, data, options), body };
}
