import manifest from "~/media/images.json";
import type { ImageLookup, ImageManifest } from "./images";

/**
 * The site's own art (logo, favicon source, default share image, generic video posters): drawn
 * in art/, rendered to public/images/ by `npm run images -- --site` and built in. Images of
 * content live in CONTENT_DIR instead (see features/content).
 */
export const SITE_IMAGES: ImageManifest = manifest;

/** Name prefixes that belong to the site's art; content may not use them. */
export const SITE_IMAGE_PREFIXES = ["brand/", "video/"] as const;

const lookups = new WeakMap<ImageManifest, ImageLookup>();

/**
 * Finds images for a page: the site's own art, then the content's (one lookup per content
 * manifest, so a missing image is logged once per content version). Without content (an error
 * page whose root loader failed), the site's art alone.
 */
export function imageLookupFor(content: ImageManifest | undefined): ImageLookup {
  if (!content) return siteOnly;
  let lookup = lookups.get(content);
  if (!lookup) lookups.set(content, (lookup = (name) => SITE_IMAGES[name] ?? content[name]));
  return lookup;
}

const siteOnly: ImageLookup = (name) => SITE_IMAGES[name];
