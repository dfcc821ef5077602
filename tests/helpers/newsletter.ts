// The newsletter's store as tests see it: subscribers written straight into it, and what it holds
// read back, through the site's own module (SQLite: the newsletter's file, shared with a running
// server; PostgreSQL: the site's database).
import { openNewsletterDb, type NewsletterDb } from "~/features/newsletter/store/db.server";

const OPTIONS = { poolSize: 2, connectTimeoutMs: 5_000, queryTimeoutMs: 30_000 };

export async function withNewsletterDb<T>(
  databaseUrl: string,
  work: (store: NewsletterDb) => Promise<T>,
) {
  const store = await openNewsletterDb(databaseUrl, OPTIONS, { waitMs: 5_000 });
  try {
    return await work(store);
  } finally {
    await store.db.destroy();
  }
}

/** Confirmed subscribers, as if each had opened their link at `confirmedAt`. */
export function seedSubscribers(
  databaseUrl: string,
  emails: readonly string[],
  confirmedAt = new Date().toISOString(),
) {
  return withNewsletterDb(databaseUrl, async ({ db }) => {
    for (let start = 0; start < emails.length; start += 500)
      await db
        .insertInto("newsletter_subscribers")
        .values(
          emails.slice(start, start + 500).map((email) => ({
            email,
            state: "confirmed" as const,
            source: "footer" as const,
            created_at: confirmedAt,
            confirmed_at: confirmedAt,
            left_at: null,
            confirm_hash: null,
            confirm_expires_at: null,
            confirm_mailed_at: null,
          })),
        )
        .execute();
  });
}

/** How many deliveries are in each state. */
export function deliveryStates(databaseUrl: string): Promise<Record<string, number>> {
  return withNewsletterDb(databaseUrl, async ({ db }) => {
    const rows = await db
      .selectFrom("newsletter_deliveries")
      .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("state")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
  });
}

/**
 * Resolves once the outbox's delivery counts satisfy `done` (read again every 20 ms: the state
 * lives in another process's database, which says nothing when it changes).
 */
export async function waitForDeliveries(
  databaseUrl: string,
  done: (states: Record<string, number>) => boolean,
  timeoutMs = 30_000,
): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await deliveryStates(databaseUrl);
    if (done(states)) return states;
    if (Date.now() > deadline)
      throw new Error(`the outbox never got there: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A subscriber's state, or undefined when the address is not stored. */
export function subscriberState(databaseUrl: string, email: string) {
  return withNewsletterDb(databaseUrl, async ({ db }) => {
    const row = await db
      .selectFrom("newsletter_subscribers")
      .select("state")
      .where("email", "=", email)
      .executeTakeFirst();
    return row?.state;
  });
}
