// Draws the TV's art: a 16:9 poster for each channel of the content that has a design below
// (shown before the live video plays), the generic poster every other channel shows, and the
// three ad-break logos (TV, Services, Gaming), all named with the brand of site.config.ts.
// Writes {CONTENT_DIR}/art/tv/*.svg; then `npm run images tv`.
// Usage: npx tsx scripts/art/tv.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { contentDir } from "~/features/content/dir.server";
import { escapeXml } from "~/utils/xml";
import { siteConfig } from "~/site.config";

const BRAND = escapeXml(siteConfig.brand);
/** The brand in capitals, as the labels write it (capitalised before escaping, so "&amp;" stays an entity). */
const BRAND_CAPS = escapeXml(siteConfig.brand.toUpperCase());

const W = 1280;
const H = 720;
const FONT = `font-family="Inter, 'DejaVu Sans', sans-serif"`;

/** Designs of the shipped channels, by file name; a channel without one shows the generic poster. */
const DESIGNS = {
  mix: {
    tagline: "A bit of everything, all day",
    from: "#1d4ed8",
    to: "#7c3aed",
    accent: "#f59e0b",
  },
  gta: {
    tagline: "Sun, sirens and the open city",
    from: "#f97316",
    to: "#be185d",
    accent: "#fde047",
  },
  hitman: {
    tagline: "Silent. Precise. Always on.",
    from: "#0b1220",
    to: "#3f0d12",
    accent: "#c70707",
  },
  racing: {
    tagline: "Full throttle, around the clock",
    from: "#0f766e",
    to: "#1e3a8a",
    accent: "#facc15",
  },
  ucc: {
    tagline: "Ultimate Clubs Cup · Exclusive",
    from: "#7f1d1d",
    to: "#c70707",
    accent: "#f59e0b",
  },
  csc: {
    tagline: "Cricket Super Cup · Exclusive",
    from: "#14532d",
    to: "#34a20f",
    accent: "#f59e0b",
  },
};

/** A motif per channel, drawn on the right half. */
const MOTIFS = {
  mix: (c) => `
    <g transform="translate(900 360)" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round" opacity=".92">
      <path d="M-190 -40 q0 -90 90 -90 h200 q90 0 90 90 l30 150 q10 70 -50 70 q-40 0 -70 -50 l-30 -40 h-140 l-30 40 q-30 50 -70 50 q-60 0 -50 -70z" fill="#ffffff" fill-opacity=".08"/>
      <path d="M-110 -40 v60 M-140 -10 h60" stroke-linecap="round"/>
      <circle cx="90" cy="-30" r="14" fill="${c.accent}" stroke="none"/><circle cx="130" cy="5" r="14" fill="#22d3ee" stroke="none"/>
      <circle cx="50" cy="5" r="14" fill="#34d399" stroke="none"/><circle cx="90" cy="40" r="14" fill="#f472b6" stroke="none"/>
    </g>`,
  gta: (c) => `
    <circle cx="930" cy="330" r="170" fill="${c.accent}" opacity=".9"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="740" y="${350 + i * 26}" width="380" height="10" fill="${c.from}" opacity=".85"/>`).join("")}
    <g fill="#1f0a24">
      <rect x="700" y="420" width="70" height="300"/><rect x="780" y="360" width="60" height="360"/><rect x="850" y="450" width="90" height="270"/>
      <rect x="950" y="390" width="55" height="330"/><rect x="1015" y="470" width="80" height="250"/><rect x="1105" y="410" width="60" height="310"/>
      <path d="M1200 720 V520 q-4 -60 12 -120" stroke="#1f0a24" stroke-width="14" fill="none"/>
      <path d="M1212 400 q-70 -10 -110 40 q60 -30 110 -40 q-40 -60 -110 -50 q70 10 110 50 q20 -70 90 -80 q-60 40 -90 80 q70 -20 120 20 q-70 -20 -120 -20z"/>
    </g>`,
  hitman: (c) => `
    <g transform="translate(930 340)">
      <circle r="190" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>
      <circle r="120" fill="none" stroke="${c.accent}" stroke-width="10"/>
      <path d="M0 -230 V-60 M0 60 V230 M-230 0 H-60 M60 0 H230" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
      <circle r="10" fill="${c.accent}"/>
    </g>
    <g transform="translate(760 600)" fill="#fff" opacity=".85">
      ${[
        0, 10, 16, 30, 38, 44, 58, 64, 78, 84, 92, 106, 112, 126, 134, 148, 154, 168, 176, 190, 198,
        212, 220, 234, 248, 256, 270, 278, 292, 300, 314, 322,
      ]
        .map((x, i) => `<rect x="${x}" y="0" width="${i % 3 === 0 ? 7 : 4}" height="60"/>`)
        .join("")}
    </g>`,
  racing: (c) => `
    <g opacity=".35" stroke="#fff" stroke-width="6" stroke-linecap="round">
      ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${640 + i * 40} ${180 + i * 70} H${1200 - i * 30}"/>`).join("")}
    </g>
    <path d="M650 720 C 820 520, 1000 560, 1280 380 L1280 470 C 1020 640, 860 600, 760 720z" fill="#111827" opacity=".85"/>
    <path d="M705 720 C 860 560, 1010 600, 1280 425" stroke="${c.accent}" stroke-width="8" stroke-dasharray="40 30" fill="none"/>
    <g transform="translate(930 210) rotate(-8)">
      ${Array.from({ length: 24 }, (_, i) => `<rect x="${(i % 6) * 40}" y="${Math.floor(i / 6) * 40}" width="40" height="40" fill="${(i + Math.floor(i / 6)) % 2 ? "#fff" : "#111827"}"/>`).join("")}
      <rect x="-10" y="-10" width="10" height="260" fill="#e5e7eb"/>
    </g>`,
  ucc: (_c) => `
    <g fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6">
      <rect x="700" y="150" width="520" height="420" rx="6"/><path d="M960 150 V570"/><circle cx="960" cy="360" r="70"/>
      <rect x="700" y="270" width="80" height="180"/><rect x="1140" y="270" width="80" height="180"/>
    </g>
    <g transform="translate(960 360)">
      <circle r="52" fill="#fff"/>
      <path d="M0 -22 l21 15 -8 25 h-26 l-8 -25z" fill="#111827"/>
      <path d="M0 -22 V-52 M21 -7 L49 -16 M13 18 L30 42 M-13 18 L-30 42 M-21 -7 L-49 -16" stroke="#111827" stroke-width="5"/>
    </g>`,
  csc: (_c) => `
    <g transform="translate(960 380)">
      <rect x="-70" y="-230" width="140" height="460" rx="10" fill="#d6c08b" opacity=".8"/>
      <g stroke="#fff" stroke-width="6"><path d="M-70 -170 H70 M-70 170 H70"/></g>
      <g fill="#f8fafc"><rect x="-30" y="-215" width="10" height="50"/><rect x="-5" y="-215" width="10" height="50"/><rect x="20" y="-215" width="10" height="50"/></g>
      <g transform="translate(170 -20) rotate(35)"><rect x="-22" y="-150" width="44" height="220" rx="16" fill="#f3e3b5"/><rect x="-9" y="-230" width="18" height="90" rx="8" fill="#1f2937"/></g>
      <circle cx="-170" cy="60" r="34" fill="#c70707"/><path d="M-198 50 q28 16 56 0" stroke="#fff" stroke-width="3" fill="none"/>
    </g>`,
};

function poster(key, c) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t">
<title id="t">${c.title ?? `${BRAND} TV — ${c.name} channel`}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1220" stop-opacity=".75"/><stop offset=".55" stop-color="#0b1220" stop-opacity=".15"/><stop offset="1" stop-color="#0b1220" stop-opacity="0"/></linearGradient>
<pattern id="scan" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="2" fill="#fff" fill-opacity=".035"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${MOTIFS[key](c)}
<rect width="${W}" height="${H}" fill="url(#fade)"/>
<rect width="${W}" height="${H}" fill="url(#scan)"/>
<g ${FONT}>
  <g transform="translate(80 250)">
    <rect x="0" y="-36" width="${c.exclusive ? 250 : labelWidth(`${BRAND} TV`)}" height="48" rx="8" fill="${c.exclusive ? c.accent : "#ffffff"}" fill-opacity="${c.exclusive ? 1 : 0.15}"/>
    <text x="18" y="-3" font-size="26" font-weight="800" letter-spacing="4" fill="${c.exclusive ? "#0b1220" : "#fff"}">${c.exclusive ? "★ EXCLUSIVE" : `${BRAND_CAPS} TV`}</text>
  </g>
  <text x="76" y="${c.name.length > 4 ? 390 : 410}" font-size="${c.name.length > 4 ? 140 : 170}" font-weight="900" fill="#fff" letter-spacing="-2">${c.name}</text>
  <text x="82" y="470" font-size="34" font-weight="600" fill="#fff" fill-opacity=".9">${c.tagline}</text>
  <g transform="translate(82 540)">
    <rect width="150" height="50" rx="10" fill="#c70707"/>
    <circle cx="30" cy="25" r="9" fill="#fff"/>
    <text x="52" y="35" font-size="28" font-weight="900" letter-spacing="3" fill="#fff">24/7</text>
  </g>
</g>
</svg>
`;
}

const ADS = {
  tv: { label: "TV", colour: "#1d4ed8", glow: "#60a5fa", line: "Non-stop gaming, 24 hours a day" },
  services: {
    label: "SERVICES",
    colour: "#34a20f",
    glow: "#86efac",
    line: "Thumbnails and websites that get clicked",
  },
  gaming: {
    label: "GAMING",
    colour: "#c70707",
    glow: "#fca5a5",
    line: "Tournaments, playlists and highlights",
  },
};

function ad(key, a) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t">
<title id="t">${BRAND} ${a.label.toLowerCase()} — ad break</title>
<defs>
<radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="${a.colour}" stop-opacity=".55"/><stop offset="1" stop-color="#0b1220" stop-opacity="0"/></radialGradient>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.glow}"/><stop offset="1" stop-color="${a.colour}"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="#0b1220"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g transform="translate(640 280)">
  <circle r="120" fill="none" stroke="${a.colour}" stroke-width="3" stroke-opacity=".6"/>
  <circle r="150" fill="none" stroke="${a.colour}" stroke-width="2" stroke-opacity=".3"/>
  <rect x="-90" y="-90" width="180" height="180" rx="40" fill="url(#mark)"/>
  <text y="44" ${FONT} text-anchor="middle" font-size="128" font-weight="900" fill="#fff">${escapeXml([...siteConfig.brand][0] ?? "")}</text>
  <path d="M50 -58 L72 -78" stroke="#fde047" stroke-width="12" stroke-linecap="round"/>
</g>
<g ${FONT} text-anchor="middle">
  <text x="640" y="520" font-size="76" font-weight="900" fill="#fff" letter-spacing="2">${BRAND_CAPS} <tspan fill="${a.glow}">${a.label}</tspan></text>
  <text x="640" y="578" font-size="30" font-weight="600" fill="#cbd5e1">${a.line}</text>
  <text x="640" y="660" font-size="22" font-weight="700" fill="#94a3b8" letter-spacing="6">BACK IN A MOMENT</text>
</g>
</svg>
`;
}

/** The width of the label box for a text of 26 px capitals with letter-spacing 4 (about 18 px a letter, 18 px padding each side). */
function labelWidth(text) {
  return Math.round(36 + [...text].length * 18);
}

/** The poster of a channel with no design of its own: the site's TV, no channel named. */
function genericPoster() {
  const c = { from: "#1d4ed8", to: "#0b1220", accent: "#f59e0b" };
  return poster("generic", {
    ...c,
    name: "TV",
    title: `${BRAND} TV`,
    tagline: "Gaming, 24 hours a day",
  });
}

MOTIFS.generic = (c) => `
    <g transform="translate(930 360)">
      <rect x="-230" y="-160" width="460" height="300" rx="36" fill="#0b1220" fill-opacity=".55" stroke="#fff" stroke-opacity=".8" stroke-width="10"/>
      <path d="M-40 -60 L70 -10 L-40 40z" fill="${c.accent}"/>
      <path d="M-90 -210 L0 -165 L90 -210" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="10" stroke-linecap="round"/>
      <rect x="-120" y="150" width="240" height="16" rx="8" fill="#fff" fill-opacity=".5"/>
    </g>`;

/** Every drawing of the TV for the channel files of the content (tv/<name>.yaml), by file name in art/tv/. */
export function tvArt(dir = contentDir()) {
  const channels = readdirSync(join(dir, "tv"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      key: file.slice(0, -".yaml".length),
      file: parse(readFileSync(join(dir, "tv", file), "utf8")),
    }));
  const art = new Map();
  const drawn = [];
  for (const { key, file } of channels) {
    const design = DESIGNS[key];
    if (!design) continue;
    art.set(
      `poster-${key}.svg`,
      poster(key, { ...design, name: file.channel, exclusive: file.exclusive === true }),
    );
    drawn.push(file.channel);
  }
  art.set("poster.svg", genericPoster());
  for (const [key, brand] of Object.entries(ADS)) art.set(`ad-${key}.svg`, ad(key, brand));
  return { art, drawn, generic: channels.length - drawn.length };
}

function main() {
  const OUT = join(contentDir(), "art", "tv");
  mkdirSync(OUT, { recursive: true });
  const { art, drawn, generic } = tvArt();
  for (const [name, svg] of art) writeFileSync(join(OUT, name), svg);
  console.log(
    `${OUT}: ${drawn.length} channel posters (${drawn.join(", ")}), the generic poster${generic ? ` (shown by ${generic} channel${generic === 1 ? "" : "s"})` : ""}, ${Object.keys(ADS).length} ad logos`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
