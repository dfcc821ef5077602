import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/post";
import { PostAside } from "~/components/blog/post-aside";
import { PostEnd } from "~/components/blog/post-end";
import { SeriesParts } from "~/components/blog/series-parts";
import { ContentsDetails } from "~/components/contents/contents";
import { NewsletterCard } from "~/components/newsletter/newsletter-card";
import { Picture } from "~/components/picture";
import { Prose } from "~/components/prose";
import { ViewCounter } from "~/components/view-counter/view-counter";
import { UnpublishedBanner } from "~/components/blog/unpublished-banner";
import { getPost, recentPosts } from "~/features/blog/posts.server";
import { postReading } from "~/features/blog/reading/reading.server";
import { unpublishedNote } from "~/features/blog/schedule";
import { currentContent } from "~/features/content/current.server";
import { showsContents } from "~/features/markdown/headings";
import { socialImagePath } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import type { PageHandle } from "~/features/route-table/handle";
import { servingTime } from "~/utils/clock.server";
import { DEFAULT_SOCIAL_IMAGE, pageMeta, pageTitle } from "~/features/shell/meta";
import { getEnv } from "~/utils/env.server";
import { siteConfig } from "~/site.config";
import { sharedNotFound, sharedPageHeaders } from "~/utils/page-headers.server";

/** One sitemap entry per post, dated by the post; every slug the blog does not have shares one "not found" page. */
export const handle: PageHandle = {
  sitemap: ({ content }) =>
    content.posts.summaries().map((post) => ({ path: `/blogs/${post.slug}`, lastmod: post.date })),
  notFound: ({ slug }, { content }) =>
    slug !== undefined && content.posts.exists(slug) ? undefined : "",
  // A post shares its cover (or the site's own image): no card.
  cards: false,
};

export async function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw sharedNotFound("Blog post not found!");
  const origin = getEnv().PUBLIC_ORIGIN;
  // The cover's share-preview JPEG (its name changes with the image); the site's default without one.
  const socialImage =
    socialImagePath(imageLookupFor(currentContent().images), post.cover) ?? DEFAULT_SOCIAL_IMAGE;
  return {
    post,
    origin,
    url: `${origin}/blogs/${post.slug}`,
    socialImage: `${origin}${socialImage}`,
    recent: recentPosts().map(({ slug, title, dateLabel }) => ({ slug, title, dateLabel })),
    // Only the development server serves a post that is not public: it says so.
    unpublished: unpublishedNote(post, servingTime()),
    reading: await postReading(post),
  };
}

type LoadedPost = Route.ComponentProps["loaderData"];

/** The post as structured data (schema.org BlogPosting), for search engines. */
function postJsonLd({ post, origin, url, socialImage }: LoadedPost) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    // The post's author (the site's own unless a guest is named); the site publishes it.
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: siteConfig.brand, url: origin },
    image: socialImage,
    mainEntityOfPage: url,
    keywords: post.keywords,
    wordCount: post.wordCount,
  };
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, url, recent, unpublished, reading } = loaderData;
  const jsonLd = postJsonLd(loaderData);
  const contents = showsContents(post.outline) ? post.outline : undefined;
  return (
    <div className="container-page grid gap-10 py-8 md:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article className="min-w-0">
        {unpublished ? <UnpublishedBanner note={unpublished} /> : null}
        <header>
          <p className="text-sm font-semibold tracking-wide text-[var(--link)] uppercase">
            {post.categories.join(", ")}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight md:text-4xl">
            {post.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              By <strong className="text-[var(--text)]">{post.author}</strong>
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.date}>{post.dateLabel}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readingMinutes} min read</span>
            <ViewCounter slug={post.slug} />
          </p>
        </header>
        <Picture
          name={post.cover}
          alt=""
          sizes="(min-width: 1024px) 46rem, 94vw"
          className="mt-6 aspect-[40/21] w-full rounded-2xl object-cover"
          priority
        />
        {reading.series ? <SeriesParts series={reading.series} /> : null}
        {contents ? <ContentsDetails outline={contents} /> : null}
        <Prose html={post.html} className="mt-8" />
        <NewsletterCard source="post" className="mt-10" />
        <PostEnd {...reading} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
        />
      </article>

      <PostAside url={url} recent={recent} contents={contents} />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.post;
  if (!post)
    return [{ title: pageTitle("Blog post not found") }, { name: "robots", content: "noindex" }];
  return pageMeta(args, {
    page: post.title,
    description: post.description,
    keywords: post.keywords,
    image: args.data?.socialImage,
    type: "article",
    extra: [
      { property: "article:published_time", content: post.date },
      { property: "article:author", content: post.author },
      ...post.categories.map((category) => ({ property: "article:section", content: category })),
    ],
  });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-3xl font-bold">Blog post not found!</h1>
      <p className="mt-3 text-muted">The article may have moved. Browse every post on the blog.</p>
      <a
        href="/blogs"
        className="mt-6 inline-block rounded-full bg-brand px-5 py-2 font-semibold text-white"
      >
        Blogs
      </a>
    </section>
  );
}

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
