import { describe, expect, test } from "vitest";
import { newsletterBackends } from "../../../../tests/helpers/newsletter-stores";
import type { NewsletterDb } from "./db.server";
import { announce, claim, finish, nextDue, type PostAnnouncement } from "./outbox.server";

const T0 = new Date("2026-11-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;

function post(slug: string, mail = true): PostAnnouncement {
  return {
    slug,
    title: `Title of ${slug}`,
    description: `What ${slug} is about.`,
    date: "2026-11-01",
    categories: ["Technology"],
    url: `https://site.example/blogs/${slug}`,
    coverUrl: undefined,
    mail,
  };
}

async function subscribe(store: NewsletterDb, state: "confirmed" | "pending", count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${state}-${index}@example.org`,
    state,
    source: "footer" as const,
    created_at: T0.toISOString(),
    confirmed_at: state === "confirmed" ? T0.toISOString() : null,
    left_at: null,
    confirm_hash: null,
    confirm_expires_at: null,
    confirm_mailed_at: null,
  }));
  await store.db.insertInto("newsletter_subscribers").values(rows).execute();
}

const deliveries = (store: NewsletterDb) =>
  store.db.selectFrom("newsletter_deliveries").selectAll().orderBy("id").execute();

/** Each case runs on a store of its own, on every backend. */
const CASES: [string, (store: NewsletterDb) => Promise<void>][] = [
  [
    "the first run records what is published without a mail; each new post is queued once, for the confirmed",
    async (store) => {
      await subscribe(store, "confirmed", 3);
      await subscribe(store, "pending", 2);
      expect(await announce(store, [post("a"), post("b")], T0)).toEqual({
        baseline: 2,
        announced: [],
        skipped: 0,
      });
      expect(await deliveries(store)).toEqual([]);

      const later = [post("a"), post("b"), post("c"), post("d", false)];
      expect(await announce(store, later, at(1))).toEqual({
        baseline: 0,
        announced: [{ slug: "c", title: "Title of c", recipients: 3 }],
        skipped: 1,
      });
      // Announced again (a second reload, another instance, a restart): nothing more.
      const again = await Promise.all([
        announce(store, later, at(2)),
        announce(store, later, at(2)),
      ]);
      expect(again.map((result) => result.announced)).toEqual([[], []]);
      expect(await deliveries(store)).toHaveLength(3);
    },
  ],
  [
    "a claim holds its mails for the lease; another sender takes them only once it has run out",
    async (store) => {
      await subscribe(store, "confirmed", 4);
      await announce(store, [], T0);
      await announce(store, [post("a")], T0);
      const mine = await claim(store, "one", { limit: 3, now: at(1), leaseMs: LEASE });
      expect(mine.map((delivery) => delivery.subscriber.email)).toEqual([
        "confirmed-0@example.org",
        "confirmed-1@example.org",
        "confirmed-2@example.org",
      ]);
      expect(mine[0]).toMatchObject({ attempts: 1, post: { slug: "a", categories: "Technology" } });
      const theirs = await claim(store, "two", { limit: 10, now: at(2), leaseMs: LEASE });
      expect(theirs.map((delivery) => delivery.subscriber.email)).toEqual([
        "confirmed-3@example.org",
      ]);
      expect(await claim(store, "two", { limit: 10, now: at(LEASE), leaseMs: LEASE })).toEqual([]);
      expect(await finish(store, mine[0]!.id, "one", { state: "sent" }, at(3))).toBe(true);
      // Past the lease, what "one" still held goes to "two", and "one" can no longer record it.
      const taken = await claim(store, "two", { limit: 10, now: at(LEASE + 2), leaseMs: LEASE });
      expect(taken.map((delivery) => delivery.id)).toEqual([mine[1]!.id, mine[2]!.id]);
      expect(await finish(store, mine[1]!.id, "one", { state: "sent" }, at(LEASE + 3))).toBe(false);
      expect(await finish(store, mine[1]!.id, "two", { state: "sent" }, at(LEASE + 3))).toBe(true);
    },
  ],
  [
    "a retry waits for its time; a release gives the attempt back; nextDue says when",
    async (store) => {
      await subscribe(store, "confirmed", 2);
      await announce(store, [], T0);
      await announce(store, [post("a")], T0);
      const [first, second] = await claim(store, "one", { limit: 2, now: at(1), leaseMs: LEASE });
      const retryAt = at(5 * 60_000);
      await finish(store, first!.id, "one", { state: "retry", at: retryAt, error: "451" }, at(2));
      await finish(store, second!.id, "one", { state: "released" }, at(2));
      expect(await nextDue(store)).toEqual(T0);
      const again = await claim(store, "one", { limit: 5, now: at(3), leaseMs: LEASE });
      expect(again.map((delivery) => [delivery.id, delivery.attempts])).toEqual([[second!.id, 1]]);
      await finish(store, second!.id, "one", { state: "sent" }, at(4));
      expect(await nextDue(store)).toEqual(retryAt);
      expect(await claim(store, "one", { limit: 5, now: at(60_000), leaseMs: LEASE })).toEqual([]);
      const retried = await claim(store, "one", { limit: 5, now: retryAt, leaseMs: LEASE });
      expect(retried.map((delivery) => [delivery.id, delivery.attempts])).toEqual([[first!.id, 2]]);
      await finish(store, first!.id, "one", { state: "failed", error: "550" }, retryAt);
      expect(await nextDue(store)).toBeUndefined();
      expect((await deliveries(store)).map((row) => [row.state, row.last_error])).toEqual([
        ["failed", "550"],
        ["sent", null],
      ]);
    },
  ],
  [
    "senders claiming at once never share a mail",
    async (store) => {
      await subscribe(store, "confirmed", 200);
      await announce(store, [], T0);
      await announce(store, [post("a")], T0);
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          claim(store, `sender-${index}`, { limit: 30, now: at(1), leaseMs: LEASE }),
        ),
      );
      const ids = claims.flat().map((delivery) => delivery.id);
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
    },
  ],
];

for (const backend of newsletterBackends())
  describe.skipIf(!backend.available)(`outbox on ${backend.name}`, () => {
    for (const [name, run] of CASES) test(name, async () => run(await backend.open()));
  });
