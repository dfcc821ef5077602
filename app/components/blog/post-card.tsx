import { Picture } from "~/components/picture";
import { CARD_GRID_IMAGE_SIZES } from "~/components/card-grid";
import { formatViews } from "~/features/views/format";
import { breakTitle, type PostSummary } from "~/features/blog/filters";

/** A post as a card: cover, title (broken after 56 characters), date; the whole card is the link. */
type PostCardProps = {
  post: PostSummary;
  priority?: boolean;
  headingLevel?: 2 | 3;
  views?: number;
};

export function PostCard({ post, priority = false, headingLevel = 2, views }: PostCardProps) {
  const [first, second] = breakTitle(post.title);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full card-interactive flex-col overflow-hidden surface-card">
      <Picture
        name={post.cover}
        alt=""
        sizes={CARD_GRID_IMAGE_SIZES}
        className="aspect-[40/21] w-full object-cover"
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-[var(--link)] uppercase">
          {post.categories.join(", ")}
        </p>
        <Heading className="text-lg leading-snug font-bold">
          <a
            href={`/blogs/${post.slug}`}
            className="group-focus-within:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {first}
            {second ? (
              <>
                <br />
                {second}
              </>
            ) : null}
          </a>
        </Heading>
        <p className="mt-auto text-sm text-muted">
          <time dateTime={post.date}>{post.dateLabel}</time>
          {views !== undefined ? ` · ${formatViews(views)}` : null}
        </p>
      </div>
    </article>
  );
}
