// Draws the site's own brand art from site.config.ts: the logo (the mark and the brand's name),
// the square mark (the favicons' source) and the default share image (the logo, the three
// sections, "by {author}"). Writes art/brand/{logo,logo-mark,og-default}.svg; then
// `npm run images -- --site brand` renders them (a rebrand: change site.config.ts, run both).
// Usage: npx tsx scripts/art/brand.mjs
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { escapeXml } from "~/utils/xml";
import { siteConfig } from "~/site.config";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const FONT = "Inter, 'DejaVu Sans', sans-serif";

/** The mark: a white hexagon with the blue bolt and the amber spark, 100 units square before scaling. */
const MARK = `<g transform="translate(6 6) scale(0.84)">
<path d="M40.5 8.5Q50 3 59.5 8.5L81.2 21Q90.7 26.5 90.7 37.5L90.7 62.5Q90.7 73.5 81.2 79L59.5 91.5Q50 97 40.5 91.5L18.8 79Q9.3 73.5 9.3 62.5L9.3 37.5Q9.3 26.5 18.8 21Z" fill="#fff"/>
<path d="M56 16L30 55H47L41 84L71 42H54L63 16Z" fill="url(#b)" stroke="url(#b)" stroke-width="3" stroke-linejoin="round"/>
<path d="M86 1Q86 14 99 14Q86 14 86 27Q86 14 73 14Q86 14 86 1Z" fill="#f59e0b"/>
</g>`;

/**
 * The name beside the mark, in the logo's 360 × 96 box: a long name is set smaller to fit (at
 * about 0.58 em a letter, which holds for Inter and for DejaVu Sans, the fallback the image
 * renderer may use). A name in two capitalised parts ("VoltVerse") shows its second part a shade lighter.
 */
function wordmark(brand) {
  const size = Math.min(52, Math.floor(244 / ([...brand].length * 0.58)));
  const [, first, second] = /^(.+?)(\p{Lu}\p{Ll}+)$/u.exec(brand) ?? [brand, brand, ""];
  const parts = second
    ? `${escapeXml(first)}<tspan fill-opacity=".82">${escapeXml(second)}</tspan>`
    : escapeXml(brand);
  return `<text x="104" y="${Math.round(48 + size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-1" fill="#fff">${parts}</text>`;
}

/** The logo (header, footer, splash): the mark and the name, white, for the coloured bar. */
export function logoSvg(brand = siteConfig.brand) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" width="360" height="96" role="img" aria-labelledby="vvl-t">
<title id="vvl-t">${escapeXml(brand)}</title>
<defs>
<linearGradient id="vvl-b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
</defs>
${MARK.replaceAll("url(#b)", "url(#vvl-b)")}
${wordmark(brand)}
</svg>
`;
}

/** The square mark on its blue tile: the favicons are rendered from it. */
export function markSvg(brand = siteConfig.brand) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-labelledby="vvm-t">
<title id="vvm-t">${escapeXml(brand)}</title>
<defs>
<linearGradient id="vvm-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset=".55" stop-color="#1d4ed8"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
<linearGradient id="vvm-b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
<radialGradient id="vvm-gl" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<pattern id="vvm-d" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="2" fill="#fff" fill-opacity=".1"/></pattern>
</defs>
<rect width="512" height="512" rx="112" fill="url(#vvm-bg)"/>
<rect width="512" height="512" rx="112" fill="url(#vvm-d)"/>
<rect width="512" height="512" rx="112" fill="url(#vvm-gl)"/>
<g transform="translate(70 84) scale(3.6)">
<path d="M40.5 8.5Q50 3 59.5 8.5L81.2 21Q90.7 26.5 90.7 37.5L90.7 62.5Q90.7 73.5 81.2 79L59.5 91.5Q50 97 40.5 91.5L18.8 79Q9.3 73.5 9.3 62.5L9.3 37.5Q9.3 26.5 18.8 21Z" fill="#0b1220" fill-opacity=".18" transform="translate(0 3)"/>
<path d="M40.5 8.5Q50 3 59.5 8.5L81.2 21Q90.7 26.5 90.7 37.5L90.7 62.5Q90.7 73.5 81.2 79L59.5 91.5Q50 97 40.5 91.5L18.8 79Q9.3 73.5 9.3 62.5L9.3 37.5Q9.3 26.5 18.8 21Z" fill="#fff"/>
<path d="M56 16L30 55H47L41 84L71 42H54L63 16Z" fill="url(#vvm-b)" stroke="url(#vvm-b)" stroke-width="3" stroke-linejoin="round"/>
<path d="M86 1Q86 14 99 14Q86 14 86 27Q86 14 73 14Q86 14 86 1Z" fill="#f59e0b"/>
</g>
</svg>
`;
}

/** The share image of pages without one of their own: the logo large, the sections, the author. */
export function ogSvg(brand = siteConfig.brand, author = siteConfig.authorName) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-labelledby="ogt">
<title id="ogt">${escapeXml(brand)} — Blogs · Services · Gaming</title>
<defs>
<radialGradient id="og1" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#1d4ed8" stop-opacity=".75"/><stop offset="1" stop-color="#1d4ed8" stop-opacity="0"/></radialGradient>
<radialGradient id="og2" cx="0" cy="1" r=".5"><stop offset="0" stop-color="#34a20f" stop-opacity=".45"/><stop offset="1" stop-color="#34a20f" stop-opacity="0"/></radialGradient>
<radialGradient id="og3" cx="1" cy="1" r=".5"><stop offset="0" stop-color="#c70707" stop-opacity=".45"/><stop offset="1" stop-color="#c70707" stop-opacity="0"/></radialGradient>
<pattern id="ogd" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="1.6" fill="#fff" fill-opacity=".1"/></pattern>
</defs>
<rect width="1200" height="630" fill="#0b1220"/>
<rect width="1200" height="630" fill="url(#ogd)"/>
<rect width="1200" height="630" fill="url(#og1)"/>
<rect width="1200" height="630" fill="url(#og2)"/>
<rect width="1200" height="630" fill="url(#og3)"/>
<path d="M96.7 57.7Q110 50 123.3 57.7L157.3 77.3Q170.6 85 170.6 100.4L170.6 139.6Q170.6 155 157.3 162.7L123.3 182.3Q110 190 96.7 182.3L62.7 162.7Q49.4 155 49.4 139.6L49.4 100.4Q49.4 85 62.7 77.3Z" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/><path d="M1071.9 65.5Q1090 55 1108.1 65.5L1154.2 92Q1172.3 102.5 1172.3 123.4L1172.3 176.6Q1172.3 197.5 1154.2 208L1108.1 234.5Q1090 245 1071.9 234.6L1025.8 207.9Q1007.7 197.5 1007.7 176.6L1007.7 123.4Q1007.7 102.5 1025.8 92Z" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/><path d="M1032.4 104.4Q1040 100 1047.6 104.4L1067 115.6Q1074.6 120 1074.6 128.8L1074.6 151.2Q1074.6 160 1067 164.4L1047.6 175.6Q1040 180 1032.4 175.6L1013 164.4Q1005.4 160 1005.4 151.2L1005.4 128.8Q1005.4 120 1013 115.6Z" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/><path d="M141.6 480.8Q150 476 158.4 480.8L179.7 493.2Q188.1 498 188.1 507.7L188.1 532.3Q188.1 542 179.7 546.8L158.4 559.2Q150 564 141.6 559.2L120.3 546.8Q111.9 542 111.9 532.3L111.9 507.7Q111.9 498 120.3 493.2Z" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="2"/>
<g transform="translate(258.0 164) scale(1.9)"><defs>
<linearGradient id="ogb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
</defs>
${MARK.replaceAll("url(#b)", "url(#ogb)")}
${wordmark(brand)}</g>
<text x="600" y="436" text-anchor="middle" font-family="Inter, 'DejaVu Sans', sans-serif" font-size="46" font-weight="700" letter-spacing="-.5"><tspan fill="#3b82f6">Blogs</tspan><tspan dx="16" fill="#e2e8f0" fill-opacity=".5">·</tspan><tspan dx="16" fill="#6cd64a">Services</tspan><tspan dx="16" fill="#e2e8f0" fill-opacity=".5">·</tspan><tspan dx="16" fill="#f05252">Gaming</tspan></text>
<text x="600" y="490" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="500" fill="#e2e8f0" fill-opacity=".75">by ${escapeXml(author)}</text>
<rect x="0" y="618" width="400" height="12" fill="#1d4ed8"/><rect x="400" y="618" width="400" height="12" fill="#34a20f"/><rect x="800" y="618" width="400" height="12" fill="#c70707"/>
</svg>
`;
}

function main() {
  const out = join(ROOT, "art", "brand");
  writeFileSync(join(out, "logo.svg"), logoSvg());
  writeFileSync(join(out, "logo-mark.svg"), markSvg());
  writeFileSync(join(out, "og-default.svg"), ogSvg());
  console.log(
    `${out}: logo, logo-mark and og-default for ${siteConfig.brand}; now npm run images -- --site brand`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
