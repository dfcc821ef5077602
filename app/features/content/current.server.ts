import { AsyncLocalStorage } from "node:async_hooks";
import type { ImageManifest } from "~/features/media/images";

/**
 * Everything the owner edits, read from one content folder and checked as a whole: an
 * immutable value. The server swaps a new one in on reload; what is derived from it
 * (indexes, year choices, canonical keys …) is derived per snapshot (perSnapshot), never
 * computed once for the life of the process.
 *
 * This module sits below the domains, which read their part of the snapshot through it, so it
 * names none of them: each domain's reader adds the part it reads to this interface (a
 * `declare module` block at the end of e.g. blog/post-catalog.server.ts adds `posts`), and the
 * loader above them all (app/content/load.server.ts) must fill every part, or the typecheck fails.
 */
export interface ContentSnapshot {
  /** The content folder, absolute. */
  readonly dir: string;
  /** A short hash of the content: two instances with the same files say the same. */
  readonly version: string;
  /** When it was read (ISO 8601). */
  readonly loadedAt: string;
  /** Images of content: the manifest `npm run images` wrote into the folder. */
  readonly images: ImageManifest;
}

/** The snapshot every request is served from: one reference, replaced whole by a reload. */
let current: ContentSnapshot | undefined;
/** Reads the content when it is first asked for, where nothing installed it (tests, scripts). */
let readOnFirstUse: (() => ContentSnapshot) | undefined;
/** The snapshot a page render started with, so one page never mixes two versions of the content. */
const pinned = new AsyncLocalStorage<ContentSnapshot>();

/**
 * The content to serve: the snapshot the current page render started with, else the current one.
 * The server installs it before it listens (app/content/install.server.ts); tests and scripts have it read on first use.
 */
export function currentContent(): ContentSnapshot {
  const snapshot = pinned.getStore() ?? (current ??= readOnFirstUse?.());
  if (!snapshot)
    throw new Error(
      "No content installed: the server installs it before it listens (installContent); tests and scripts call readContentOnFirstUse",
    );
  return snapshot;
}

/** The installed snapshot, if any (never reads the content). */
export function installedContent(): ContentSnapshot | undefined {
  return current;
}

/** Called with each snapshot installed (start-up, reload): what must follow new content, such as the newsletter's mail. */
const installListeners = new Set<(snapshot: ContentSnapshot) => void>();

/** Calls `listener` with every snapshot installed from now on; returns what stops it. */
export function onContentInstalled(listener: (snapshot: ContentSnapshot) => void): () => void {
  installListeners.add(listener);
  return () => installListeners.delete(listener);
}

/** Serves `snapshot` from now on: requests already rendering finish on the one they started with. */
export function swapContent(snapshot: ContentSnapshot) {
  current = snapshot;
  for (const listener of installListeners) listener(snapshot);
}

/** Where nothing installs the content, `read` reads it the first time it is asked for. */
export function setFirstUseReader(read: () => ContentSnapshot) {
  readOnFirstUse = read;
}

/** Runs `render` with the current snapshot pinned: everything it reads comes from that one snapshot. */
export function withCurrentContent<T>(render: () => T): T {
  return pinned.run(currentContent(), render);
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
