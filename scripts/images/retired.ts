// Which rendered images `npm run images -- --prune` may delete. A running server names the
// images of the manifest it last loaded (until it is reloaded), and a CDN or the page cache may
// serve a page naming them for PAGE_S_MAXAGE + PAGE_STALE_WHILE_REVALIDATE seconds after that.
// So each run records the files its manifest stopped naming ({CONTENT_DIR}/images/retired.json),
// and a prune keeps those of the last change whenever it was, and those of any change within
// that time; it deletes only rendered files named by nothing kept.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { imageFiles, type ImageManifest } from "~/features/media/images";
import { envSchema } from "~/utils/env.server";

/** The files one run of `npm run images` stopped naming, and when. */
export type Retired = { at: string; files: string[] };

const recordSchema = z.object({
  retired: z.array(z.object({ at: z.iso.datetime(), files: z.array(z.string()) })),
});

/** A rendered image of content: its name carries the hash of its source (files placed by hand have none). */
const RENDERED = /\.[0-9a-f]{8}\.(?:webp|jpg)$/;

/** How long a page naming an image may still be served after a reload, as this environment sets it (ms). */
export function keepMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds =
    envSchema.shape.PAGE_S_MAXAGE.parse(env.PAGE_S_MAXAGE) +
    envSchema.shape.PAGE_STALE_WHILE_REVALIDATE.parse(env.PAGE_STALE_WHILE_REVALIDATE);
  return seconds * 1000;
}

function named(manifest: ImageManifest): Set<string> {
  return new Set(Object.entries(manifest).flatMap(([name, entry]) => imageFiles(name, entry)));
}

/**
 * The record after a run at `now` that went from manifest `before` to `after`: the files it
 * stopped naming become the newest entry; entries older than `keep` are dropped, except the newest.
 */
export function nextRecord(
  record: readonly Retired[],
  before: ImageManifest,
  after: ImageManifest,
  now: Date,
  keep: number,
): Retired[] {
  const still = named(after);
  const files = [...named(before)].filter((file) => !still.has(file)).sort();
  const entries = files.length > 0 ? [...record, { at: now.toISOString(), files }] : [...record];
  return entries.filter(
    (entry, index) => index === entries.length - 1 || now.getTime() - Date.parse(entry.at) < keep,
  );
}

/** The rendered files on disk that neither the manifest nor the record names: what a prune deletes. */
export function prunable(
  onDisk: readonly string[],
  manifest: ImageManifest,
  record: readonly Retired[],
): string[] {
  const kept = named(manifest);
  for (const entry of record) for (const file of entry.files) kept.add(file);
  return onDisk.filter((file) => RENDERED.test(file) && !kept.has(file));
}

/** The record in a file (none yet, or unreadable: an empty one, which keeps nothing beyond this run's change). */
export function readRecord(file: string): Retired[] {
  if (!existsSync(file)) return [];
  try {
    const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data.retired : [];
  } catch {
    return [];
  }
}

/** Writes the record (not when it is empty and there is none yet: a folder never changed needs none). */
export function writeRecord(file: string, record: readonly Retired[]) {
  if (record.length === 0 && !existsSync(file)) return;
  writeFileSync(file, `${JSON.stringify({ retired: record }, null, 1)}\n`);
}
