import type { ContentSnapshot } from "~/features/content/current.server";
import { socialImagePath } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import type { Newsletter } from "~/features/newsletter/newsletter.server";
import {
  announce,
  type AnnounceResult,
  type PostAnnouncement,
} from "~/features/newsletter/store/outbox.server";

/**
 * The posts of a snapshot that are published at `now`, as their mails will show them (absolute
 * links, the cover's share-preview JPEG). Every post of a snapshot is published today; drafts and
 * posts scheduled for later, once the content has them, are left out here: an announcement is
 * final, and a post is never announced before it is published.
 */
export function publishedPosts(
  snapshot: ContentSnapshot,
  origin: string,
  _now: Date,
): PostAnnouncement[] {
  const lookup = imageLookupFor(snapshot.images);
  return snapshot.posts.files().map(({ meta }) => {
    const cover = socialImagePath(lookup, meta.cover);
    return {
      slug: meta.slug,
      title: meta.title,
      description: meta.description,
      date: meta.date,
      categories: meta.category,
      url: `${origin}/blogs/${meta.slug}`,
      coverUrl: cover ? `${origin}${cover}` : undefined,
      mail: meta.newsletter !== false,
    };
  });
}

/** Announcements of one process run one after another (the database orders them across processes). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Announces what `snapshot` publishes at `now` and the outbox has not seen, through `newsletter`
 * (announceNewlyPublished is this for the process's own). The first call on a site records every post
 * without a mail; after that each new post is queued for the subscribers confirmed now, and the
 * sender woken. Safe to call as often as you like, from any number of instances.
 */
export function announceTo(
  newsletter: Newsletter,
  snapshot: ContentSnapshot,
  now: Date = new Date(),
): Promise<AnnounceResult> {
  const { origin } = newsletter.settings.site;
  const run = queue.then(() =>
    announce(newsletter.store, publishedPosts(snapshot, origin, now), now),
  );
  queue = run.catch(() => undefined);
  return run.then((result) => {
    // Also when this instance queued nothing: another one on the same database may just have.
    newsletter.sender.kick();
    return result;
  });
}

/** The log lines of an announcement (none when it found nothing new). */
export function describeAnnouncement(result: AnnounceResult, where: string): string[] {
  const lines = result.announced.map(
    ({ title, recipients }) =>
      `Newsletter: "${title}" queued for ${recipients} subscriber${recipients === 1 ? "" : "s"} (${where})`,
  );
  if (result.baseline > 0)
    lines.push(
      `Newsletter: first run on this site: ${result.baseline} published post${result.baseline === 1 ? "" : "s"} recorded as announced, no mail sent`,
    );
  if (result.skipped > 0)
    lines.push(`Newsletter: ${result.skipped} new post(s) say newsletter: false, not mailed`);
  return lines;
}
