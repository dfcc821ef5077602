import { readFileSync } from "node:fs";
import { imageUrl, socialFile, type ImageManifest } from "~/features/media/images";

/** The site's content image manifest (content/images/manifest.json), as the server reads it. */
function contentImages(): ImageManifest {
  return JSON.parse(readFileSync("content/images/manifest.json", "utf8")) as ImageManifest;
}

/** The address of one WebP variant of an image of content (its name carries the hash of its source). */
export function contentImageUrl(name: string, width: number): string {
  const entry = contentImages()[name];
  if (!entry) throw new Error(`No image "${name}" in content/images/manifest.json`);
  return imageUrl(name, entry, width);
}

/** The address of an image of content's share-preview JPEG. */
export function contentSocialImageUrl(name: string): string {
  const entry = contentImages()[name];
  if (!entry) throw new Error(`No image "${name}" in content/images/manifest.json`);
  return `/images/${socialFile(name, entry)}`;
}
