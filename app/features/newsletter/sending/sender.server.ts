import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { maskAddress } from "~/features/newsletter/address";
import { postMail, type MailSite } from "~/features/newsletter/mail/messages.server";
import type { MailTransport } from "~/features/newsletter/mail/transport.server";
import type { NewsletterDb } from "~/features/newsletter/store/db.server";
import {
  claim,
  finish,
  nextDue,
  type ClaimedDelivery,
  type DeliveryEnd,
} from "~/features/newsletter/store/outbox.server";
import { leave, subscriberById } from "~/features/newsletter/store/subscribers.server";
import { unsubscribeToken } from "~/features/newsletter/tokens.server";
import { backoffMs, MAX_ATTEMPTS } from "./pace";

export type SenderOptions = {
  store: NewsletterDb;
  transport: MailTransport;
  site: MailSite;
  /** The site's secret (unsubscribe tokens). */
  secret: string;
  leaseMs: number;
  retryFirstMs: number;
  perSecond: number;
  /** Resolves when the next mail may go (the send rate, shared with the confirmation mails). */
  take: () => Promise<void>;
  log: (line: string) => void;
};

/** With nothing due, the outbox is looked at again this often (another instance may have queued mail). */
const IDLE_POLL_MS = 60_000;
/** The longest pause after the mail server could not be reached. */
const MAX_PAUSE_MS = 10 * 60_000;

/** The address a subscriber's mails carry for unsubscribing in one step. */
function unsubscribeUrl(origin: string, secret: string, id: number, confirmedAt: string) {
  return `${origin}/newsletter/unsubscribe?token=${unsubscribeToken(secret, id, confirmedAt)}`;
}

/** A sender's settings and what it keeps between runs. */
type SenderState = SenderOptions & {
  owner: string;
  batch: number;
  stopped: boolean;
  pausedUntil: number;
  pauseMs: number;
  tally: { sent: number; retried: number; failed: number };
};

/**
 * The outbox's sender, one per process: claims due deliveries under a lease, sends each, and
 * records how it went in its own commit straight after the mail server's answer. Woken by an
 * announcement, by the next retry's time, and once a minute (mail another instance queued).
 */
export function createSender(options: SenderOptions) {
  const state: SenderState = {
    ...options,
    // Unique per process and start: a restarted process does not take over its predecessor's leases early.
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    // Enough to keep sending for a quarter of the lease at the configured rate, and no more.
    batch: Math.max(1, Math.min(50, Math.floor((options.perSecond * options.leaseMs) / 4000))),
    stopped: false,
    pausedUntil: 0,
    pauseMs: 0,
    tally: { sent: 0, retried: 0, failed: 0 },
  };
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function kick() {
    if (state.stopped) return;
    if (running) return void (again = true);
    clearTimeout(timer);
    running = run().finally(() => (running = undefined));
  }

  async function run() {
    try {
      do {
        again = false;
        if (Date.now() >= state.pausedUntil) await drain(state);
      } while (again && !state.stopped);
      report(state);
    } catch (error) {
      state.log(
        `Newsletter: the outbox could not be read (${error instanceof Error ? error.message : error}); trying again in a minute`,
      );
    }
    if (state.stopped) return;
    const wait = await nextWait(state);
    clearTimeout(timer);
    timer = setTimeout(kick, wait).unref();
  }

  return {
    kick,
    /** Stops after the mail being sent (its end is recorded); what it held goes back to the outbox. */
    async stop() {
      state.stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

async function drain(state: SenderState) {
  for (;;) {
    const { owner, batch: limit, leaseMs } = state;
    const claimed = await claim(state.store, owner, { limit, now: new Date(), leaseMs });
    if (claimed.length === 0 || !(await sendAll(state, claimed))) return;
  }
}

/** How long until the next delivery falls due (a retry, a lease that runs out), at most IDLE_POLL_MS. */
async function nextWait(state: SenderState): Promise<number> {
  const due = await nextDue(state.store).catch(() => undefined);
  const at = Math.max(due ? due.getTime() : Date.now() + IDLE_POLL_MS, state.pausedUntil);
  return Math.min(Math.max(at - Date.now(), 0) + 10, IDLE_POLL_MS);
}

/** Sends a claimed batch; false when sending stops (the server is unavailable, or the process stops). */
async function sendAll(state: SenderState, claimed: ClaimedDelivery[]): Promise<boolean> {
  const claimedAt = Date.now();
  for (const [index, delivery] of claimed.entries()) {
    // Past half the lease the rest goes back: no mail starts near the time another process may take it.
    if (state.stopped || Date.now() - claimedAt > state.leaseMs / 2) {
      await release(state, claimed.slice(index));
      return !state.stopped;
    }
    if (!(await sendOne(state, delivery))) {
      await release(state, claimed.slice(index + 1));
      return false;
    }
  }
  return true;
}

async function release(state: SenderState, deliveries: ClaimedDelivery[]) {
  for (const { id } of deliveries)
    await finish(state.store, id, state.owner, { state: "released" }, new Date());
}

/** Sends one delivery and records how it ended; false when the server is unavailable (it is released). */
async function sendOne(state: SenderState, delivery: ClaimedDelivery): Promise<boolean> {
  const { store, owner, site, secret, log } = state;
  const { subscriber } = delivery;
  const end = (how: DeliveryEnd) => finish(store, delivery.id, owner, how, new Date());
  await state.take();
  // Read again just before the send, not only at the claim: an unsubscribe a moment ago counts.
  // A subscription ended and begun again since is another one: it was not subscribed at the post.
  const current = await subscriberById(store, subscriber.id);
  const confirmedAt = current?.state === "confirmed" ? current.confirmed_at : null;
  if (!confirmedAt || confirmedAt !== subscriber.confirmedAt) {
    await end({ state: "dropped" });
    return true;
  }
  const link = unsubscribeUrl(site.origin, secret, subscriber.id, confirmedAt);
  const recipient = { email: subscriber.email, id: subscriber.id, unsubscribeUrl: link };
  const result = await state.transport.send(postMail(site, delivery.post, recipient));
  if (result.kind === "sent") {
    state.pauseMs = 0;
    state.tally.sent += 1;
    if (!(await end({ state: "sent" })))
      log(
        `Newsletter: a mail to ${maskAddress(subscriber.email)} went out after its claim had run out (another process may send it too)`,
      );
    return true;
  }
  if (result.kind === "unavailable") {
    await end({ state: "released" });
    state.pauseMs = Math.min(Math.max(state.pauseMs * 2, state.retryFirstMs), MAX_PAUSE_MS);
    state.pausedUntil = Date.now() + state.pauseMs;
    log(
      `Newsletter: the mail server is unavailable (${result.error}); trying again in ${Math.round(state.pauseMs / 1000)} s`,
    );
    return false;
  }
  if (result.kind === "retry" && delivery.attempts < MAX_ATTEMPTS) {
    state.tally.retried += 1;
    const at = new Date(Date.now() + backoffMs(delivery.attempts, state.retryFirstMs));
    await end({ state: "retry", at, error: result.error });
    return true;
  }
  state.tally.failed += 1;
  await end({ state: "failed", error: result.error });
  if (result.kind === "refused") {
    await leave(store, subscriber.id, "bounced", new Date());
    log(
      `Newsletter: ${maskAddress(subscriber.email)} refused for good (${result.error}); it is not mailed again`,
    );
  }
  return true;
}

function report(state: SenderState) {
  const { sent, retried, failed } = state.tally;
  if (sent + retried + failed === 0) return;
  state.log(
    `Newsletter: ${sent} sent (${state.transport.where}), ${retried} to try again later, ${failed} failed`,
  );
  state.tally = { sent: 0, retried: 0, failed: 0 };
}
