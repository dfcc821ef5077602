// The outbox sends each post to each subscriber exactly once, whatever happens: the server killed
// (SIGKILL) in the middle of a send to 1,000 subscribers and started again; two instances on one
// PostgreSQL reloading the same new post together; an unsubscribe while the post is being sent.
import { afterEach, expect, test } from "vitest";
import { unsubscribeToken } from "~/features/newsletter/tokens.server";
import { deliveryStates, waitForDeliveries } from "../helpers/newsletter";
import { newsletterSite } from "../helpers/newsletter-site";
import { postgresUnavailable, startTestPostgres } from "../helpers/postgres";
import type { TestSmtp } from "../helpers/smtp";

const pgSkipReason = postgresUnavailable();
if (pgSkipReason) console.warn(`Newsletter tests on PostgreSQL skipped: ${pgSkipReason}`);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const cleanup = (undo: () => unknown) => void cleanups.push(undo);

const addresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `reader-${index}@example.org`);

/** Every address got `subject` exactly once, and nobody else got it. */
function expectOncePerAddress(smtp: TestSmtp, subject: string, expected: readonly string[]) {
  const got = smtp.mails.filter((mail) => mail.subject === subject).map((mail) => mail.to);
  const twice = got.filter((to, index) => got.indexOf(to) !== index);
  expect(twice).toEqual([]);
  expect(got.toSorted()).toEqual(expected.toSorted());
}

test("SIGKILL in the middle of a send to 1,000 subscribers: after a restart, every one has exactly one mail", async () => {
  const readers = addresses(1000);
  const site = await newsletterSite({
    // A short lease: what the killed process held is taken again 2 s after it was claimed.
    env: { NEWSLETTER_SEND_RATE_PER_SECOND: "2000", NEWSLETTER_LEASE_SECONDS: "2" },
    seed: readers,
    cleanup,
  });
  const { smtp } = site;
  const post = await site.publish("A post for a thousand readers");
  expect(post.line).toContain("queued for 1000 subscribers");
  await smtp.waitFor(300);
  // The next mail is held after its data arrived, unanswered: the process dies with it in flight.
  smtp.hold();
  await smtp.waitForHeld(1);
  const killed = site.server;
  const exited = new Promise((resolve) => killed.process.once("exit", resolve));
  killed.process.kill("SIGKILL");
  await exited;
  await smtp.waitForHeld(0);
  smtp.release();
  const before = smtp.mails.length;
  expect(before).toBeGreaterThanOrEqual(300);
  expect(before).toBeLessThan(1000);
  expect((await deliveryStates(site.databaseUrl)).queued).toBe(1000 - before);

  await site.restart();
  await smtp.waitFor(1000);
  await waitForDeliveries(site.databaseUrl, (states) => !states.queued);
  expectOncePerAddress(smtp, post.title, readers);
  expect(await deliveryStates(site.databaseUrl)).toEqual({ sent: 1000 });
  expect(smtp.mails).toHaveLength(1000);
}, 180_000);

test.skipIf(pgSkipReason)(
  "two instances on one PostgreSQL reloading the same new post: exactly one mail each, sent by both",
  async () => {
    const postgres = await startTestPostgres();
    cleanup(() => postgres.stop());
    const readers = addresses(400);
    const site = await newsletterSite({
      env: { NEWSLETTER_SEND_RATE_PER_SECOND: "200" },
      seed: readers,
      databaseUrl: postgres.url,
      cleanup,
    });
    const servers = [site.server, await site.another()];
    const post = await site.publish("A post for two instances", servers);
    expect(post.line).toContain("queued for 400 subscribers");
    await site.smtp.waitFor(400);
    await waitForDeliveries(postgres.url, (states) => !states.queued);
    expectOncePerAddress(site.smtp, post.title, readers);
    expect(await deliveryStates(postgres.url)).toEqual({ sent: 400 });
    // One of them queued the post; each sent a share of it (FOR UPDATE SKIP LOCKED).
    const queued = servers.filter((server) => /queued for 400/.test(server.output()));
    expect(queued).toHaveLength(1);
    for (const server of servers) expect(server.output()).toMatch(/Newsletter: [1-9]\d* sent/);
  },
  180_000,
);

test("an unsubscribe while the post is being sent stops the mail not yet sent", async () => {
  const readers = addresses(3);
  const secret = "a-secret-of-the-test";
  const confirmedAt = new Date().toISOString();
  const site = await newsletterSite({
    seed: readers,
    seedOptions: { secret, confirmedAt },
    cleanup,
  });
  const { smtp, server, databaseUrl } = site;
  smtp.hold();
  const post = await site.publish("A post sent while one reader leaves");
  await smtp.waitForHeld(1);
  // The second reader's own link (subscriber 2), as their mail carries it.
  const token = unsubscribeToken(secret, 2, confirmedAt);
  const left = await fetch(`${server.url}/newsletter/unsubscribe?token=${token}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(left.status).toBe(200);
  smtp.release();
  await waitForDeliveries(databaseUrl, (states) => !states.queued);
  expect(await deliveryStates(databaseUrl)).toEqual({ sent: 2, dropped: 1 });
  expectOncePerAddress(smtp, post.title, [readers[0]!, readers[2]!]);
}, 60_000);
