/** A post's neighbours by date: the one before it (older) and the one after it (newer). */
export type Neighbours<P> = { previous?: P; next?: P };

/**
 * Every post's previous and next post by date; posts of the same day in id order (the order
 * they were written in). One sort for all the posts, then a look-up per post.
 */
export function neighboursByDate<P extends { slug: string; date: string; id: number }>(
  posts: readonly P[],
): Map<string, Neighbours<P>> {
  // ISO dates sort as plain strings.
  const byDate = [...posts].sort((a, b) =>
    a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1,
  );
  return new Map(
    byDate.map((post, at) => [post.slug, { previous: byDate[at - 1], next: byDate[at + 1] }]),
  );
}
