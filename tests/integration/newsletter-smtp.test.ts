// The newsletter on real SMTP: an in-process SMTP server on loopback receives what the production
// server sends. A sign-up's confirmation, the link that confirms once, a new post's mail with its
// one-click unsubscribe, a re-subscription; a 4xx that is tried again, a 5xx that marks the address.
import { afterEach, expect, test } from "vitest";
import { deliveryStates, subscriberState, waitForDeliveries } from "../helpers/newsletter";
import { newsletterSite, ORIGIN } from "../helpers/newsletter-site";
import type { RunningServer } from "../helpers/server";
import type { ReceivedMail, TestSmtp } from "../helpers/smtp";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const site = (options: { env?: Record<string, string>; seed?: string[] } = {}) =>
  newsletterSite({ ...options, cleanup: (undo) => cleanups.push(undo) });

/** Posts a form the way the site's pages do (no JavaScript). */
function postForm(server: RunningServer, target: string, fields: Record<string, string>) {
  return fetch(`${server.url}${target}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const title = async (response: Response) =>
  /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];

/** The site-relative target of the first link in a mail's text that starts with `prefix`. */
function linkIn(mail: ReceivedMail, prefix: string): string {
  const url = mail.text.match(new RegExp(`${escapeRegExp(`${ORIGIN}${prefix}`)}\\S+`))?.[0];
  if (!url) throw new Error(`no ${prefix} link in:\n${mail.text}`);
  return url.slice(ORIGIN.length);
}

/**
 * What a post's mail must be: its link and cover as they are (nothing counted: every link is the
 * post, the site or the unsubscribe link; one image, the cover), and a one-click unsubscribe
 * (RFC 8058) whose address is the footer's link too. Returns that address.
 */
function expectPostMail(mail: ReceivedMail, slug: string): string {
  expect(mail.text).toContain(`${ORIGIN}/blogs/${slug}`);
  expect(mail.html).toMatch(/<img src="https:\/\/voltverse\.example\.com\/images\/[^"]+\.jpg"/);
  for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g))
    expect(href).toMatch(
      new RegExp(`^${ORIGIN}(/blogs/${slug}|/newsletter/unsubscribe\\?token=[\\w.-]+)?$`),
    );
  expect(mail.html.match(/<img /g)).toHaveLength(1);
  const unsubscribeUrl = /^<(.+)>$/.exec(mail.headers.get("list-unsubscribe")!)![1]!;
  expect(unsubscribeUrl).toMatch(new RegExp(`^${ORIGIN}/newsletter/unsubscribe\\?token=`));
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(linkIn(mail, "/newsletter/unsubscribe?token=")).toBe(unsubscribeUrl.slice(ORIGIN.length));
  return unsubscribeUrl;
}

const mailsTo = (smtp: TestSmtp, to: string) => smtp.mails.filter((mail) => mail.to === to);

test("a sign-up is confirmed by its link once; new posts reach the subscriber with a one-click unsubscribe; re-subscribing works", async () => {
  const { server, smtp, publish } = await site();
  expect(smtp.mails).toHaveLength(0); // the first run mailed nobody about the 18 posts already published

  const answer = await postForm(server, "/newsletter", {
    email: " Reader@Example.ORG ",
    source: "post",
    website: "",
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await title(answer)).toBe("VoltVerse - Check your inbox");
  await smtp.waitFor(1);
  const confirmation = smtp.mails[0]!;
  expect(confirmation.to).toBe("reader@example.org");
  expect(confirmation.subject).toBe("Confirm your subscription to VoltVerse");
  expect(confirmation.html).toContain("Confirm subscription");
  const confirmLink = linkIn(confirmation, "/newsletter/confirm?token=");

  // Published while the address is still pending: not for this subscriber.
  const before = await publish("Published before the confirmation");
  // A mail scanner's GET confirms nothing: the page asks for the button.
  const page = await fetch(`${server.url}${confirmLink}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('action="/newsletter/confirm"');
  const token = new URL(confirmLink, ORIGIN).searchParams.get("token")!;
  const confirmed = await postForm(server, "/newsletter/confirm", { token });
  expect(await title(confirmed)).toBe("VoltVerse - Subscribed");
  const again = await postForm(server, "/newsletter/confirm", { token });
  expect(again.status).toBe(410);
  expect(await title(again)).toBe("VoltVerse - Link expired");

  const after = await publish("Published after the confirmation");
  await smtp.waitFor(2);
  const postMail = smtp.mails[1]!;
  expect(postMail.subject).toBe(after.title);
  expect(mailsTo(smtp, "reader@example.org").map((mail) => mail.subject)).not.toContain(
    before.title,
  );
  const unsubscribeUrl = expectPostMail(postMail, after.slug);

  // RFC 8058: the mail provider's POST, from no page of ours, unsubscribes at once.
  const oneClick = await fetch(`${server.url}${unsubscribeUrl.slice(ORIGIN.length)}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.example.net",
    },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  expect(await title(oneClick)).toBe("VoltVerse - Unsubscribed");
  await publish("Published after the unsubscribe");
  await server.waitForLine(/"Published after the unsubscribe" queued for 0 subscribers/);

  // Re-subscribing: a new confirmation, a new subscription; the old mail's link acts on it no more.
  await postForm(server, "/newsletter", { email: "reader@example.org", source: "unsubscribed" });
  await smtp.waitFor(3);
  const renewed = new URL(linkIn(smtp.mails[2]!, "/newsletter/confirm?token="), ORIGIN);
  await postForm(server, "/newsletter/confirm", { token: renewed.searchParams.get("token")! });
  const stale = await fetch(`${server.url}${unsubscribeUrl.slice(ORIGIN.length)}`);
  expect(stale.status).toBe(404);
  const latest = await publish("Published after the re-subscription");
  await smtp.waitFor(4);
  expect(smtp.mails[3]!.subject).toBe(latest.title);
  expect(smtp.mails).toHaveLength(4);
  // Addresses never appear in the log in full.
  expect(server.output()).not.toContain("reader@example.org");
}, 90_000);

test("a 4xx is tried again after its backoff and delivered once; a 5xx marks the address, which is not mailed again", async () => {
  const addresses = ["fine@example.org", "greylisted@example.org", "gone@example.org"];
  const { server, smtp, databaseUrl, publish } = await site({
    env: { NEWSLETTER_RETRY_SECONDS: "1" },
    seed: addresses,
  });
  smtp.answer((address, attempt) => {
    if (address === "gone@example.org") return 550;
    if (address === "greylisted@example.org" && attempt === 1) return 451;
    return undefined;
  });
  const first = await publish("A post for three subscribers");
  await smtp.waitFor(2);
  await server.waitForLine(/g…@example\.org refused for good \(.*550/);
  expect(smtp.offered.get("greylisted@example.org")).toBe(2);
  expect(mailsTo(smtp, "fine@example.org").map((mail) => mail.subject)).toEqual([first.title]);
  expect(mailsTo(smtp, "greylisted@example.org").map((mail) => mail.subject)).toEqual([
    first.title,
  ]);
  expect(await subscriberState(databaseUrl, "gone@example.org")).toBe("bounced");

  // A post that says newsletter: false is recorded and never mailed.
  await publish("A post not for the newsletter", undefined, { newsletter: false });
  await publish("A post after the bounce");
  await smtp.waitFor(4);
  expect(smtp.mails.map((mail) => mail.subject)).not.toContain("A post not for the newsletter");
  expect(smtp.offered.get("gone@example.org")).toBe(1);
  // The mail server's 250 comes just before the sender records the mail: wait for the record.
  await waitForDeliveries(databaseUrl, (states) => !states.queued);
  expect(await deliveryStates(databaseUrl)).toEqual({ sent: 4, failed: 1 });
  for (const address of addresses) expect(server.output()).not.toContain(address);
}, 90_000);
