import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A post's Markdown source with valid frontmatter (the cover is blog/{slug}). */
export function postSource(fields: { id: number; slug: string; date: string; category: string; title?: string }, body = "Body."): string {
  return `---
id: ${fields.id}
title: ${JSON.stringify(fields.title ?? `Post ${fields.id}`)}
slug: ${fields.slug}
date: ${fields.date}
category: ${fields.category}
author: Sam Lee
cover: blog/${fields.slug}
keywords: "one, two"
description: "Post ${fields.id} has a description long enough to pass."
---

${body}
`;
}

/** A throwaway content folder ({dir}/blog/*.md, {dir}/pages/*.md); `remove` deletes it. */
export function tempContent(files: { blog?: Record<string, string>; pages?: Record<string, string> }) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-content-"));
  for (const kind of ["blog", "pages"] as const) {
    mkdirSync(path.join(dir, kind));
    for (const [name, source] of Object.entries(files[kind] ?? {})) writeFileSync(path.join(dir, kind, name), source);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
