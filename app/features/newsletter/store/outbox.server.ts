import { sql, type Kysely } from "kysely";
import { writeTransaction, type NewsletterDb } from "./db.server";
import type { NewsletterSchema } from "./schema";

/** A published post as the outbox keeps it: what its mail says, taken when it is announced. */
export type PostAnnouncement = {
  slug: string;
  title: string;
  description: string;
  date: string;
  categories: readonly string[];
  url: string;
  coverUrl: string | undefined;
  /** false: the post said `newsletter: false`; recorded, never mailed. */
  mail: boolean;
};

export type AnnounceResult = {
  /** Posts recorded as announced without a mail: the newsletter's first run on this site. */
  baseline: number;
  /** Posts announced now, each with the subscribers it is queued for. */
  announced: { slug: string; title: string; recipients: number }[];
  skipped: number;
};

/** Any constant: the key of PostgreSQL's advisory lock that lets one announcement run at a time. */
const ANNOUNCE_LOCK = 3_707_110;
const SINCE = "announcing_since";

/**
 * Records the posts the outbox has not seen: one campaign row per post (unique by slug) and, for
 * each new post that mails, one delivery row per subscriber confirmed now (unique per campaign
 * and subscriber), in one transaction. The first run on a site records every post as `baseline`
 * and mails nobody. One announcement runs at a time (PostgreSQL: an advisory lock; SQLite: the
 * write lock), so instances reloading the same content together queue each post once.
 */
export function announce(
  store: NewsletterDb,
  posts: readonly PostAnnouncement[],
  now: Date,
): Promise<AnnounceResult> {
  const at = now.toISOString();
  return writeTransaction(store, async (trx) => {
    if (store.dialect === "postgres")
      await sql`select pg_advisory_xact_lock(${ANNOUNCE_LOCK})`.execute(trx);
    const began = await trx
      .selectFrom("newsletter_settings")
      .select("value")
      .where("name", "=", SINCE)
      .executeTakeFirst();
    const known = await trx.selectFrom("newsletter_campaigns").select("post_slug").execute();
    const seen = new Set(known.map((row) => row.post_slug));
    const fresh = posts.filter((post) => !seen.has(post.slug));
    const result: AnnounceResult = { baseline: 0, announced: [], skipped: 0 };
    if (!began) {
      await trx.insertInto("newsletter_settings").values({ name: SINCE, value: at }).execute();
      for (const post of fresh) await insertCampaign(trx, post, "baseline", at);
      return { ...result, baseline: fresh.length };
    }
    for (const post of fresh) {
      const id = await insertCampaign(trx, post, post.mail ? "announced" : "skipped", at);
      if (!post.mail) result.skipped += 1;
      else
        result.announced.push({
          slug: post.slug,
          title: post.title,
          recipients: await queueDeliveries(trx, id, at),
        });
    }
    return result;
  });
}

async function insertCampaign(
  trx: Kysely<NewsletterSchema>,
  post: PostAnnouncement,
  state: "announced" | "baseline" | "skipped",
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto("newsletter_campaigns")
    .values({
      post_slug: post.slug,
      state,
      title: post.title,
      description: post.description,
      post_date: post.date,
      categories: post.categories.join(", "),
      url: post.url,
      cover_url: post.coverUrl ?? null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One delivery per subscriber confirmed now; someone who confirms later does not get this post. */
async function queueDeliveries(trx: Kysely<NewsletterSchema>, campaignId: number, at: string) {
  const inserted = await trx
    .insertInto("newsletter_deliveries")
    .columns(["campaign_id", "subscriber_id", "state", "next_attempt_at"])
    .expression((eb) =>
      eb
        .selectFrom("newsletter_subscribers")
        .select([
          eb.cast<number>(eb.val(campaignId), "integer").as("campaign_id"),
          "id",
          eb.val("queued").as("state"),
          eb.val(at).as("next_attempt_at"),
        ])
        .where("state", "=", "confirmed"),
    )
    .onConflict((conflict) => conflict.columns(["campaign_id", "subscriber_id"]).doNothing())
    .executeTakeFirst();
  const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0);
  await trx
    .updateTable("newsletter_campaigns")
    .set({ recipients })
    .where("id", "=", campaignId)
    .execute();
  return recipients;
}

/** A delivery this process has claimed, with what its mail needs. */
export type ClaimedDelivery = {
  id: number;
  attempts: number;
  subscriber: { id: number; email: string; state: string; confirmedAt: string | null };
  post: Omit<PostAnnouncement, "mail" | "categories"> & { categories: string };
};

/**
 * Claims up to `limit` deliveries that are due and not held by anyone, for `leaseMs`: until then
 * no other process takes them. PostgreSQL: FOR UPDATE SKIP LOCKED, so instances claiming at once
 * take different rows without waiting; SQLite: the write lock makes the claim one step.
 */
export function claim(
  store: NewsletterDb,
  owner: string,
  { limit, now, leaseMs }: { limit: number; now: Date; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  return writeTransaction(store, async (trx) => {
    const claimed = await trx
      .updateTable("newsletter_deliveries")
      .set((eb) => ({
        lease_owner: owner,
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", (eb) => {
        const due = eb
          .selectFrom("newsletter_deliveries")
          .select("id")
          .where("state", "=", "queued")
          .where("next_attempt_at", "<=", at)
          .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<", at)]))
          .orderBy("id")
          .limit(limit);
        return store.dialect === "postgres" ? due.forUpdate().skipLocked() : due;
      })
      .returning("id")
      .execute();
    if (claimed.length === 0) return [];
    const rows = await trx
      .selectFrom("newsletter_deliveries as d")
      .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
      .innerJoin("newsletter_campaigns as c", "c.id", "d.campaign_id")
      .select(["d.id", "d.attempts", "s.id as subscriberId", "s.email", "s.state"])
      .select(["s.confirmed_at", "c.post_slug", "c.title", "c.description", "c.post_date"])
      .select(["c.categories", "c.url", "c.cover_url"])
      .where(
        "d.id",
        "in",
        claimed.map((row) => row.id),
      )
      .orderBy("d.id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      attempts: row.attempts,
      subscriber: {
        id: row.subscriberId,
        email: row.email,
        state: row.state,
        confirmedAt: row.confirmed_at,
      },
      post: {
        slug: row.post_slug,
        title: row.title,
        description: row.description,
        date: row.post_date,
        categories: row.categories,
        url: row.url,
        coverUrl: row.cover_url ?? undefined,
      },
    }));
  });
}

/** How a claimed delivery ended: sent, tried again at `at`, given up, or dropped (its subscriber left). */
export type DeliveryEnd =
  | { state: "sent" }
  | { state: "retry"; at: Date; error: string }
  | { state: "failed"; error: string }
  | { state: "dropped" }
  | { state: "released" };

/**
 * Records how one claimed delivery ended, in its own commit, straight after the mail server's
 * answer: that commit is what stands between a mail accepted and a mail sent twice after a crash.
 * False when this process no longer held it (its lease ran out and another took it).
 */
export async function finish(
  store: NewsletterDb,
  id: number,
  owner: string,
  end: DeliveryEnd,
  now: Date,
): Promise<boolean> {
  const free = { lease_owner: null, lease_until: null };
  const done = { ...free, done_at: now.toISOString() };
  const result = await store.db
    .updateTable("newsletter_deliveries")
    .set((eb) => {
      switch (end.state) {
        case "sent":
          return { ...done, state: "sent" as const, last_error: null };
        case "failed":
          return { ...done, state: "failed" as const, last_error: end.error.slice(0, 300) };
        case "dropped":
          return { ...done, state: "dropped" as const };
        case "retry":
          return {
            ...free,
            next_attempt_at: end.at.toISOString(),
            last_error: end.error.slice(0, 300),
          };
        case "released":
          // Never tried (the mail server could not be reached): the claim's attempt does not count.
          return { ...free, attempts: eb("attempts", "-", 1) };
      }
    })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the next delivery falls due (a retry's time, or a lease that runs out), or undefined when none waits. */
export async function nextDue(store: NewsletterDb): Promise<Date | undefined> {
  const row = await store.db
    .selectFrom("newsletter_deliveries")
    .select((eb) => [
      eb.fn.min("next_attempt_at").as("retry"),
      eb.fn.min("lease_until").as("lease"),
    ])
    .where("state", "=", "queued")
    .executeTakeFirst();
  const times = [row?.retry, row?.lease].filter((time): time is string => typeof time === "string");
  return times.length > 0 ? new Date(times.sort()[0]!) : undefined;
}
