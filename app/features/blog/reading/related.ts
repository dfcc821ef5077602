/** How many related posts a post shows. */
export const RELATED_COUNT = 3;

/**
 * What a shared category is worth beside a shared telling word. A category holds a third of the
 * posts or more, so it says less than a word that tells two posts apart from all the others;
 * with both a post that shares a category and a word comes before one that only shares two
 * categories, and a category decides between posts that share as many words.
 */
export const CATEGORY_WEIGHT = 1.5;

/** What the choice reads of a post. */
export type RelatedCandidate = { slug: string; date: string; categories: readonly string[] };

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** How related two posts are: the telling words they share, and their shared categories weighed. */
export function relatedScore(
  a: RelatedCandidate,
  aTerms: ReadonlySet<string>,
  b: RelatedCandidate,
  bTerms: readonly string[],
): number {
  let score = 0;
  for (const term of bTerms) if (aTerms.has(term)) score += 1;
  for (const category of b.categories)
    if (a.categories.includes(category)) score += CATEGORY_WEIGHT;
  return score;
}

/**
 * The posts most related to `post`, best first: by the telling words they share (the search
 * index's tf-idf words of each post, `termsOf`) and their shared categories. Not at random and
 * the same every time: between equals, the post nearer in date, then the slug. Only posts that
 * share something are chosen, so a post unlike every other shows fewer.
 */
export function chooseRelated<P extends RelatedCandidate>(
  post: P,
  posts: readonly P[],
  termsOf: (post: P) => readonly string[],
  count: number = RELATED_COUNT,
): P[] {
  const own = new Set(termsOf(post));
  const day = dayOf(post.date);
  const scored: { post: P; score: number; distance: number }[] = [];
  for (const other of posts) {
    if (other.slug === post.slug) continue;
    const score = relatedScore(post, own, other, termsOf(other));
    if (score > 0) scored.push({ post: other, score, distance: Math.abs(dayOf(other.date) - day) });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.distance - b.distance ||
      (a.post.slug < b.post.slug ? -1 : a.post.slug > b.post.slug ? 1 : 0),
  );
  return scored.slice(0, count).map((entry) => entry.post);
}
