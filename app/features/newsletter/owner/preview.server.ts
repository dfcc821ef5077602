import path from "node:path";
import type { ContentSnapshot } from "~/features/content/current.server";
import { postMail } from "~/features/newsletter/mail/messages.server";
import { mailSource, writeWhole } from "~/features/newsletter/mail/transport.server";
import type { NewsletterSettings } from "~/features/newsletter/newsletter.server";
import { announcementOf } from "~/features/newsletter/sending/announce.server";

/** The files a preview wrote (the mail as sent, its HTML part to open in a browser), and whether the post is mailed at all. */
export type Preview = { eml: string; html: string; mailed: boolean };

/**
 * Writes the mail a post would send (`npm run newsletter -- preview <slug>`) to `dir`, as a
 * subscriber would get it but for the unsubscribe link, which names no subscription. Undefined
 * when no post has that slug.
 */
export async function writePreview(
  snapshot: ContentSnapshot,
  slug: string,
  settings: Pick<NewsletterSettings, "site" | "from">,
  dir: string,
): Promise<Preview | undefined> {
  const { site, from } = settings;
  // Drafts and scheduled posts too: their mail can be looked at before it goes.
  const file = snapshot.posts.files().find(({ meta }) => meta.slug === slug);
  if (!file) return undefined;
  const post = announcementOf(snapshot, site.origin)(file.meta);
  const mail = postMail(
    site,
    { ...post, categories: post.categories.join(", ") },
    {
      email: "subscriber@example.com",
      id: 0,
      unsubscribeUrl: `${site.origin}/newsletter/unsubscribe?token=preview`,
    },
  );
  const files = {
    eml: path.resolve(dir, `preview-${slug}.eml`),
    html: path.resolve(dir, `preview-${slug}.html`),
  };
  writeWhole(files.eml, await mailSource(mail, from));
  writeWhole(files.html, mail.html);
  return { ...files, mailed: post.mail };
}
