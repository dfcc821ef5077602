// `npm run images`: renders the images of content that are missing or out of date. Sources are
// SVG drawings (or PNG/JPEG/WebP photos) in {CONTENT_DIR}/art/; each becomes WebP variants (why
// not AVIF: docs/decisions/008-webp-not-avif.md) — and for blog covers a 1200×630 JPEG for share
// previews — in {CONTENT_DIR}/images/, named with a hash of the source, plus the manifest the
// server reads there. Run it when publishing; no build or restart is needed (then reload).
//
//   npm run images [-- <name prefix>]   only images whose name starts with it (e.g. blog/my-post)
//   npm run images -- --prune           also delete rendered files nothing still names: not the
//                                       manifest, nor the last change, nor a change of the last
//                                       PAGE_S_MAXAGE + PAGE_STALE_WHILE_REVALIDATE (scripts/images/retired.ts)
//   npm run images -- --site            the site's own art instead: art/ → public/images/ and
//                                       app/media/images.json (built in), plus the favicons
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  artSources,
  filesUnder,
  IMAGES_DIR,
  MANIFEST_FILE,
  RETIRED_FILE,
  severalSources,
} from "~/features/content/images.server";
import { contentDir } from "~/features/content/dir.server";
import { displayName } from "~/features/content/reader.server";
import { imageFiles, socialFile, variantFile, type ImageEntry } from "~/features/media/images";
import { recipeFor, renderHash } from "~/features/media/recipe.server";
import { SITE_IMAGE_PREFIXES } from "~/features/media/site-images";
import { keepMs, nextRecord, prunable, readRecord, writeRecord } from "./images/retired";

const args = process.argv.slice(2);
const site = args.includes("--site");
const prune = args.includes("--prune");
const only = args.find((arg) => !arg.startsWith("--"));

/** Intrinsic size: an SVG's viewBox (or width and height), a photo's pixels. */
async function sourceSize(file: string, bytes: Buffer): Promise<{ width: number; height: number }> {
  if (!file.endsWith(".svg")) {
    const { width, height } = await sharp(bytes).metadata();
    return { width: width!, height: height! };
  }
  const svg = bytes.toString();
  const viewBox = svg.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const width = svg.match(/<svg[^>]*\swidth="([\d.]+)/);
  const height = svg.match(/<svg[^>]*\sheight="([\d.]+)/);
  if (!width || !height) throw new Error(`${file}: an SVG needs a viewBox or width and height`);
  return { width: Number(width[1]), height: Number(height[1]) };
}

/** Renders one source into `outDir`: the WebP variants (and the share JPEG), as `entry` names them. */
async function render(
  file: string,
  bytes: Buffer,
  name: string,
  entry: ImageEntry,
  outDir: string,
) {
  mkdirSync(path.join(outDir, path.dirname(name)), { recursive: true });
  // An SVG is rasterised at the density its widest variant needs; a photo is resized.
  const input = (target: number) =>
    file.endsWith(".svg")
      ? sharp(bytes, { density: Math.max(72, (72 * target) / entry.width) })
      : sharp(bytes);
  for (const width of entry.widths) {
    await input(width)
      .resize({ width })
      .webp({ quality: 78, effort: 5 })
      .toFile(path.join(outDir, variantFile(name, entry, width)));
  }
  if (entry.social) {
    await input(1200)
      .resize({ width: 1200, height: 630, fit: "cover" })
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(path.join(outDir, socialFile(name, entry)));
  }
}

function writeManifest(file: string, manifest: Record<string, ImageEntry>) {
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(sorted, null, 1)}\n`);
}

/** Sources of one name each, sorted; a name with several is named on stderr and left out (the run then exits 1). */
function singleSources(root: string): [string, string][] {
  const single: [string, string][] = [];
  for (const [name, files] of [...artSources(root)].sort(([a], [b]) => a.localeCompare(b))) {
    if (files.length === 1) single.push([name, files[0]!]);
    else {
      console.error(
        `${severalSources(name, files, (relative) => displayName(path.join(root, relative)))}: not rendered`,
      );
      process.exitCode = 1;
    }
  }
  return single;
}

/** Renders one image of content when it is missing or its source changed: its new entry, or undefined when it is up to date. */
async function renderContentImage(
  root: string,
  name: string,
  relative: string,
  known: ImageEntry | undefined,
  onDisk: Set<string>,
) {
  const file = path.join(root, "art", relative);
  const bytes = readFileSync(file);
  const hash = renderHash(bytes, name);
  if (known?.hash === hash && imageFiles(name, known).every((output) => onDisk.has(output)))
    return undefined;
  const { widths, social } = recipeFor(name);
  const entry: ImageEntry = {
    ...(await sourceSize(file, bytes)),
    widths,
    hash,
    ...(social ? { social } : {}),
  };
  await render(file, bytes, name, entry, path.join(root, IMAGES_DIR));
  console.log(`${name}: ${widths.join(", ")}${social ? " + share image" : ""} (${hash})`);
  return entry;
}

/**
 * Images of content: render what is missing or whose source changed; keep the rest as it is.
 * What the manifest stops naming is recorded; a prune deletes only what nothing kept names
 * (scripts/images/retired.ts): servers not yet reloaded, and pages a CDN still holds, name the old files.
 */
async function contentImages() {
  const root = contentDir();
  const outDir = path.join(root, IMAGES_DIR);
  const manifestFile = path.join(root, MANIFEST_FILE);
  const before: Record<string, ImageEntry> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  const manifest = { ...before };
  const onDisk = new Set(filesUnder(outDir));
  let rendered = 0;
  for (const [name, relative] of singleSources(root)) {
    if (only && !name.startsWith(only)) continue;
    if (SITE_IMAGE_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      console.error(
        `art/${relative}: names under ${SITE_IMAGE_PREFIXES.join(" and ")} are the site's own art: skipped`,
      );
      continue;
    }
    const entry = await renderContentImage(root, name, relative, manifest[name], onDisk);
    if (!entry) continue;
    manifest[name] = entry;
    rendered += 1;
  }
  writeManifest(manifestFile, manifest);
  const recordFile = path.join(root, RETIRED_FILE);
  const record = nextRecord(readRecord(recordFile), before, manifest, new Date(), keepMs());
  writeRecord(recordFile, record);
  const removed = prune ? prunable(filesUnder(outDir), manifest, record) : [];
  for (const file of removed) rmSync(path.join(outDir, file));
  const kept = record.reduce((sum, entry) => sum + entry.files.length, 0);
  console.log(
    `${rendered} rendered, ${Object.keys(manifest).length} images in ${displayName(manifestFile)}` +
      (prune
        ? `, ${removed.length} old files removed, ${kept} replaced ones kept for pages still served or cached (${displayName(recordFile)})`
        : ""),
  );
}

/** The site's own art (logo, default share image, generic posters): built in, so names without a hash. */
async function siteImages() {
  const manifest: Record<string, ImageEntry> = {};
  for (const [name, relative] of singleSources(".")) {
    const file = path.join("art", relative);
    const bytes = readFileSync(file);
    const { widths, social } = recipeFor(name);
    const entry: ImageEntry = { ...(await sourceSize(file, bytes)), widths };
    manifest[name] = entry;
    if (only && !name.startsWith(only)) continue;
    await render(file, bytes, name, { ...entry, social }, "public/images");
    console.log(`${name}: ${widths.join(", ")}`);
  }
  // Favicons from the square mark: an SVG-free PNG set and a classic /favicon.ico (PNG inside).
  const mark = "art/brand/logo-mark.svg";
  if (existsSync(mark) && (!only || only.startsWith("brand"))) {
    const svg = readFileSync(mark);
    const png32 = await sharp(svg, { density: 72 }).resize(32, 32).png().toBuffer();
    await sharp(svg, { density: 72 }).resize(180, 180).png().toFile("public/apple-touch-icon.png");
    await sharp(svg, { density: 72 }).resize(192, 192).png().toFile("public/icon-192.png");
    const header = Buffer.alloc(22);
    header.writeUInt16LE(0, 0);
    header.writeUInt16LE(1, 2); // type: icon
    header.writeUInt16LE(1, 4); // one image
    header.writeUInt8(32, 6);
    header.writeUInt8(32, 7);
    header.writeUInt16LE(1, 10); // colour planes
    header.writeUInt16LE(32, 12); // bits per pixel
    header.writeUInt32LE(png32.length, 14);
    header.writeUInt32LE(22, 18);
    writeFileSync("public/favicon.ico", Buffer.concat([header, png32]));
  }
  writeManifest("app/media/images.json", manifest);
  console.log(`Wrote ${Object.keys(manifest).length} images to app/media/images.json`);
}

await (site ? siteImages() : contentImages());
