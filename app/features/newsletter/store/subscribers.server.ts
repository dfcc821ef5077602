import { newSecret } from "~/features/newsletter/tokens.server";
import { writeTransaction, type NewsletterDb } from "./db.server";
import type { Source, SubscriberState } from "./schema";

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 48 * 3600_000;
/** At most this many confirmation mails per sign-up, one per interval: nobody can mail-bomb a stranger through the form. */
export const MAX_CONFIRM_MAILS = 3;
export const CONFIRM_INTERVAL_MS = 10 * 60_000;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** What a sign-up did: "mail" (send a confirmation with the token), "quiet" (nothing to send), "full" (too many pending). */
export type SignUp = { outcome: "mail"; token: string } | { outcome: "quiet" | "full" };

/**
 * Records a sign-up, the same for every address state as far as the visitor can tell: a new or
 * lapsed address becomes pending with a new confirmation token; a pending one gets a new token
 * unless it had its mails' share lately; a confirmed one is left alone. The token is stored only
 * as its hash (`hash`).
 */
export function signUp(
  store: NewsletterDb,
  request: { email: string; source: Source; token: string; hash: string; now: Date },
  maxPending: number,
): Promise<SignUp> {
  const { email, source, token, hash, now } = request;
  const at = now.toISOString();
  const pendingFields = {
    confirm_hash: hash,
    confirm_expires_at: later(now, CONFIRM_TTL_MS),
    confirm_mailed_at: at,
    source,
  };
  return writeTransaction(store, async (trx) => {
    const row = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "state", "confirm_expires_at", "confirm_mails", "confirm_mailed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (row?.state === "confirmed") return { outcome: "quiet" };
    const live = row?.state === "pending" && row.confirm_expires_at! > at;
    if (live) {
      const recent = row.confirm_mailed_at! > later(now, -CONFIRM_INTERVAL_MS);
      if (recent || row.confirm_mails >= MAX_CONFIRM_MAILS) return { outcome: "quiet" };
      await trx
        .updateTable("newsletter_subscribers")
        .set({ ...pendingFields, confirm_mails: row.confirm_mails + 1 })
        .where("id", "=", row.id)
        .execute();
      return { outcome: "mail", token };
    }
    const pending = await trx
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("state", "=", "pending")
      .where("confirm_expires_at", ">", at)
      .executeTakeFirstOrThrow();
    if (Number(pending.count) >= maxPending) return { outcome: "full" };
    const fresh = { ...pendingFields, state: "pending" as const, confirm_mails: 1, left_at: null };
    if (row)
      await trx.updateTable("newsletter_subscribers").set(fresh).where("id", "=", row.id).execute();
    else
      await trx
        .insertInto("newsletter_subscribers")
        .values({ ...fresh, email, created_at: at, confirmed_at: null })
        .execute();
    return { outcome: "mail", token };
  });
}

/** Whether a confirmation token's hash names a sign-up still waiting and within its time. */
export async function isPendingHash(
  store: NewsletterDb,
  hash: string,
  now: Date,
): Promise<boolean> {
  const row = await store.db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("confirm_hash", "=", hash)
    .where("state", "=", "pending")
    .where("confirm_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirms the sign-up whose token has this hash: true once, false for a used, expired or unknown token. */
export function confirmHash(store: NewsletterDb, hash: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return writeTransaction(store, async (trx) => {
    const result = await trx
      .updateTable("newsletter_subscribers")
      .set({
        state: "confirmed",
        confirmed_at: at,
        confirm_hash: null,
        confirm_expires_at: null,
        left_at: null,
      })
      .where("confirm_hash", "=", hash)
      .where("state", "=", "pending")
      .where("confirm_expires_at", ">", at)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  });
}

export type SubscriberRow = {
  id: number;
  email: string;
  state: SubscriberState;
  confirmed_at: string | null;
};

/** One subscriber by id (an unsubscribe token names it). */
export function subscriberById(
  store: NewsletterDb,
  id: number,
): Promise<SubscriberRow | undefined> {
  return store.db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "state", "confirmed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Ends a subscription now: no mail of it is sent from this commit on. False when it had ended already. */
export function leave(
  store: NewsletterDb,
  id: number,
  state: "unsubscribed" | "bounced",
  now: Date,
): Promise<boolean> {
  return writeTransaction(store, async (trx) => {
    const result = await trx
      .updateTable("newsletter_subscribers")
      .set({ state, left_at: now.toISOString(), confirm_hash: null, confirm_expires_at: null })
      .where("id", "=", id)
      .where("state", "in", ["confirmed", "pending"])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  });
}

/** Marks an address a 5xx refused: it is not mailed again until it signs up and confirms anew. */
export async function bounceAddress(store: NewsletterDb, email: string, now: Date): Promise<void> {
  const row = await store.db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (row) await leave(store, row.id, "bounced", now);
}

/** Deletes sign-ups never confirmed within their time (their address and all). Returns how many. */
export function purgeExpired(store: NewsletterDb, now: Date): Promise<number> {
  return writeTransaction(store, async (trx) => {
    const result = await trx
      .deleteFrom("newsletter_subscribers")
      .where("state", "=", "pending")
      .where("confirm_expires_at", "<=", now.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Deletes an address and every trace of its mails (`npm run newsletter -- delete`). Returns whether it was there. */
export function deleteAddress(store: NewsletterDb, email: string): Promise<boolean> {
  return writeTransaction(store, async (trx) => {
    const row = await trx
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("newsletter_deliveries").where("subscriber_id", "=", row.id).execute();
    await trx.deleteFrom("newsletter_subscribers").where("id", "=", row.id).execute();
    return true;
  });
}

/**
 * The secret the site's unsubscribe tokens are signed with: made on first use and kept in the
 * database, so every instance (and `npm run newsletter`) signs alike and no secret is configured.
 */
export async function siteSecret(store: NewsletterDb): Promise<string> {
  const read = () =>
    store.db
      .selectFrom("newsletter_settings")
      .select("value")
      .where("name", "=", "secret")
      .executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  await writeTransaction(store, (trx) =>
    trx
      .insertInto("newsletter_settings")
      .values({ name: "secret", value: newSecret() })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute(),
  );
  return (await read())!.value;
}
