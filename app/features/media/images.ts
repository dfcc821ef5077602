/**
 * One image `npm run images` rendered: its intrinsic size and the widths of its WebP variants.
 * Images of content also carry the hash of what they were rendered from, which is part of every
 * file name (so a changed image gets new addresses and the old ones can be cached for ever), and
 * whether a 1200×630 JPEG for share previews was made.
 */
export type ImageEntry = {
  width: number;
  height: number;
  widths: number[];
  hash?: string;
  social?: boolean;
};

/** Image name ("blog/how-processors-work") → entry. */
export type ImageManifest = Readonly<Record<string, ImageEntry>>;

/** Finds an image by name: the content's manifest, then the site's own art. */
export type ImageLookup = (name: string) => ImageEntry | undefined;

const suffix = (entry: ImageEntry) => (entry.hash ? `.${entry.hash}` : "");

/**
 * One variant's file under /images. Every variant is WebP: for the site's flat, drawn art it is
 * within ~7 KB of AVIF and decodes 2–2.5× faster (docs/decisions/008-webp-not-avif.md).
 */
export function variantFile(name: string, entry: ImageEntry, width: number): string {
  return `${name}-${width}${suffix(entry)}.webp`;
}

/** The 1200×630 share-preview JPEG's file under /images. */
export function socialFile(name: string, entry: ImageEntry): string {
  return `${name}${suffix(entry)}.jpg`;
}

/** Every file an entry stands for, relative to the images folder. */
export function imageFiles(name: string, entry: ImageEntry): string[] {
  return [
    ...entry.widths.map((width) => variantFile(name, entry, width)),
    ...(entry.social ? [socialFile(name, entry)] : []),
  ];
}

export function imageUrl(name: string, entry: ImageEntry, width: number): string {
  return `/images/${variantFile(name, entry, width)}`;
}

/** One variant's address for a single-source use (a video's poster): the narrowest at least `width` wide, else the widest. */
export function imageSrc(lookup: ImageLookup, name: string, width: number): string | undefined {
  const entry = lookup(name);
  if (!entry) return undefined;
  const sorted = [...entry.widths].sort((a, b) => a - b);
  return imageUrl(name, entry, sorted.find((candidate) => candidate >= width) ?? sorted.at(-1)!);
}

/** The address of an image's share-preview JPEG, when it has one. */
export function socialImagePath(lookup: ImageLookup, name: string): string | undefined {
  const entry = lookup(name);
  return entry?.social ? `/images/${socialFile(name, entry)}` : undefined;
}

/** What an <img> needs to show an image responsively, without layout shift. */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number };

/** An image's `src` (its second-smallest variant, for browsers that ignore `srcset`), `srcSet` (every variant) and intrinsic size. */
export function responsiveImage(name: string, entry: ImageEntry): ResponsiveImage {
  const fallbackWidth = entry.widths[Math.min(1, entry.widths.length - 1)] ?? entry.width;
  return {
    src: imageUrl(name, entry, fallbackWidth),
    srcSet: entry.widths.map((width) => `${imageUrl(name, entry, width)} ${width}w`).join(", "),
    width: entry.width,
    height: entry.height,
  };
}

const reported = new WeakMap<ImageLookup, Set<string>>();

/**
 * Looks an image up for a page. A missing one is content the check would have refused (or files
 * removed since): the page renders without it rather than failing, and the log says so once.
 */
export function findImage(lookup: ImageLookup, name: string): ResponsiveImage | undefined {
  const entry = lookup(name);
  if (entry) return responsiveImage(name, entry);
  let names = reported.get(lookup);
  if (!names) reported.set(lookup, (names = new Set()));
  if (!names.has(name)) {
    names.add(name);
    console.error(
      `Image "${name}" is not in the image manifest: pages show nothing in its place (run npm run check:content)`,
    );
  }
  return undefined;
}
