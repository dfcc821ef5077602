import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { imageFiles, type ImageManifest } from "~/features/media/images";
import { imageName, renderHash, SOURCE_EXTENSIONS } from "~/features/media/recipe.server";
import { SITE_IMAGE_PREFIXES } from "~/features/media/site-images";
import { ContentError, type ContentProblem } from "./problems";
import type { ContentReader } from "./reader.server";

/** Where images of content come from (their sources) and go (rendered files and the manifest), inside CONTENT_DIR. */
const ART_DIR = "art";
export const IMAGES_DIR = "images";
export const MANIFEST_FILE = `${IMAGES_DIR}/manifest.json`;
/** What `npm run images` keeps for a prune: the rendered files its runs stopped naming, and when (scripts/images/retired.ts). */
export const RETIRED_FILE = `${IMAGES_DIR}/retired.json`;

const entrySchema = z.strictObject({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  hash: z.string().regex(/^[0-9a-f]{8}$/, "8 hex digits"),
  social: z.boolean().optional(),
});
const manifestSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, "an image name such as blog/my-post"),
  entrySchema,
);

/** Files under a folder, as paths relative to it with forward slashes (none when the folder is missing). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/**
 * The sources in the art folder by image name ("blog/x" → ["blog/x.svg"]). More than one for a
 * name (a photo placed beside a drawing) is a problem the check and `npm run images` refuse:
 * which one is rendered would depend on the order the folder lists them in.
 */
export function artSources(root: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const file of filesUnder(path.join(root, ART_DIR)).sort()) {
    if (!SOURCE_EXTENSIONS.some((extension) => file.toLowerCase().endsWith(extension))) continue;
    const name = imageName(file);
    sources.set(name, [...(sources.get(name) ?? []), file]);
  }
  return sources;
}

/** What is wrong with an image of several sources (`display` names a file of the art folder). */
export function severalSources(
  name: string,
  files: readonly string[],
  display: (relative: string) => string,
): string {
  const named = files.map((file) => display(`${ART_DIR}/${file}`));
  return `the image "${name}" has ${files.length} sources, ${named.slice(0, -1).join(", ")} and ${named.at(-1)}: keep one (a photo replaces a drawing: delete the .svg)`;
}

/** The manifest as `npm run images` wrote it; a manifest that is not its own is refused outright. */
function readManifest(reader: ContentReader): ImageManifest | undefined {
  if (!reader.exists(MANIFEST_FILE)) return undefined;
  const manifestName = reader.display(MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(reader.text(MANIFEST_FILE));
  } catch (error) {
    throw new ContentError({
      file: manifestName,
      message: `not valid JSON (${(error as Error).message}): run npm run images`,
    });
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ContentError(
      parsed.error.issues.map((issue) => ({
        file: manifestName,
        field: issue.path.join("."),
        message: `${issue.message}: run npm run images`,
      })),
    );
  }
  return parsed.data;
}

/** Each rendered image: its files on disk, and its one source unchanged since it was rendered. */
function renderedProblems(
  reader: ContentReader,
  manifest: ImageManifest,
  sources: Map<string, string[]>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const onDisk = new Set(filesUnder(reader.path(IMAGES_DIR)));
  for (const [name, entry] of Object.entries(manifest)) {
    const missing = imageFiles(name, entry).filter((file) => !onDisk.has(file));
    if (missing.length > 0)
      problems.push({
        file: reader.display(MANIFEST_FILE),
        field: name,
        message: `${reader.display(`${IMAGES_DIR}/${missing[0]}`)} is missing: run npm run images`,
      });
    const [source, ...others] = sources.get(name) ?? [];
    if (
      source &&
      others.length === 0 &&
      renderHash(readFileSync(reader.path(`${ART_DIR}/${source}`)), name) !== entry.hash
    ) {
      problems.push({
        file: reader.display(`${ART_DIR}/${source}`),
        message: "changed since it was rendered: run npm run images",
      });
    }
  }
  return problems;
}

/** Each source of the art folder: the only one of its name, and not under the site's own names. */
function sourceProblems(reader: ContentReader, sources: Map<string, string[]>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [name, [source, ...others]] of sources) {
    if (others.length > 0)
      problems.push({
        file: reader.display(`${ART_DIR}/${source}`),
        message: severalSources(name, [source!, ...others], reader.display),
      });
    if (SITE_IMAGE_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      problems.push({
        file: reader.display(`${ART_DIR}/${source}`),
        message: `names under ${SITE_IMAGE_PREFIXES.join(" and ")} are the site's own art (art/ in the code): choose another folder`,
      });
    }
  }
  return problems;
}

/**
 * The content's image manifest, checked against the disk: every file it names is there, and an
 * image whose source in the art folder changed since it was rendered is named. `reference`
 * then checks each image a content file (or the code) names, and says which command fixes it.
 */
export function readContentImages(reader: ContentReader) {
  const sources = artSources(reader.root);
  const fix = (name: string) => {
    const source = sources.get(name)?.[0];
    return source
      ? `${reader.display(`${ART_DIR}/${source}`)} is not rendered yet: run npm run images`
      : `add ${reader.display(`${ART_DIR}/${name}.svg`)} (or a .png or .jpg) and run npm run images`;
  };
  const read = readManifest(reader);
  const manifest: ImageManifest = read ?? {};
  const problems: ContentProblem[] = [
    ...(read
      ? []
      : [{ file: reader.display(MANIFEST_FILE), message: "missing: run npm run images" }]),
    ...renderedProblems(reader, manifest, sources),
    ...sourceProblems(reader, sources),
  ];

  return {
    manifest,
    problems,
    /** The problem with an image a content file names, or undefined when it is rendered and on disk. */
    reference(
      at: Omit<ContentProblem, "message">,
      name: string,
      usedFor?: string,
    ): ContentProblem | undefined {
      if (name in manifest) return undefined;
      return {
        ...at,
        message: `image "${name}"${usedFor ? ` (${usedFor})` : ""} does not exist: ${fix(name)}`,
      };
    },
  };
}
