/** The placeholder texts `npm run new:post` writes: a post that still holds one is not finished. */
export const NEW_POST_PLACEHOLDERS = {
  keywords: "replace, with, keywords",
  description:
    "Replace with a one or two sentence summary of the post for search results and share previews.",
  introduction: "Write the introduction here.",
  example: "Text, **bold**, [a link to another post](/blogs/how-processors-work), lists:",
} as const;

/**
 * What `npm run new:post` writes for a new post: valid front matter, and a body of placeholders to
 * replace; a draft, or one scheduled for `publishAt`, when asked.
 */
export function newPostSource({
  id,
  title,
  slug,
  date,
  draft = false,
  publishAt,
}: {
  id: number;
  title: string;
  slug: string;
  date: string;
  draft?: boolean;
  publishAt?: string;
}): string {
  const { keywords, description, introduction, example } = NEW_POST_PLACEHOLDERS;
  return `---
id: ${id}
title: ${JSON.stringify(title)}
slug: ${slug}
date: ${date}
category: [Technology]
cover: blog/${slug}
keywords: "${keywords}"
description: "${description}"
${draft ? "draft: true\n" : ""}${publishAt ? `publishAt: ${publishAt}\n` : ""}---

${introduction}

## A first section

${example}

- one
- two
`;
}
