import {
  installedContent,
  setFirstUseReader,
  swapContent,
  currentContent,
  type ContentSnapshot,
} from "~/features/content/current.server";
import { contentDir } from "~/features/content/dir.server";
import { loadContent, type LoadOptions } from "./load.server";
import { ContentError, formatProblem } from "~/features/content/problems";

// Installing and reloading the content: above every domain, like the loader it runs.

let lastReloadError: { at: string; problems: string[] } | null = null;

/** Loads a folder's content, or throws a ContentError naming every problem. */
export function loadContentOrThrow(
  dir: string = contentDir(),
  options?: LoadOptions,
): ContentSnapshot {
  const result = loadContent(dir, options);
  if (!result.ok) throw new ContentError(result.problems);
  return result.snapshot;
}

/** Start-up: reads the content and serves it, or throws (the server must not start on content the check refuses). */
export function installContent(
  dir: string = contentDir(),
  options?: LoadOptions,
): { snapshot: ContentSnapshot; summary: string } {
  const result = loadContent(dir, options);
  if (!result.ok) throw new ContentError(result.problems);
  swapContent(result.snapshot);
  return result;
}

/** Tests and scripts: the content of CONTENT_DIR (as it is then) is read the first time something asks for it. */
export function readContentOnFirstUse() {
  setFirstUseReader(() => loadContentOrThrow());
}

export type ReloadResult =
  | { ok: true; snapshot: ContentSnapshot; ms: number; summary: string }
  | { ok: false; problems: string[]; ms: number };

/**
 * Reads the content folder again. Valid content becomes the current snapshot in one assignment
 * (requests already rendering finish on the one they started with); invalid content is refused,
 * the current snapshot keeps serving, and the problems are kept for /healthz.
 */
export function reloadContent(
  dir: string = installedContent()?.dir ?? contentDir(),
  options?: LoadOptions,
): ReloadResult {
  const started = performance.now();
  let result: ReturnType<typeof loadContent>;
  try {
    result = loadContent(dir, options);
  } catch (error) {
    // Not a problem of the content's (a file that cannot be read mid-way, a bug): still refused,
    // never allowed to take the serving process down with it.
    result = {
      ok: false,
      problems: [
        {
          file: dir,
          message: `could not be read: ${error instanceof Error ? error.message : String(error)}`,
        },
      ],
    };
  }
  const ms = Math.round(performance.now() - started);
  if (!result.ok) {
    const problems = result.problems.map(formatProblem);
    lastReloadError = { at: new Date().toISOString(), problems };
    return { ok: false, problems, ms };
  }
  swapContent(result.snapshot);
  lastReloadError = null;
  return { ok: true, snapshot: result.snapshot, ms, summary: result.summary };
}

/** What /healthz says about the content: its version, when it was read, and why the last reload was refused (null when it was not). */
export function contentHealth() {
  const snapshot = currentContent();
  return { version: snapshot.version, loadedAt: snapshot.loadedAt, lastReloadError };
}
