import type { ContentSnapshot } from "~/features/content/current.server";
import { getEnv } from "~/utils/env.server";
import { openNewsletter, type Newsletter } from "./newsletter.server";
import { announceTo, describeAnnouncement } from "./sending/announce.server";
import type { AnnounceResult } from "./store/outbox.server";

/** Pause between attempts to open a store that failed (the database down at start-up). */
const RETRY_MS = 5_000;
let running: Promise<Newsletter> | undefined;
let failedAt = -Infinity;
let log: (line: string) => void = (line) => console.log(line);

/** Starts the process's newsletter (its store, transport and sender); `write` gets its log lines. */
export function startNewsletter(write: (line: string) => void = log): Promise<Newsletter> {
  log = write;
  return runningNewsletter();
}

/**
 * The process's newsletter, opened on first use. If opening fails (the database is down), the
 * next call after a short pause tries again, so sign-ups and sending resume without a restart.
 */
export function runningNewsletter(): Promise<Newsletter> {
  if (!running) {
    if (Date.now() - failedAt < RETRY_MS)
      return Promise.reject(new Error("the newsletter's store is unavailable (retrying soon)"));
    const attempt = openNewsletter(getEnv(), log).catch((error: unknown) => {
      if (running === attempt) running = undefined;
      failedAt = Date.now();
      throw error;
    });
    running = attempt;
  }
  return running;
}

/**
 * Announces what `snapshot` publishes at `now` that the outbox has not announced: the content's
 * start-up and every reload call it, and so may a scheduler at a post's publishing time. The first
 * run on a site mails nobody; after it, each new post goes to the subscribers confirmed now.
 */
export async function announceNewlyPublished(
  snapshot: ContentSnapshot,
  now: Date = new Date(),
): Promise<AnnounceResult> {
  const newsletter = await runningNewsletter();
  const result = await announceTo(newsletter, snapshot, now);
  for (const line of describeAnnouncement(result, newsletter.transport.where)) log(line);
  return result;
}

/** Stops sending (the mail in flight is finished and recorded) and closes the store. */
export async function stopNewsletter() {
  const current = running;
  running = undefined;
  await (await current?.catch(() => undefined))?.close();
}
