// Generates the generic video posters the click-to-load facade shows when a video has no image
// of its own: art/video/poster.svg (16:9) and art/video/poster-short.svg (9:16), named for the
// brand of site.config.ts.
// Usage: npx tsx scripts/art/video-posters.mjs && npm run images -- --site video (the site's own art, built in)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { escapeXml } from "~/utils/xml";
import { siteConfig } from "~/site.config";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = join(ROOT, "art", "video");
const FONT = "Inter, 'DejaVu Sans', sans-serif";

/** A game controller outline centred on (0, 0), about 360 px wide at scale 1. */
function controller(stroke = "#fff", opacity = 0.16) {
  return `<g fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
<path d="M-120-70h240c40 0 62 22 74 60l26 92c12 44-8 74-42 74-24 0-40-14-56-36l-22-30h-160l-22 30c-16 22-32 36-56 36-34 0-54-30-42-74l26-92c12-38 34-60 74-60z"/>
<path d="M-110-8v56M-138 20h56"/><circle cx="100" cy="0" r="12"/><circle cx="136" cy="34" r="12"/><circle cx="64" cy="34" r="12"/><circle cx="100" cy="68" r="12"/>
</g>`;
}

export function poster({ width, height, short }) {
  const cx = width / 2;
  const label = short ? "SHORT" : "VIDEO";
  const titleY = short ? height * 0.8 : height * 0.88;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#1e293b"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#c70707" stop-opacity=".55"/><stop offset="1" stop-color="#c70707" stop-opacity="0"/></radialGradient>
<radialGradient id="blue" cx="1" cy="1" r=".7"><stop offset="0" stop-color="#1d4ed8" stop-opacity=".45"/><stop offset="1" stop-color="#1d4ed8" stop-opacity="0"/></radialGradient>
<pattern id="stripes" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="12" height="36" fill="#fff" fill-opacity=".035"/></pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#stripes)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<rect width="${width}" height="${height}" fill="url(#blue)"/>
<g transform="translate(${cx} ${height * 0.42}) scale(${short ? 1.3 : 1.6})">${controller()}</g>
<g font-family="${FONT}" text-anchor="middle" fill="#fff">
<rect x="${cx - 70}" y="${titleY - 92}" width="140" height="40" rx="20" fill="#c70707"/>
<text x="${cx}" y="${titleY - 65}" font-size="20" font-weight="700" letter-spacing="4">${label}</text>
<text x="${cx}" y="${titleY}" font-size="${short ? 56 : 64}" font-weight="800" letter-spacing="-1">${escapeXml(`${siteConfig.brand} Gaming`)}</text>
</g>
</svg>
`;
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, "poster.svg"), poster({ width: 1280, height: 720, short: false }));
  writeFileSync(
    join(OUT_DIR, "poster-short.svg"),
    poster({ width: 720, height: 1280, short: true }),
  );
  console.log("Wrote art/video/poster.svg and art/video/poster-short.svg");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
