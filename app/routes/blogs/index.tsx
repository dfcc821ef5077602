import { data } from "react-router";
import type { Route } from "./+types/index";
import { BlogFilterForm, PostList, YearAndMonth } from "~/components/blog/blog-list";
import { LiveFilterResults } from "~/components/live-filter/live-filter";
import { Pagination } from "~/components/live-filter/pagination";
import { blogListHref, parseBlogFilter } from "~/features/blog/filter-url";
import { newest, type PageHandle } from "~/features/route-table/handle";
import { blogListPage } from "~/features/blog/list";
import { postIndex } from "~/features/blog/posts.server";
import { pageMeta } from "~/features/shell/meta";
import { readAllViewCounts } from "~/features/views/counts.server";
import { sharedCacheControl, sharedPageHeaders } from "~/utils/page-headers.server";

const MOST_VIEWED_SECONDS = 60;

export const handle: PageHandle = {
  /** In the sitemap, dated by the newest post. */
  sitemap: ({ path, content }) => [
    { path, lastmod: newest(content.posts.summaries().map((post) => post.date)) },
  ],
  /** The filters (q, category, sort, year, month, page) as the list's own links write them. */
  query: (params) => blogListHref(parseBlogFilter(params)).slice("/blogs".length),
};

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseBlogFilter(new URL(request.url).searchParams);
  const index = postIndex();
  if (filter.sort !== "popular") return data(blogListPage(index, filter, undefined));
  // Live counts, every stored one in one query (not 10,000 slugs as parameters); a shared copy of the list is kept for a minute only.
  const views = await readAllViewCounts();
  return data(blogListPage(index, filter, views), {
    headers: { "Cache-Control": sharedCacheControl(MOST_VIEWED_SECONDS) },
  });
}

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const {
    filter,
    categories,
    series,
    years,
    months,
    items,
    total,
    pages,
    previous,
    next,
    views,
    viewsUnavailable,
  } = loaderData;
  return (
    <div className="container-page py-8 md:py-12">
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Blogs</h1>
        <p className="mt-2 text-muted">
          Technology, gaming and sports, written by a creator who plays too much.
        </p>
      </header>

      <BlogFilterForm filter={filter} categories={categories} series={series} />

      <LiveFilterResults id="blog-results" className="mt-6 space-y-6">
        <YearAndMonth filter={filter} years={years} months={months} />
        <PostList items={items} total={total} views={views} viewsUnavailable={viewsUnavailable} />
        <Pagination pages={pages} previous={previous} next={next} />
      </LiveFilterResults>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Blogs",
    description:
      "Articles on technology, gaming and sports: AI, cloud and quantum computing, processors, game reviews and walkthroughs.",
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
