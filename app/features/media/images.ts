import manifest from "~/media/images.json";

/** One source image in the manifest `npm run images` writes: its intrinsic size and rendered widths. */
export type ImageEntry = { width: number; height: number; widths: number[] };

const images: Record<string, ImageEntry> = manifest;

/** The manifest entry for a name such as "blog/how-processors-work", or undefined. */
export function imageEntry(name: string): ImageEntry | undefined {
  return images[name];
}

/** True when the image manifest holds this name. */
export function hasImage(name: string): boolean {
  return name in images;
}

/**
 * The URL of one rendered variant. Every variant is WebP: for the site's flat, drawn art it is
 * within ~7 KB of AVIF and decodes 2–2.5× faster (docs/decisions/008-webp-not-avif.md).
 */
export function imageUrl(name: string, width: number): string {
  return `/images/${name}-${width}.webp`;
}

/** What an <img> needs to show a manifest image responsively, without layout shift. */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number };

/**
 * An image's `src` (its second-smallest variant, for browsers that ignore `srcset`), `srcSet`
 * (every variant) and intrinsic size. Throws for a name the manifest lacks.
 */
export function responsiveImage(name: string): ResponsiveImage {
  const entry = imageEntry(name);
  if (!entry) throw new Error(`Unknown image "${name}": run npm run images`);
  const fallbackWidth = entry.widths[Math.min(1, entry.widths.length - 1)] ?? entry.width;
  return {
    src: imageUrl(name, fallbackWidth),
    srcSet: entry.widths.map((width) => `${imageUrl(name, width)} ${width}w`).join(", "),
    width: entry.width,
    height: entry.height,
  };
}
