/** A blog cover, 1200 × 630 SVG, signed with the brand of site.config.ts. */
export declare function renderCover(post: { slug: string; categories: string[]; icon?: string }, title: string): string;
