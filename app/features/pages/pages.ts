/** The content pages, one Markdown file each in {CONTENT_DIR}/pages. */
export const PAGE_NAMES = ["about", "disclaimer", "privacy-policy", "terms-and-conditions"] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** The About page's portrait: an image of content the page itself names. */
export const ABOUT_PORTRAIT = "about/portrait";
