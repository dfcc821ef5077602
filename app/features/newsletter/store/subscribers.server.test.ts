import { describe, expect, test } from "vitest";
import { newsletterBackends } from "../../../../tests/helpers/newsletter-stores";
import { hashToken, newConfirmToken } from "~/features/newsletter/tokens.server";
import type { NewsletterDb } from "./db.server";
import {
  CONFIRM_INTERVAL_MS,
  CONFIRM_TTL_MS,
  confirmHash,
  deleteAddress,
  leave,
  MAX_CONFIRM_MAILS,
  purgeExpired,
  signUp,
  siteSecret,
} from "./subscribers.server";

const T0 = new Date("2026-11-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function signUpAt(store: NewsletterDb, email: string, now: Date, maxPending = 100) {
  const { token, hash } = newConfirmToken();
  return signUp(store, { email, source: "footer", token, hash, now }, maxPending);
}

async function row(store: NewsletterDb, email: string) {
  return store.db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Each case runs on a store of its own, on every backend. */
const CASES: [string, (store: NewsletterDb) => Promise<void>][] = [
  [
    "a stranger's address gets at most three confirmation mails, ten minutes apart; a subscriber none",
    async (store) => {
      const outcomes = [];
      for (const ms of [0, 60_000, CONFIRM_INTERVAL_MS + 1, 2 * CONFIRM_INTERVAL_MS + 2])
        outcomes.push((await signUpAt(store, "ann@example.org", at(ms))).outcome);
      expect(outcomes).toEqual(["mail", "quiet", "mail", "mail"]);
      expect(MAX_CONFIRM_MAILS).toBe(3);
      const later = await signUpAt(store, "ann@example.org", at(10 * CONFIRM_INTERVAL_MS));
      expect(later.outcome).toBe("quiet");
      expect((await row(store, "ann@example.org"))?.confirm_mails).toBe(3);

      const { token, hash } = newConfirmToken();
      await signUp(store, { email: "bob@example.org", source: "post", token, hash, now: T0 }, 100);
      expect(await confirmHash(store, hash, at(1000))).toBe(true);
      expect((await signUpAt(store, "bob@example.org", at(2000))).outcome).toBe("quiet");
      expect(await row(store, "bob@example.org")).toMatchObject({
        state: "confirmed",
        source: "post",
        confirm_hash: null,
      });
    },
  ],
  [
    "a confirmation link works once, within 48 hours, and is kept only as its hash",
    async (store) => {
      const first = newConfirmToken();
      await signUp(store, { email: "c@example.org", source: "home", ...first, now: T0 }, 100);
      expect((await row(store, "c@example.org"))?.confirm_hash).toBe(hashToken(first.token));
      expect(await confirmHash(store, first.hash, at(CONFIRM_TTL_MS))).toBe(false);
      expect((await row(store, "c@example.org"))?.state).toBe("pending");

      const second = newConfirmToken();
      await signUp(store, { email: "d@example.org", source: "home", ...second, now: T0 }, 100);
      expect(await confirmHash(store, second.hash, at(CONFIRM_TTL_MS - 1))).toBe(true);
      expect(await confirmHash(store, second.hash, at(CONFIRM_TTL_MS - 1))).toBe(false);
    },
  ],
  [
    "unconfirmed sign-ups are deleted once past their time, and only they",
    async (store) => {
      await signUpAt(store, "old@example.org", T0);
      await signUpAt(store, "new@example.org", at(CONFIRM_TTL_MS / 2));
      const kept = newConfirmToken();
      await signUp(store, { email: "kept@example.org", source: "post", ...kept, now: T0 }, 100);
      await confirmHash(store, kept.hash, at(1));
      expect(await purgeExpired(store, at(CONFIRM_TTL_MS - 1))).toBe(0);
      expect(await purgeExpired(store, at(CONFIRM_TTL_MS))).toBe(1);
      expect(await row(store, "old@example.org")).toBeUndefined();
      expect((await row(store, "new@example.org"))?.state).toBe("pending");
      expect((await row(store, "kept@example.org"))?.state).toBe("confirmed");
    },
  ],
  [
    "the number of sign-ups waiting is bounded; expired ones do not count",
    async (store) => {
      expect((await signUpAt(store, "a@example.org", T0, 2)).outcome).toBe("mail");
      expect((await signUpAt(store, "b@example.org", T0, 2)).outcome).toBe("mail");
      expect((await signUpAt(store, "c@example.org", T0, 2)).outcome).toBe("full");
      expect(await row(store, "c@example.org")).toBeUndefined();
      expect((await signUpAt(store, "c@example.org", at(CONFIRM_TTL_MS), 2)).outcome).toBe("mail");
    },
  ],
  [
    "leaving is at once; signing up again starts a new subscription with a new confirmation time",
    async (store) => {
      const first = newConfirmToken();
      await signUp(store, { email: "e@example.org", source: "post", ...first, now: T0 }, 100);
      await confirmHash(store, first.hash, at(1));
      const { id } = (await row(store, "e@example.org"))!;
      expect(await leave(store, id, "unsubscribed", at(2))).toBe(true);
      expect(await leave(store, id, "unsubscribed", at(3))).toBe(false);
      expect(await row(store, "e@example.org")).toMatchObject({
        state: "unsubscribed",
        left_at: at(2).toISOString(),
      });
      const again = newConfirmToken();
      await signUp(
        store,
        { email: "e@example.org", source: "unsubscribed", ...again, now: at(4) },
        100,
      );
      await confirmHash(store, again.hash, at(5));
      expect(await row(store, "e@example.org")).toMatchObject({
        id,
        state: "confirmed",
        confirmed_at: at(5).toISOString(),
        left_at: null,
      });
    },
  ],
  [
    "delete removes the address and its mails' records; the secret is made once",
    async (store) => {
      await signUpAt(store, "f@example.org", T0);
      expect(await deleteAddress(store, "f@example.org")).toBe(true);
      expect(await deleteAddress(store, "f@example.org")).toBe(false);
      expect(await row(store, "f@example.org")).toBeUndefined();
      const secrets = await Promise.all([siteSecret(store), siteSecret(store)]);
      expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(secrets[1]).toBe(secrets[0]);
    },
  ],
];

for (const backend of newsletterBackends())
  describe.skipIf(!backend.available)(`subscribers on ${backend.name}`, () => {
    for (const [name, run] of CASES) test(name, async () => run(await backend.open()));
  });
