import { CARD_GRID_CLASS, LAZY_CARD_CLASS } from "~/components/card-grid";
import type { PostLink, PostReading } from "~/features/blog/reading/reading.server";
import { PostCard } from "./post-card";

function Neighbour({ post, rel }: { post: PostLink; rel: "prev" | "next" }) {
  return (
    <a
      href={`/blogs/${post.slug}`}
      rel={rel}
      className={`block card-interactive surface-card p-4 ${rel === "next" ? "sm:col-start-2 sm:text-right" : ""}`}
    >
      <span className="text-sm text-muted">
        {rel === "prev" ? "← Previous post" : "Next post →"}
      </span>
      <span className="mt-1 block leading-snug font-semibold">{post.title}</span>
      <span className="mt-1 block text-sm text-muted">{post.dateLabel}</span>
    </a>
  );
}

/** The end of a post: three related posts, then the previous and the next post by date. */
export function PostEnd({ related, previous, next }: PostReading) {
  return (
    <div className="mt-12 space-y-10">
      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight">
            Related posts
          </h2>
          <ul className={`mt-4 ${CARD_GRID_CLASS}`}>
            {related.map((post) => (
              <li key={post.slug} className={LAZY_CARD_CLASS}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {previous || next ? (
        <nav aria-label="Previous and next posts" className="grid gap-4 sm:grid-cols-2">
          {previous ? <Neighbour post={previous} rel="prev" /> : null}
          {next ? <Neighbour post={next} rel="next" /> : null}
        </nav>
      ) : null}
    </div>
  );
}
