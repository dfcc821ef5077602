import { createHash } from "node:crypto";

// How each image is rendered. `npm run images` follows it, and the content check uses the same
// hash to tell an image rendered from its current source from one whose source changed since.

/** Widths (CSS px × density) each kind of image is rendered at. */
const WIDTHS: [RegExp, number[]][] = [
  [/^brand\/logo$/, [160, 320, 480]],
  [/^brand\/logo-mark$/, [96, 192, 384]],
  [/^brand\/translate-logo$/, [120, 240]],
  [/^services\/banner-/, [640, 960, 1280, 1600]],
  [/^about\//, [320, 640]],
  [/^blog\//, [400, 800, 1200]],
  [/^tournaments\//, [480, 960, 1280]],
  [/^video\/poster$/, [480, 960]],
  [/^gaming\/slides\//, [640, 960, 1280, 1600]],
  [/^gaming\/logo-/, [240, 480]],
  [/^gaming\/shorts\//, [270, 540]],
  [/^video\/poster-short$/, [270, 540]],
  [/^tv\//, [640, 960, 1280]],
];
const DEFAULT_WIDTHS = [400, 800];
/** Social images: also written as a 1200×630 JPEG that every share preview understands. */
const SOCIAL = [/^brand\/og-default$/, /^blog\//];

/** Source formats an image may be drawn or photographed in. */
export const SOURCE_EXTENSIONS = [".svg", ".png", ".jpg", ".jpeg", ".webp"] as const;

/** Bump when the encoder settings change, so every image of content is rendered again. */
const RECIPE_VERSION = 1;

export type Recipe = { widths: number[]; social: boolean };

export function recipeFor(name: string): Recipe {
  return {
    widths: WIDTHS.find(([pattern]) => pattern.test(name))?.[1] ?? DEFAULT_WIDTHS,
    social: SOCIAL.some((pattern) => pattern.test(name)),
  };
}

/** The image's name from its source's path under the art folder ("blog/x.svg" → "blog/x"). */
export function imageName(relativeSource: string): string {
  return relativeSource.replace(/\\/g, "/").replace(/\.[a-z]+$/i, "");
}

/** 8 hex digits of the source's bytes and its recipe: part of every rendered file's name. */
export function renderHash(source: Buffer, name: string): string {
  return createHash("sha256")
    .update(source)
    .update(JSON.stringify({ ...recipeFor(name), RECIPE_VERSION }))
    .digest("hex")
    .slice(0, 8);
}
