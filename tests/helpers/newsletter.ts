// The newsletter's store as tests see it: subscribers written into it before a server starts,
// and what it holds read back the owner's way (`npm run newsletter`'s own code: through the
// running site's socket on SQLite, whose file the site holds alone; straight from PostgreSQL).
import type { OwnerCommand } from "~/features/newsletter/owner/commands.server";
import type { NewsletterStatus } from "~/features/newsletter/owner/status.server";
import { openNewsletterDb, type NewsletterDb } from "~/features/newsletter/store/db.server";
import { parseEnv } from "~/utils/env.server";

const OPTIONS = { poolSize: 2, connectTimeoutMs: 5_000, queryTimeoutMs: 30_000 };

/** Opens the store itself: before the server starts or after it stopped, or on PostgreSQL. */
async function withNewsletterDb<T>(databaseUrl: string, work: (store: NewsletterDb) => Promise<T>) {
  const store = await openNewsletterDb(databaseUrl, OPTIONS);
  try {
    return await work(store);
  } finally {
    await store.db.destroy();
  }
}

/**
 * Confirmed subscribers, as if each had opened their link at `confirmedAt`, numbered 1, 2, 3 … in
 * order on a new store; `secret` is the site's secret for their unsubscribe links.
 */
export function seedSubscribers(
  databaseUrl: string,
  emails: readonly string[],
  {
    confirmedAt = new Date().toISOString(),
    secret,
  }: { confirmedAt?: string; secret?: string } = {},
) {
  return withNewsletterDb(databaseUrl, async ({ db }) => {
    if (secret)
      await db
        .insertInto("newsletter_settings")
        .values({ name: "secret", value: secret })
        .execute();
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

async function owner(databaseUrl: string, command: OwnerCommand) {
  // Loaded when asked: the command's code reads the site's stylesheet (the mails' colours), which
  // only Vite's build and Vitest can import, and benchmarks that seed a store run under tsx.
  const { ownerCommand } = await import("../../server/newsletter/cli");
  const answer = await ownerCommand(parseEnv({ DATABASE_URL: databaseUrl }), command);
  if (answer.code !== 0) throw new Error(answer.output);
  return answer.output;
}

/** What `npm run newsletter -- status` reads. */
export async function newsletterStatus(databaseUrl: string): Promise<NewsletterStatus> {
  return JSON.parse(await owner(databaseUrl, { name: "status", json: true })) as NewsletterStatus;
}

/** How many of the outbox's mails are in each state. */
export async function deliveryStates(databaseUrl: string) {
  return (await newsletterStatus(databaseUrl)).deliveries;
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

/** A subscriber's state, or undefined when the address is not stored (`npm run newsletter -- export`). */
export async function subscriberState(databaseUrl: string, email: string) {
  const rows = (await owner(databaseUrl, { name: "export" })).trim().split("\n").slice(1);
  return rows.map((row) => row.split(",")).find(([address]) => address === email)?.[1];
}
