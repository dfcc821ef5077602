import { ContentsSide } from "~/components/contents/contents";
import { ShareBlock } from "~/components/share/share-block";
import type { OutlineEntry } from "~/features/markdown/headings";
import { VideoIcon } from "~/components/shell/icons";
import { siteConfig } from "~/site.config";

/**
 * Beside a post: its share buttons, the recent posts, the channel to subscribe to and, for a
 * post with a contents list, that list last: it alone stays in view (sticky); without one, the
 * whole aside does.
 */
export function PostAside({
  url,
  recent,
  contents,
}: {
  url: string;
  recent: { slug: string; title: string; dateLabel: string }[];
  contents?: OutlineEntry[];
}) {
  return (
    <aside
      className={`space-y-6 ${contents ? "" : "lg:sticky lg:top-40 lg:self-start"}`}
      aria-label="More from the blog"
    >
      <ShareBlock url={url} />
      <section aria-labelledby="recent-heading" className="surface-card p-5">
        <h2 id="recent-heading" className="text-lg font-bold">
          Recent Blogs
        </h2>
        <ol className="mt-3 space-y-3">
          {recent.map((item) => (
            <li key={item.slug}>
              <a href={`/blogs/${item.slug}`} className="hover:text-[var(--link)] hover:underline">
                {item.title} - {item.dateLabel}
              </a>
            </li>
          ))}
        </ol>
        <a
          href="/blogs"
          className="mt-4 inline-block rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white hover:bg-brand-strong"
        >
          Blogs
        </a>
      </section>
      <section aria-labelledby="subscribe-heading" className="surface-card p-5">
        <h2 id="subscribe-heading" className="text-lg font-bold">
          Watch the channel
        </h2>
        <p className="mt-1 text-sm text-muted">Gameplay, tournaments and tech, every week.</p>
        <a
          href={siteConfig.channel.subscribeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-2 rounded-full bg-gaming px-5 py-2 text-sm font-semibold text-white hover:brightness-110"
        >
          <VideoIcon className="size-4" /> Subscribe
        </a>
      </section>
      {contents ? <ContentsSide outline={contents} /> : null}
    </aside>
  );
}
