/**
 * The site's card grid (one column on phones, two from 640 px, three from 1024 px) and the
 * `sizes` its card images need: one definition, so the two never disagree.
 */
export const CARD_GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
export const CARD_GRID_IMAGE_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw";

/**
 * Room around a lazily rendered card inside its grid cell (padding, cancelled by a negative
 * margin, so the layout does not change): a lazy block clips what paints outside it, and a
 * hovered card lifts 3 px and casts a shadow. Chromium and Firefox also paint past the block's
 * edge by its clip margin; Safari has no clip margin, so this room is all it gets.
 */
export const LAZY_CARD_ROOM = "-m-3 p-3";

/**
 * For a post card of that grid that may start below the first screen: laid out only when the
 * reader nears it (app.css, lazy-render), with its height until then: 18–22rem at every width
 * (wider cards on phones, more columns on desktops), so the page's height is about right from
 * the start and the scrollbar barely moves as cards are laid out.
 */
export const LAZY_CARD_CLASS = `lazy-render [contain-intrinsic-block-size:auto_21rem] ${LAZY_CARD_ROOM}`;
