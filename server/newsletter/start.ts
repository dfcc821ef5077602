import { currentContent, onContentInstalled } from "~/features/content/current.server";
import {
  announceNewlyPublished,
  runningNewsletter,
  startNewsletter,
  stopNewsletter,
} from "~/features/newsletter/running.server";
import { purgeExpired } from "~/features/newsletter/store/subscribers.server";

/** After a failed announcement (the database down), it is tried again this much later. */
const ANNOUNCE_RETRY_MS = 30_000;
/** Unconfirmed sign-ups past their time are deleted this often. */
const PURGE_EVERY_MS = 3600_000;

/**
 * Starts the newsletter with the server: every content install from now on (the start-up's and
 * each reload's) announces what it publishes, the sender resumes what a previous run left in the
 * outbox, and unconfirmed sign-ups are deleted once past their time. Returns what stops it.
 */
export function startNewsletterService(log: (line: string) => void = (line) => console.log(line)) {
  let retry: NodeJS.Timeout | undefined;
  function announce() {
    clearTimeout(retry);
    announceNewlyPublished(currentContent()).catch((error: unknown) => {
      log(
        `Newsletter: new posts not announced yet (${error instanceof Error ? error.message : String(error)}); trying again in ${ANNOUNCE_RETRY_MS / 1000} s`,
      );
      retry = setTimeout(announce, ANNOUNCE_RETRY_MS).unref();
    });
  }
  const stopListening = onContentInstalled(() => announce());
  void startNewsletter(log).then(
    (newsletter) => {
      log(
        newsletter.transport.toFiles
          ? `Newsletter: mail is written to files in ${newsletter.settings.mailDir} (set SMTP_URL to send it)`
          : `Newsletter: mail goes to ${newsletter.transport.where}`,
      );
      newsletter.sender.kick();
    },
    (error: unknown) =>
      log(`Newsletter unavailable: ${error instanceof Error ? error.message : String(error)}`),
  );
  const purge = () =>
    void runningNewsletter()
      .then((newsletter) => purgeExpired(newsletter.store, new Date()))
      .catch(() => undefined);
  purge();
  const purging = setInterval(purge, PURGE_EVERY_MS).unref();
  return {
    async close() {
      stopListening();
      clearTimeout(retry);
      clearInterval(purging);
      await stopNewsletter();
    },
  };
}
