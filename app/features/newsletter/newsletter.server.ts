import path from "node:path";
import { siteConfig } from "~/site.config";
import { databaseOptions } from "~/features/views/db.server";
import type { Env } from "~/utils/env.server";
import { maskAddress } from "./address";
import { confirmationMail, type MailSite } from "./mail/messages.server";
import { createMailTransport, type MailTransport } from "./mail/transport.server";
import { backoffMs, createPacer } from "./sending/pace";
import { createSender } from "./sending/sender.server";
import { openNewsletterDb, type NewsletterDb } from "./store/db.server";
import { bounceAddress, CONFIRM_TTL_MS, siteSecret } from "./store/subscribers.server";

/** The newsletter's settings, read from the environment once. */
export type NewsletterSettings = ReturnType<typeof newsletterSettings>;

export function newsletterSettings(env: Env) {
  const sqliteDir = env.DATABASE_URL.startsWith("file:")
    ? path.dirname(path.resolve(env.DATABASE_URL.slice("file:".length)))
    : path.resolve("data");
  const host = new URL(env.PUBLIC_ORIGIN).hostname;
  const site: MailSite = { brand: siteConfig.brand, origin: env.PUBLIC_ORIGIN };
  return {
    site,
    from: env.MAIL_FROM ?? `"${siteConfig.brand.replace(/["\\]/g, "")}" <newsletter@${host}>`,
    smtpUrl: env.SMTP_URL,
    mailDir: path.resolve(env.MAIL_DIR ?? path.join(sqliteDir, "mail")),
    perSecond: env.NEWSLETTER_SEND_RATE_PER_SECOND,
    leaseMs: env.NEWSLETTER_LEASE_SECONDS * 1000,
    retryFirstMs: env.NEWSLETTER_RETRY_SECONDS * 1000,
    maxPending: env.NEWSLETTER_MAX_PENDING,
    subscribesPerHour: env.NEWSLETTER_SUBSCRIBES_PER_HOUR,
  };
}

/** What the go-live check says while mail goes to files: nobody receives it. */
export function mailGoLiveProblems(env: Env): string[] {
  if (env.SMTP_URL) return [];
  return [
    `SMTP_URL is not set: the newsletter's mails (confirmations, new posts) are written to files in ${newsletterSettings(env).mailDir} and reach nobody (set SMTP_URL to your mail server)`,
  ];
}

/** A running newsletter: its store, where its mail goes, the sender of its outbox. */
export type Newsletter = {
  settings: NewsletterSettings;
  store: NewsletterDb;
  transport: MailTransport;
  secret: string;
  sender: ReturnType<typeof createSender>;
  /** Mails a confirmation link now, trying again a few times while the server refuses it for now. */
  sendConfirmation(email: string, token: string): void;
  close(): Promise<void>;
};

/** Confirmation mails are not in the outbox (their token is never stored): tried this often, then the reader signs up again. */
const CONFIRMATION_TRIES = 5;

/** Opens the store (migrating it), the transport and the sender; `log` gets the newsletter's lines. */
export async function openNewsletter(
  env: Env,
  log: (line: string) => void = (line) => console.log(line),
): Promise<Newsletter> {
  const settings = newsletterSettings(env);
  const store = await openNewsletterDb(env.DATABASE_URL, databaseOptions(env));
  const secret = await siteSecret(store).catch(async (error: unknown) => {
    await store.db.destroy();
    throw error;
  });
  const transport = createMailTransport(settings);
  const take = createPacer(settings.perSecond);
  const sender = createSender({ ...settings, store, transport, secret, take, log });
  const pending = new Set<NodeJS.Timeout>();

  function sendConfirmation(email: string, token: string, attempt = 1) {
    const url = `${settings.site.origin}/newsletter/confirm?token=${token}`;
    const mail = confirmationMail(settings.site, email, url, CONFIRM_TTL_MS / 3600_000);
    void take()
      .then(() => transport.send(mail))
      .then(async (result) => {
        if (result.kind === "sent") {
          // Without a mail server, whoever tries the site finds the link in this file.
          if (result.file)
            log(`Newsletter: the confirmation to ${maskAddress(email)} is in ${result.file}`);
          return;
        }
        if (result.kind === "refused") return bounceAddress(store, email, new Date());
        log(`Newsletter: a confirmation to ${maskAddress(email)} was not sent (${result.error})`);
        if (attempt >= CONFIRMATION_TRIES) return;
        const timer = setTimeout(
          () => {
            pending.delete(timer);
            sendConfirmation(email, token, attempt + 1);
          },
          backoffMs(attempt, settings.retryFirstMs),
        );
        pending.add(timer.unref());
      })
      .catch((error: unknown) =>
        log(`Newsletter: a confirmation to ${maskAddress(email)} failed (${String(error)})`),
      );
  }

  return {
    settings,
    store,
    transport,
    secret,
    sender,
    sendConfirmation: (email, token) => sendConfirmation(email, token),
    async close() {
      for (const timer of pending) clearTimeout(timer);
      await sender.stop();
      transport.close();
      await store.db.destroy();
    },
  };
}
