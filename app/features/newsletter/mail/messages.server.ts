import { randomUUID } from "node:crypto";
import { button, escapeHtml, heading, link, mailDocument, paragraph } from "./layout.server";

/** One mail as the transport takes it: both parts, its headers, a Message-ID of its own. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

/** Who the mails come from and where they send readers back to. */
export type MailSite = { brand: string; origin: string };

/** The site's host as a link shows it (with its port, if any). */
const hostOf = (origin: string) => new URL(origin).host;
/** The site's domain, for Message-ID and List-Id (no port: they take a domain). */
const domainOf = (origin: string) => new URL(origin).hostname;

/** A post as its mail shows it (the outbox's copy, taken when the post was announced). */
export type PostOfMail = {
  slug: string;
  title: string;
  description: string;
  date: string;
  categories: string;
  url: string;
  coverUrl: string | undefined;
};

/**
 * The mail announcing one post to one subscriber: title, summary, cover and link, the links as
 * they are (nothing rewritten, nothing counted, no pixel), and a one-click unsubscribe (RFC 8058:
 * List-Unsubscribe with List-Unsubscribe-Post) besides the link in the small print. Its
 * Message-ID is the same whenever this post goes to this subscriber: a copy sent again after a
 * crash is recognisably the same mail.
 */
export function postMail(
  site: MailSite,
  post: PostOfMail,
  recipient: { email: string; id: number; unsubscribeUrl: string },
): OutgoingMail {
  const { brand, origin } = site;
  const cover = post.coverUrl
    ? `<a href="${escapeHtml(post.url)}"><img src="${escapeHtml(post.coverUrl)}" width="544" alt="${escapeHtml(post.title)}" style="display:block;width:100%;max-width:544px;height:auto;border-radius:8px;margin:0 0 20px"></a>`
    : "";
  const body = [
    paragraph(escapeHtml(`New on ${brand} · ${post.categories} · ${post.date}`), {
      muted: true,
      size: 13,
    }),
    cover,
    heading(link(post.url, post.title, { quiet: true })),
    paragraph(escapeHtml(post.description)),
    button(post.url, "Read the post"),
  ].join("\n");
  return {
    to: recipient.email,
    subject: post.title,
    html: mailDocument({
      brand,
      subject: post.title,
      preheader: post.description,
      body,
      footer: `You get this mail because you subscribed to ${escapeHtml(brand)}'s newsletter at ${link(origin, hostOf(origin))}. ${link(recipient.unsubscribeUrl, "Unsubscribe")} in one step.`,
    }),
    text: [
      `New on ${brand}: ${post.categories} · ${post.date}`,
      "",
      post.title,
      "",
      post.description,
      "",
      `Read the post: ${post.url}`,
      "",
      "--",
      `You get this mail because you subscribed to ${brand}'s newsletter at ${origin}.`,
      `Unsubscribe in one step: ${recipient.unsubscribeUrl}`,
      "",
    ].join("\n"),
    messageId: `<${post.slug}.${recipient.id}.newsletter@${domainOf(origin)}>`,
    headers: listHeaders(site, recipient.unsubscribeUrl),
  };
}

/** The mail that asks an address to confirm its sign-up: one button, the link spelt out, what happens if nobody does. */
export function confirmationMail(
  site: MailSite,
  email: string,
  confirmUrl: string,
  hours: number,
): OutgoingMail {
  const { brand, origin } = site;
  const subject = `Confirm your subscription to ${brand}`;
  const ignore = `If it was not you, ignore this mail: the address is deleted in ${hours} hours without a confirmation, and nothing more is sent to it.`;
  const body = [
    heading("Confirm your subscription"),
    paragraph(
      `Someone, probably you, asked for an e-mail from ${escapeHtml(brand)} whenever a new post is published, at this address. Confirm it within ${hours} hours:`,
    ),
    button(confirmUrl, "Confirm subscription"),
    paragraph(`Or open this link: ${link(confirmUrl, confirmUrl)}`, { muted: true, size: 13 }),
    paragraph(escapeHtml(ignore), { muted: true, size: 13 }),
  ].join("\n");
  return {
    to: email,
    subject,
    html: mailDocument({
      brand,
      subject,
      preheader: `One click and you get an e-mail for every new post on ${brand}.`,
      body,
      footer: `${escapeHtml(brand)} · ${link(origin, hostOf(origin))}`,
    }),
    text: [
      subject,
      "",
      `Someone, probably you, asked for an e-mail from ${brand} whenever a new post is published, at this address. Confirm it within ${hours} hours:`,
      "",
      confirmUrl,
      "",
      ignore,
      "",
      "--",
      `${brand} · ${origin}`,
      "",
    ].join("\n"),
    messageId: `<confirm.${randomUUID()}@${domainOf(origin)}>`,
    headers: {},
  };
}

/** RFC 2369 and 8058: the list's name and its one-click unsubscribe. */
function listHeaders(site: MailSite, unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Id": `${site.brand.replace(/[<>"\r\n]/g, "")} newsletter <newsletter.${domainOf(site.origin)}>`,
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
