// Renders the SVG source art in art/ into responsive WebP variants in public/images/ (why not
// AVIF: docs/decisions/008-webp-not-avif.md),
// plus PNG social images, and writes the manifest the <Picture> component reads.
// Run after changing art: `npm run images`. Its output is committed, so neither the build
// nor a fresh machine needs the fonts the art was drawn with.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ART = "art";
const OUT = "public/images";
const MANIFEST = "app/media/images.json";

/** Widths (CSS px × density) each kind of image is rendered at. */
const WIDTHS = [
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

function listSvgs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return listSvgs(full);
    return entry.endsWith(".svg") ? [full] : [];
  });
}

function svgSize(svg) {
  const viewBox = svg.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const width = svg.match(/<svg[^>]*\swidth="([\d.]+)/);
  const height = svg.match(/<svg[^>]*\sheight="([\d.]+)/);
  if (!width || !height) throw new Error("SVG needs a viewBox or width and height");
  return { width: Number(width[1]), height: Number(height[1]) };
}

const manifest = {};
const only = process.argv[2];
for (const file of listSvgs(ART).sort()) {
  const name = path
    .relative(ART, file)
    .replace(/\\/g, "/")
    .replace(/\.svg$/, "");
  const svg = readFileSync(file);
  const { width, height } = svgSize(svg.toString());
  const widths = WIDTHS.find(([pattern]) => pattern.test(name))?.[1] ?? DEFAULT_WIDTHS;
  manifest[name] = { width, height, widths };
  if (only && !name.startsWith(only)) continue;
  mkdirSync(path.join(OUT, path.dirname(name)), { recursive: true });
  for (const target of widths) {
    const density = Math.max(72, (72 * target) / width);
    await sharp(svg, { density })
      .resize({ width: target })
      .webp({ quality: 78, effort: 5 })
      .toFile(path.join(OUT, `${name}-${target}.webp`));
  }
  if (SOCIAL.some((pattern) => pattern.test(name))) {
    await sharp(svg, { density: (72 * 1200) / width })
      .resize({ width: 1200, height: 630, fit: "cover" })
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(path.join(OUT, `${name}.jpg`));
  }
  console.log(`${name}: ${widths.join(", ")}`);
}

// Favicons from the square mark: an SVG-free PNG set and a classic /favicon.ico (PNG inside).
const mark = path.join(ART, "brand/logo-mark.svg");
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

mkdirSync(path.dirname(MANIFEST), { recursive: true });
writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`Wrote ${Object.keys(manifest).length} images to ${MANIFEST}`);
