/**
 * The site's card grid (one column on phones, two from 640 px, three from 1024 px) and the
 * `sizes` its card images need: one definition, so the two never disagree.
 */
export const CARD_GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
export const CARD_GRID_IMAGE_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw";

/**
 * For a post card of that grid that may start below the first screen: laid out only when the
 * reader nears it (app.css, lazy-render), with its height until then: 18–22rem at every width
 * (wider cards on phones, more columns on desktops), so the page's height is about right from
 * the start and the scrollbar barely moves as cards are laid out.
 */
export const LAZY_CARD_CLASS = "lazy-render [contain-intrinsic-block-size:auto_21rem]";
