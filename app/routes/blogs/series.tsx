import type { Route } from "./+types/series";
import { newest, type PageHandle } from "~/features/route-table/handle";
import { seriesBySlug } from "~/features/blog/reading/reading.server";
import { partLabel, seriesHref } from "~/features/blog/reading/series";
import { pageMeta, pageTitle } from "~/features/shell/meta";
import { sharedNotFound, sharedPageHeaders } from "~/utils/page-headers.server";

/** One sitemap entry per series, dated by its newest part; a slug no post names shares the site's one 404 page. */
export const handle: PageHandle = {
  sitemap: ({ content }) =>
    [...content.posts.index().bySeries].map(([slug, parts]) => ({
      path: seriesHref(slug),
      lastmod: newest(parts.map((post) => post.date)),
    })),
  notFound: ({ series }, { content }) =>
    series !== undefined && content.posts.index().bySeries.has(series) ? undefined : "",
};

export function loader({ params }: Route.LoaderArgs) {
  const series = seriesBySlug(params.series);
  // The site's own not-found page (the root's error view), as for any address the site does not have.
  if (!series) throw sharedNotFound("Not Found");
  return {
    slug: series.slug,
    name: series.name,
    total: series.total,
    parts: series.parts.map(({ slug, title, dateLabel, date, description, series: place }) => ({
      slug,
      title,
      date,
      dateLabel,
      description,
      part: place!.part,
    })),
  };
}

/** A series: its parts in order, each with its date and summary, linked to the post. */
export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  const { slug, name, total, parts } = loaderData;
  return (
    <div className="container-page max-w-3xl py-8 md:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-[var(--link)] uppercase">
          A series in {total} parts
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight md:text-4xl">
          {name}
        </h1>
        <p className="mt-3 text-muted">
          Read it in order, or pick the part you need.{" "}
          <a href={`/blogs?series=${slug}`} className="link-inline">
            The series in the blog list
          </a>
        </p>
      </header>
      <ol className="mt-8 space-y-4">
        {parts.map((post) => (
          <li key={post.slug} className="surface-card p-5">
            <p className="text-sm font-semibold text-muted">{partLabel(post.part, total)}</p>
            <h2 className="mt-1 text-xl leading-snug font-bold">
              <a href={`/blogs/${post.slug}`} className="hover:text-[var(--link)] hover:underline">
                {post.title}
              </a>
            </h2>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={post.date}>{post.dateLabel}</time>
            </p>
            <p className="mt-2">{post.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.data;
  if (!data) return [{ title: pageTitle("Not Found") }, { name: "robots", content: "noindex" }];
  return pageMeta(args, {
    page: `${data.name} (series)`,
    description:
      `${data.name}: a series of ${data.total} posts on the blog, in order: ${data.parts.map((post) => post.title).join("; ")}.`.slice(
        0,
        300,
      ),
  });
};

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
