/**
 * The site's card grid (one column on phones, two from 640 px, three from 1024 px) and the
 * `sizes` its card images need: one definition, so the two never disagree.
 */
export const CARD_GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
export const CARD_GRID_IMAGE_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw";
