// The sign-up form against abuse and bad input: one answer whoever the address belongs to, a
// clear 4xx page for each refusal (never a 500), limits per client (an IPv4 address, an IPv6 /64),
// per target address and on the sign-ups waiting, and nothing stored for what was refused.
import { afterEach, expect, test } from "vitest";
import { newsletterStatus, subscriberState } from "../helpers/newsletter";
import { newsletterSite } from "../helpers/newsletter-site";
import type { RunningServer } from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const site = (options: { env?: Record<string, string>; seed?: string[] }) =>
  newsletterSite({
    ...options,
    // X-Forwarded-For from the test is believed: each request can come from a client of its own.
    env: { TRUST_PROXY: "loopback", ...options.env },
    cleanup: (undo) => cleanups.push(undo),
  });

let clients = 0;
/** A client no other request of this file has been (an IPv4 address of a documentation range). */
const newClient = () => `198.51.100.${++clients}`;

function signUp(
  server: RunningServer,
  fields: Record<string, string>,
  {
    client = newClient(),
    headers = {},
  }: { client?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${server.url}/newsletter`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": client,
      ...headers,
    },
    body: new URLSearchParams({ source: "footer", website: "", ...fields }),
  });
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The page's own part: what it says (the rest is the site's shell, the same on every page). */
const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];

test("a new, a waiting and a subscribed address get the same answer, and only the new one a mail", async () => {
  const { server, smtp } = await site({ seed: ["member@example.org"] });
  const answers = [];
  for (const email of ["new@example.org", "new@example.org", "member@example.org"]) {
    const response = await signUp(server, { email });
    expect(response.status, email).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    answers.push(await response.text());
  }
  expect(title(answers[0]!)).toBe("VoltVerse - Check your inbox");
  expect(main(answers[1]!)).toBe(main(answers[0]!));
  expect(main(answers[2]!)).toBe(main(answers[0]!));
  const json = [];
  for (const email of ["other@example.org", "member@example.org"]) {
    const response = await signUp(server, { email }, { headers: { Accept: "application/json" } });
    json.push(await response.json());
  }
  expect(json[1]).toEqual(json[0]);
  expect(json[0]).toMatchObject({ ok: true, title: "Check your inbox" });
  await smtp.waitFor(2);
  expect(smtp.mails.map((mail) => mail.to).toSorted()).toEqual([
    "new@example.org",
    "other@example.org",
  ]);
}, 60_000);

test("every refusal is a 4xx page of the site that says why; nothing of it is stored", async () => {
  const { server, databaseUrl } = await site({});
  const refusals: [Response | Promise<Response>, number, string][] = [
    [
      signUp(server, { email: "a@example.org" }, { headers: { Origin: "https://evil.example" } }),
      403,
      "Not from this site",
    ],
    [
      signUp(server, { email: "b@example.org" }, { headers: { "Sec-Fetch-Site": "cross-site" } }),
      403,
      "Not from this site",
    ],
    [signUp(server, { email: "c@example.org", website: "https://spam.example" }), 400, "Not sent"],
    [
      signUp(server, { email: "d@example.org\r\nBcc: victim@example.org" }),
      400,
      "Address not accepted",
    ],
    [signUp(server, { email: "e@example.org, victim@example.org" }), 400, "Address not accepted"],
    [signUp(server, { email: `${"f".repeat(250)}@example.org` }), 400, "Address not accepted"],
    [signUp(server, { email: "g@localhost" }), 400, "Address not accepted"],
    [signUp(server, { email: "h@example.org", padding: "x".repeat(2_000) }), 413, "Too long"],
    [
      fetch(`${server.url}/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "i@example.org" }),
      }),
      415,
      "Not a form",
    ],
    [fetch(`${server.url}/newsletter/confirm?token=short`), 400, "Link incomplete"],
    [fetch(`${server.url}/newsletter/confirm?token=${"A".repeat(43)}`), 410, "Link expired"],
    [fetch(`${server.url}/newsletter/unsubscribe?token=junk`), 400, "Link incomplete"],
    [
      fetch(`${server.url}/newsletter/unsubscribe?token=7.${"B".repeat(43)}`),
      404,
      "Link not recognised",
    ],
  ];
  for (const [pending, status, name] of refusals) {
    const response = await pending;
    const html = await response.text();
    expect(response.status, name).toBe(status);
    expect(title(html), name).toBe(`VoltVerse - ${name}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The page says what to do, and offers the form again where a sign-up went wrong.
    expect(main(html)).toMatch(/<p[^>]*>[^<]{20,}/);
  }
  const put = await fetch(`${server.url}/newsletter`, { method: "PUT" });
  expect(put.status).toBe(405);
  const status = await newsletterStatus(databaseUrl);
  expect([status.subscribers, status.deliveries]).toEqual([{}, {}]);

  // An address is stored in one spelling: an IDN's domain in ASCII.
  const idn = await signUp(server, { email: "Reader@Bücher.example" });
  expect(idn.status).toBe(200);
  expect(await subscriberState(databaseUrl, "reader@xn--bcher-kva.example")).toBe("pending");
}, 60_000);

test("limits: sign-ups per client (an IPv6 /64 is one), mails per target address, sign-ups waiting", async () => {
  const { server, smtp } = await site({
    env: { NEWSLETTER_SUBSCRIBES_PER_HOUR: "3", NEWSLETTER_MAX_PENDING: "5" },
  });
  const from = (client: string, email: string) => signUp(server, { email }, { client });
  for (const [client, email] of [
    ["2001:db8:1:1::1", "one@example.org"],
    ["2001:db8:1:1::2", "two@example.org"],
    ["2001:db8:1:1:ffff::3", "three@example.org"],
  ] as const)
    expect((await from(client, email)).status).toBe(200);
  const fourth = await from("2001:db8:1:1::4", "four@example.org");
  expect(fourth.status).toBe(429);
  expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(title(await fourth.text())).toBe("VoltVerse - Too many sign-ups");
  // Another /64, another client.
  expect((await from("2001:db8:1:2::1", "four@example.org")).status).toBe(200);

  // A stranger's address posted from many clients: one confirmation mail, the same answer each time.
  for (let index = 0; index < 4; index += 1)
    expect((await signUp(server, { email: "stranger@example.org" })).status).toBe(200);
  await smtp.waitFor(5);
  expect(smtp.mails.filter((mail) => mail.to === "stranger@example.org")).toHaveLength(1);

  // Five waiting for their confirmation: the next new address is refused until some confirm or expire.
  const full = await signUp(server, { email: "sixth@example.org" });
  expect(full.status).toBe(429);
  expect(await full.text()).toContain("waiting for their confirmation");
  expect(smtp.mails).toHaveLength(5);
  // Logs show addresses masked ("o…@example.org"), never in full.
  expect(server.output()).not.toMatch(/[a-z0-9]@example\.org/);
}, 60_000);
