import { expect, test } from "vitest";
import { confirmationMail, postMail, type PostOfMail } from "./messages.server";

const SITE = { brand: "VoltVerse", origin: "https://voltverse.example.com" };
const POST: PostOfMail = {
  slug: "tips-and-tricks",
  title: 'Tips <b>&</b> "tricks"',
  description: "What <script>alert(1)</script> does & why.",
  date: "2026-11-01",
  categories: "Technology, Gaming",
  url: "https://voltverse.example.com/blogs/tips-and-tricks?a=1&b=2",
  coverUrl: "https://voltverse.example.com/images/cover.jpg",
};
const RECIPIENT = {
  email: "ann@example.org",
  id: 7,
  unsubscribeUrl: "https://voltverse.example.com/newsletter/unsubscribe?token=7.abc",
};

test("a post's mail: both parts, the post's words escaped in the HTML, its links as they are", () => {
  const mail = postMail(SITE, POST, RECIPIENT);
  expect(mail.subject).toBe(POST.title);
  expect(mail.to).toBe("ann@example.org");
  expect(mail.text).toContain(`${POST.title}\n\n${POST.description}\n\nRead the post: ${POST.url}`);
  expect(mail.text).toContain(`Unsubscribe in one step: ${RECIPIENT.unsubscribeUrl}`);
  expect(mail.html).not.toMatch(/<script|<b>/);
  expect(mail.html).toContain("Tips &lt;b&gt;&amp;&lt;/b&gt; &quot;tricks&quot;");
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
  expect(new Set(hrefs)).toEqual(
    new Set([
      "https://voltverse.example.com/blogs/tips-and-tricks?a=1&amp;b=2",
      "https://voltverse.example.com/newsletter/unsubscribe?token=7.abc",
      "https://voltverse.example.com",
    ]),
  );
  // No pixel: the one image is the cover, with its words for those who load no images.
  expect([...mail.html.matchAll(/<img [^>]*>/g)].map(([img]) => img)).toEqual([
    expect.stringMatching(
      /^<img src="https:\/\/voltverse\.example\.com\/images\/cover\.jpg" width="544" alt="Tips &lt;b&gt;/,
    ),
  ]);
  // The title links in the text's colour, as a heading (the button is the call to read).
  expect(mail.html).toMatch(/<h1[^>]*><a class="m-text" [^>]*text-decoration:none[^>]*>Tips/);
});

test("a post's mail carries RFC 8058's one-click unsubscribe and a Message-ID that is the same on a resend", () => {
  const mail = postMail(SITE, POST, RECIPIENT);
  expect(mail.headers).toEqual({
    "List-Id": "VoltVerse newsletter <newsletter.voltverse.example.com>",
    "List-Unsubscribe": `<${RECIPIENT.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  expect(mail.messageId).toBe("<tips-and-tricks.7.newsletter@voltverse.example.com>");
  expect(postMail(SITE, POST, RECIPIENT).messageId).toBe(mail.messageId);
  expect(postMail(SITE, POST, { ...RECIPIENT, id: 8 }).messageId).not.toBe(mail.messageId);
});

test("the confirmation mail: a button and the link spelt out, how long it works, what happens if nobody confirms", () => {
  const url = "https://voltverse.example.com/newsletter/confirm?token=abc";
  const mail = confirmationMail(SITE, "ann@example.org", url, 48);
  expect(mail.subject).toBe("Confirm your subscription to VoltVerse");
  expect(mail.text).toContain(`Confirm it within 48 hours:\n\n${url}\n`);
  expect(mail.text).toContain("the address is deleted in 48 hours without a confirmation");
  expect(mail.html.match(new RegExp(`href="${url.replace(/[?.]/g, "\\$&")}"`, "g"))).toHaveLength(
    2,
  );
  expect(mail.headers).toEqual({});
  // The link spelt out is one long word: its paragraph may break it, or a phone scrolls sideways.
  const spelt = mail.html.slice(
    mail.html.lastIndexOf("<p", mail.html.indexOf("Or open this link")),
  );
  expect(spelt).toMatch(/^<p [^>]*style="[^"]*overflow-wrap:anywhere/);
});
