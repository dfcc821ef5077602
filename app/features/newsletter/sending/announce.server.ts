import { isPublicAt } from "~/features/blog/schedule";
import type { Frontmatter } from "~/features/blog/schema";
import type { ContentSnapshot } from "~/features/content/current.server";
import { socialImagePath } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import type { Newsletter } from "~/features/newsletter/newsletter.server";
import {
  announce,
  type AnnounceResult,
  type PostAnnouncement,
} from "~/features/newsletter/store/outbox.server";

/** A post as its mail shows it (absolute links, the cover's share-preview JPEG), for a snapshot's posts. */
export function announcementOf(snapshot: ContentSnapshot, origin: string) {
  const lookup = imageLookupFor(snapshot.images);
  return (meta: Frontmatter): PostAnnouncement => {
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
  };
}

/**
 * The posts of a snapshot that are public at `now`: never a draft, a scheduled post only from its
 * moment. Decided here from each post's schedule, not from the serving view, which the
 * development server fills with drafts: an announcement is final.
 */
export function publishedPosts(
  snapshot: ContentSnapshot,
  origin: string,
  now: Date,
): PostAnnouncement[] {
  const announcement = announcementOf(snapshot, origin);
  return snapshot.posts
    .files()
    .filter(({ meta }) => isPublicAt(meta, now.getTime()))
    .map(({ meta }) => announcement(meta));
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
  // `now` decides what is public (the site's clock, a test's in tests); the outbox's own times
  // (when a mail falls due, leases) are the wall clock's, which its sender keeps.
  const run = queue.then(() =>
    announce(newsletter.store, publishedPosts(snapshot, origin, now), new Date()),
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
