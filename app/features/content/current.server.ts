import { AsyncLocalStorage } from "node:async_hooks";
import { contentDir } from "./dir.server";
import { loadContent, type ContentSnapshot } from "./load.server";
import { ContentError, formatProblem } from "./problems";

/** The snapshot every request is served from: one reference, replaced whole by a reload. */
let current: ContentSnapshot | undefined;
let lastReloadError: { at: string; problems: string[] } | null = null;
/** The snapshot a page render started with, so one page never mixes two versions of the content. */
const pinned = new AsyncLocalStorage<ContentSnapshot>();

/** Loads a folder's content, or throws a ContentError naming every problem. */
export function loadContentOrThrow(dir: string = contentDir()): ContentSnapshot {
  const result = loadContent(dir);
  if (!result.ok) throw new ContentError(result.problems);
  return result.snapshot;
}

/**
 * The content to serve: the snapshot the current page render started with, else the current one.
 * The server installs it at start-up; anything else that asks first (a test, a script) loads
 * CONTENT_DIR then.
 */
export function currentContent(): ContentSnapshot {
  return pinned.getStore() ?? (current ??= loadContentOrThrow());
}

/** Runs `render` with the current snapshot pinned: everything it reads comes from that one snapshot. */
export function withCurrentContent<T>(render: () => T): T {
  return pinned.run(currentContent(), render);
}

/** Start-up: reads the content and serves it, or throws (the server must not start on content the check refuses). */
export function installContent(dir: string = contentDir()): { snapshot: ContentSnapshot; summary: string } {
  const result = loadContent(dir);
  if (!result.ok) throw new ContentError(result.problems);
  current = result.snapshot;
  return result;
}

export type ReloadResult = { ok: true; snapshot: ContentSnapshot; ms: number; summary: string } | { ok: false; problems: string[]; ms: number };

/**
 * Reads the content folder again. Valid content becomes the current snapshot in one assignment
 * (requests already rendering finish on the one they started with); invalid content is refused,
 * the current snapshot keeps serving, and the problems are kept for /healthz.
 */
export function reloadContent(dir: string = current?.dir ?? contentDir()): ReloadResult {
  const started = performance.now();
  let result: ReturnType<typeof loadContent>;
  try {
    result = loadContent(dir);
  } catch (error) {
    // Not a problem of the content's (a file that cannot be read mid-way, a bug): still refused,
    // never allowed to take the serving process down with it.
    result = { ok: false, problems: [{ file: dir, message: `could not be read: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const ms = Math.round(performance.now() - started);
  if (!result.ok) {
    const problems = result.problems.map(formatProblem);
    lastReloadError = { at: new Date().toISOString(), problems };
    return { ok: false, problems, ms };
  }
  current = result.snapshot;
  lastReloadError = null;
  return { ok: true, snapshot: result.snapshot, ms, summary: result.summary };
}

/** What /healthz says about the content: its version, when it was read, and why the last reload was refused (null when it was not). */
export function contentHealth() {
  const snapshot = currentContent();
  return { version: snapshot.version, loadedAt: snapshot.loadedAt, lastReloadError };
}

/**
 * A value derived from the content, computed once per snapshot (on first use) rather than once
 * per process: a reload brings a new snapshot and so a new value.
 */
export function perSnapshot<T>(derive: (snapshot: ContentSnapshot) => T): () => T {
  const values = new WeakMap<ContentSnapshot, { value: T }>();
  return () => {
    const snapshot = currentContent();
    let memo = values.get(snapshot);
    if (!memo) values.set(snapshot, (memo = { value: derive(snapshot) }));
    return memo.value;
  };
}
