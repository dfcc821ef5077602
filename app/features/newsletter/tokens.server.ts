import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNSUBSCRIBE_TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** A new confirmation token (256 random bits): mailed once, stored only as its hash. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** What the store keeps of a confirmation token: its SHA-256, so a copy of the database confirms nobody. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether text has a confirmation token's shape (anything else is refused before the store is asked). */
export function isConfirmToken(text: string): boolean {
  return TOKEN.test(text);
}

/**
 * The unsubscribe token of one subscription: the subscriber's id and an HMAC of it and the moment
 * it was confirmed, under the site's secret. Every mail of that subscription carries it; it needs
 * no row of its own, and once the address unsubscribes and subscribes again (a new confirmation
 * time), the old mails' links no longer act on the new subscription.
 */
export function unsubscribeToken(secret: string, id: number, confirmedAt: string): string {
  return `${id}.${signature(secret, id, confirmedAt)}`;
}

/** The subscriber id an unsubscribe token names, before its signature is checked; undefined for junk. */
export function unsubscribeTokenId(token: string): number | undefined {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** Whether `token` is the unsubscribe token of subscriber `id` confirmed at `confirmedAt` (compared in constant time). */
export function isUnsubscribeToken(
  secret: string,
  token: string,
  id: number,
  confirmedAt: string,
): boolean {
  const given = Buffer.from(UNSUBSCRIBE_TOKEN.exec(token)?.[2] ?? "");
  const expected = Buffer.from(signature(secret, id, confirmedAt));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, id: number, confirmedAt: string): string {
  return createHmac("sha256", secret)
    .update(`unsubscribe:${id}:${confirmedAt}`)
    .digest("base64url");
}

/** A new secret for the site's tokens: stored once in the database, shared by every instance. */
export function newSecret(): string {
  return randomBytes(32).toString("hex");
}
