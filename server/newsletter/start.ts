import { onPostsPublished } from "~/features/blog/schedule-watch.server";
import { currentContent, onContentInstalled } from "~/features/content/current.server";
import {
  announceNewlyPublished,
  runningNewsletter,
  startNewsletter,
  stopNewsletter,
} from "~/features/newsletter/running.server";
import { purgeExpired } from "~/features/newsletter/store/subscribers.server";
import { clockNow } from "~/utils/clock.server";
import { within } from "~/utils/within";
import { adminSocketPath, listenForOwner } from "./admin";

/** After a failure to open the store or to announce (the database down), it is tried again this much later. */
const RETRY_MS = 30_000;
/**
 * The longest a shutdown waits for the newsletter to stop. Its PostgreSQL queries may take 10 s
 * (migrations wait for another instance's lock), and a frozen server never answers the pool's
 * goodbye: past this, the outbox's lease hands a mail in flight to the next run, and the process
 * still exits within the server's 10 s shutdown limit.
 */
const CLOSE_WITHIN_MS = 3_000;
/** Unconfirmed sign-ups past their time are deleted this often. */
const PURGE_EVERY_MS = 3600_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts the newsletter with the server: every content install from now on (the start-up's and
 * each reload's) and every scheduled post's moment announces what is public then, the sender resumes what a previous run left in the
 * outbox, unconfirmed sign-ups are deleted once past their time, and on SQLite the owner's
 * commands are taken on a socket. Returns what stops it.
 */
export function startNewsletterService(
  databaseUrl: string,
  log: (line: string) => void = (line) => console.log(line),
) {
  const timers = {
    announce: undefined as NodeJS.Timeout | undefined,
    open: undefined as NodeJS.Timeout | undefined,
  };
  let admin: Promise<{ close: () => Promise<void> } | undefined> | undefined;
  let stopped = false;
  let opened = false;
  /** Announces what is public now: after an install, at a scheduled post's moment, on a retry. */
  function announce() {
    clearTimeout(timers.announce);
    announceNewlyPublished(currentContent(), new Date(clockNow())).catch((error: unknown) => {
      log(
        `Newsletter: new posts not announced yet (${message(error)}); trying again in ${RETRY_MS / 1000} s`,
      );
      timers.announce = setTimeout(announce, RETRY_MS).unref();
    });
  }
  function open() {
    startNewsletter(log).then(
      (newsletter) => {
        // Opened already (a request may have opened it after a failed start).
        if (stopped || opened) return;
        opened = true;
        log(
          newsletter.transport.toFiles
            ? `Newsletter: mail is written to files in ${newsletter.settings.mailDir} (set SMTP_URL to send it)`
            : `Newsletter: mail goes to ${newsletter.transport.where}`,
        );
        newsletter.sender.kick();
        const socket = adminSocketPath(databaseUrl);
        admin = socket
          ? listenForOwner(socket, runningNewsletter).catch((error: unknown) => {
              log(`Newsletter: no socket for npm run newsletter at ${socket} (${message(error)})`);
              return undefined;
            })
          : undefined;
      },
      (error: unknown) => {
        log(`Newsletter unavailable: ${message(error)}; trying again in ${RETRY_MS / 1000} s`);
        timers.open = setTimeout(open, RETRY_MS).unref();
      },
    );
  }
  const stopInstalls = onContentInstalled(() => announce());
  const stopSchedule = onPostsPublished(() => announce());
  open();
  const purge = () =>
    void runningNewsletter()
      .then((newsletter) => purgeExpired(newsletter.store, new Date()))
      .catch(() => undefined);
  purge();
  const purging = setInterval(purge, PURGE_EVERY_MS).unref();
  return {
    async close() {
      stopped = true;
      stopInstalls();
      stopSchedule();
      clearTimeout(timers.announce);
      clearTimeout(timers.open);
      clearInterval(purging);
      const closing = (async () => {
        await (await admin)?.close();
        await stopNewsletter();
      })();
      await within(closing, CLOSE_WITHIN_MS);
    },
  };
}
