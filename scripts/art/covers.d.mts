/** One post's cover from its Markdown source: the image name and its SVG, or why it is not drawn. */
export declare function coverOf(
  file: string,
  source: string,
  root?: string,
): { slug?: string; name?: string; svg?: string; skipped?: string };
/** Draws the covers of the posts of a content folder (those with the slugs given, or all); returns how many it wrote. */
export declare function drawCovers(slugs?: string[], root?: string): number;
/** The icon of a post's cover, from its title, keywords and categories. */
export declare function iconFor(post: {
  title: string;
  keywords?: string;
  categories: string[];
}): string;
