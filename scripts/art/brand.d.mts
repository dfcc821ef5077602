/** The logo: the mark and the brand's name (360 × 96). */
export declare function logoSvg(brand?: string): string;
/** The square mark the favicons are rendered from. */
export declare function markSvg(brand?: string): string;
/** The default share image: the logo, the sections and "by {author}". */
export declare function ogSvg(brand?: string, author?: string): string;
