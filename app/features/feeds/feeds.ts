import type { PostSummary } from "~/features/blog/filters";
import { seriesHref } from "~/features/blog/reading/series";
import type { SitemapEntry } from "~/features/route-table/handle";
import { escapeXml } from "~/utils/xml";

/** RFC 822 date for RSS, at noon UTC of the post's day. */
function rssDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toUTCString();
}

const RSS_ITEMS = 20;

/** A post's series as an RSS category: its name, the series' page as the category's domain. */
function seriesCategory(post: PostSummary, origin: string): string {
  if (!post.series) return "";
  const { slug, name } = post.series;
  return `\n      <category domain="${escapeXml(`${origin}${seriesHref(slug)}`)}">${escapeXml(name)}</category>`;
}

/** RSS 2.0 of the newest posts (by id), with absolute links; a part of a series names it (a category, and its part in the description). */
export function rssFeed(options: {
  origin: string;
  title: string;
  description: string;
  posts: PostSummary[];
}): string {
  const items = [...options.posts].sort((a, b) => b.id - a.id).slice(0, RSS_ITEMS);
  const itemXml = items
    .map((post) => {
      const link = `${options.origin}/blogs/${post.slug}`;
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${rssDate(post.date)}</pubDate>
      <description>${escapeXml(post.series ? `${post.series.name}, part ${post.series.part}: ${post.description}` : post.description)}</description>
${post.categories.map((category) => `      <category>${escapeXml(category)}</category>`).join("\n")}${seriesCategory(post, options.origin)}
    </item>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(options.title)}</title>
    <link>${escapeXml(options.origin)}/blogs</link>
    <description>${escapeXml(options.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(options.origin)}/rss.xml" rel="self" type="application/rss+xml"/>
${items[0] ? `    <lastBuildDate>${rssDate(items[0].date)}</lastBuildDate>\n` : ""}${itemXml}
  </channel>
</rss>
`;
}

/** sitemap.xml: one url per entry, with its lastmod when the content dates it. */
export function sitemap(options: { origin: string; entries: readonly SitemapEntry[] }): string {
  const urls = options.entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(`${options.origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /theme\n\nSitemap: ${origin}/sitemap.xml\n`;
}
