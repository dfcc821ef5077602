// Draws the gaming hub's art into {CONTENT_DIR}/art/gaming/: the 18 slideshow slides, the UCC and
// CSC logos, the playlist cards and the posters of the featured videos and shorts. Titles come from
// {CONTENT_DIR}/gaming/hub.yaml, so a new video gets a poster by adding it there and re-running:
//   npx tsx scripts/art/gaming.mjs && npm run images gaming
// Everything is flat SVG in the site palette (gaming red, brand blue, services green, amber, ink).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { contentDir } from "~/features/content/dir.server";
import { escapeXml } from "~/utils/xml";
import { capitalised, countWord } from "~/utils/text";
import { siteConfig } from "~/site.config";

const FONT = "Inter, 'DejaVu Sans', sans-serif";

/** How many channels the TV has: one file each in {CONTENT_DIR}/tv/ (a slide says so). */
function channelCount() {
  return readdirSync(join(contentDir(), "tv")).filter((file) => file.endsWith(".yaml")).length;
}
const INK = "#0b1220";
const AMBER = "#f59e0b";

/** Background families: [from, to, glow]. */
const PALETTES = {
  red: ["#7f0404", "#c70707", "#f05252"],
  blue: ["#1e3a8a", "#1d4ed8", "#3b82f6"],
  green: ["#1f6b08", "#34a20f", "#6cd64a"],
  ink: ["#0b1220", "#1e293b", "#c70707"],
  night: ["#0b1220", "#1e3a8a", "#3b82f6"],
  amber: ["#7c2d12", "#c2410c", "#f59e0b"],
};

// ---------------------------------------------------------------------------
// Motifs: each draws in a 400×400 box centred on (0, 0), white and amber on any background.
// ---------------------------------------------------------------------------

const W = "#fff";

function controller() {
  return `<path d="M-130-78h260c44 0 68 24 80 66l28 100c13 48-9 80-46 80-26 0-43-15-60-39l-24-33h-176l-24 33c-17 24-34 39-60 39-37 0-59-32-46-80l28-100c12-42 36-66 80-66z" fill="${W}" fill-opacity=".95"/>
<path d="M-118-12v60M-148 18h60" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>
<circle cx="110" cy="-10" r="14" fill="${AMBER}"/><circle cx="148" cy="26" r="14" fill="#c70707"/><circle cx="72" cy="26" r="14" fill="#1d4ed8"/><circle cx="110" cy="62" r="14" fill="#34a20f"/>
<circle cx="-44" cy="70" r="20" fill="${INK}" fill-opacity=".85"/><circle cx="44" cy="70" r="20" fill="${INK}" fill-opacity=".85"/>`;
}

function twoControllers() {
  return `<g transform="translate(-70 -50) scale(.62) rotate(-12)">${controller()}</g><g transform="translate(80 70) scale(.62) rotate(10)">${controller()}</g>`;
}

function racing() {
  return `<g stroke="${W}" stroke-opacity=".55" stroke-width="8" stroke-linecap="round"><path d="M-200 10h90M-190 50h120M-170 90h70"/></g>
<path d="M-120 60c10-40 40-60 90-66l60-42c20-14 44-20 70-20h60c30 0 52 14 66 40l22 44c16 4 26 16 26 34v20c0 10-8 18-18 18h-358c-12 0-20-10-18-28z" fill="${W}"/>
<path d="M10-38l30-24c12-8 26-12 40-12h40c16 0 28 8 34 22l12 24z" fill="${INK}" fill-opacity=".8"/>
<rect x="-70" y="20" width="230" height="12" rx="6" fill="${AMBER}"/>
<circle cx="-40" cy="96" r="38" fill="${INK}"/><circle cx="-40" cy="96" r="16" fill="${W}"/>
<circle cx="150" cy="96" r="38" fill="${INK}"/><circle cx="150" cy="96" r="16" fill="${W}"/>
<g transform="translate(110 -170)"><rect width="120" height="80" fill="${W}"/>${[0, 1, 2, 3, 4, 5]
    .flatMap((c) =>
      [0, 1, 2, 3].map((r) =>
        (c + r) % 2
          ? `<rect x="${c * 20}" y="${r * 20}" width="20" height="20" fill="${INK}"/>`
          : "",
      ),
    )
    .join("")}<rect x="-8" y="-6" width="8" height="180" fill="${W}"/></g>`;
}

function vault() {
  const spokes = [0, 60, 120, 180, 240, 300]
    .map(
      (a) =>
        `<rect x="-8" y="-118" width="16" height="80" rx="8" fill="${INK}" transform="rotate(${a})"/>`,
    )
    .join("");
  const bolts = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<circle cx="${(170 * Math.cos(a)).toFixed(1)}" cy="${(170 * Math.sin(a)).toFixed(1)}" r="9" fill="${INK}" fill-opacity=".5"/>`;
  }).join("");
  return `<circle r="196" fill="${W}" fill-opacity=".95"/><circle r="150" fill="none" stroke="${INK}" stroke-opacity=".25" stroke-width="10"/>${bolts}
<circle r="40" fill="${AMBER}"/>${spokes}<circle r="18" fill="${INK}"/>
<rect x="150" y="-30" width="60" height="60" rx="10" fill="${INK}" fill-opacity=".8"/>`;
}

function city(sunrise = false) {
  const heights = [150, 230, 190, 300, 170, 260, 210, 140];
  const buildings = heights
    .map((h, i) => {
      const x = -200 + i * 50;
      const windows = Array.from({ length: Math.floor(h / 40) }, (_, r) =>
        [0, 1]
          .map(
            (c) =>
              `<rect x="${x + 10 + c * 16}" y="${170 - h + 16 + r * 40}" width="10" height="16" fill="${(r + c + i) % 3 ? AMBER : W}" fill-opacity="${(r + c + i) % 3 ? 0.9 : 0.35}"/>`,
          )
          .join(""),
      ).join("");
      return `<rect x="${x}" y="${170 - h}" width="46" height="${h}" fill="${INK}" fill-opacity=".88"/>${windows}`;
    })
    .join("");
  const sky = sunrise
    ? `<circle cx="0" cy="40" r="150" fill="${AMBER}"/><circle cx="0" cy="40" r="190" fill="${AMBER}" fill-opacity=".25"/>`
    : `<circle cx="120" cy="-150" r="46" fill="${W}"/><circle cx="100" cy="-162" r="40" fill="${INK}" fill-opacity=".35"/>`;
  return `${sky}${buildings}<rect x="-210" y="170" width="420" height="14" rx="7" fill="${W}"/>
<path d="M170 170v-120" stroke="${W}" stroke-width="8"/><path d="M170 60c-30-30-60-30-80-20M170 60c30-34 60-34 84-20M170 60c-10-40 0-60 20-70" stroke="${W}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

function football() {
  const pent = (cx, cy, r, rot = 0) =>
    `<path d="${Array.from({ length: 5 }, (_, i) => {
      const a = ((i * 72 + rot - 90) * Math.PI) / 180;
      return `${i ? "L" : "M"}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join("")}z" fill="${INK}"/>`;
  return `<g stroke="${W}" stroke-opacity=".5" stroke-width="4" fill="none"><path d="M-200-120h400v160h-400z"/>${[-160, -120, -80, -40, 0, 40, 80, 120, 160].map((x) => `<path d="M${x}-120v160"/>`).join("")}${[-80, -40, 0].map((y) => `<path d="M-200 ${y}h400"/>`).join("")}</g>
<rect x="-212" y="-132" width="424" height="14" rx="7" fill="${W}"/><rect x="-212" y="-132" width="14" height="186" rx="7" fill="${W}"/><rect x="198" y="-132" width="14" height="186" rx="7" fill="${W}"/>
<g transform="translate(0 100)"><circle r="96" fill="${W}"/>${pent(0, 0, 34)}${pent(0, -78, 22, 180)}${pent(74, -24, 22, 180)}${pent(46, 64, 22, 180)}${pent(-46, 64, 22, 180)}${pent(-74, -24, 22, 180)}<circle r="96" fill="none" stroke="${INK}" stroke-opacity=".2" stroke-width="4"/></g>`;
}

function cricket() {
  return `<g transform="translate(90 -10)">${[-44, 0, 44].map((x) => `<rect x="${x - 9}" y="-150" width="18" height="300" rx="9" fill="${W}"/>`).join("")}<rect x="-56" y="-166" width="52" height="12" rx="6" fill="${AMBER}"/><rect x="4" y="-166" width="52" height="12" rx="6" fill="${AMBER}"/></g>
<g transform="translate(-80 0) rotate(-28)"><rect x="-40" y="-40" width="80" height="250" rx="30" fill="${W}"/><rect x="-12" y="-190" width="24" height="160" rx="10" fill="${INK}" fill-opacity=".85"/><path d="M-30 20h60" stroke="${INK}" stroke-opacity=".2" stroke-width="6"/></g>
<g transform="translate(-10 130)"><circle r="46" fill="#c70707" stroke="${W}" stroke-width="6"/><path d="M-30-34c20 20 20 48 0 68M30-34c-20 20-20 48 0 68" stroke="${W}" stroke-width="5" fill="none" stroke-dasharray="6 6"/></g>`;
}

function crosshair() {
  return `<circle r="180" fill="none" stroke="${W}" stroke-width="14"/><circle r="110" fill="none" stroke="${W}" stroke-opacity=".6" stroke-width="8"/>
<path d="M0-210v120M0 90v120M-210 0h120M90 0h120" stroke="${W}" stroke-width="14" stroke-linecap="round"/><circle r="16" fill="#c70707" stroke="${W}" stroke-width="6"/>
<g transform="translate(0 10)" fill="${INK}" fill-opacity=".55"><circle cy="-40" r="30"/><path d="M-56 40c0-40 24-58 56-58s56 18 56 58z"/></g>`;
}

function wheel() {
  return `<circle r="190" fill="none" stroke="${W}" stroke-width="36"/><circle r="190" fill="none" stroke="${INK}" stroke-opacity=".2" stroke-width="4" stroke-dasharray="10 14"/>
<path d="M-172-40c60 20 110 24 172 24s112-4 172-24" fill="none" stroke="${W}" stroke-width="34"/><path d="M0 20v160" stroke="${W}" stroke-width="40"/>
<circle r="56" fill="${W}"/><circle r="34" fill="${AMBER}"/><rect x="-8" y="-206" width="16" height="32" fill="#c70707"/>`;
}

function trophy() {
  return `<path d="M-120-170h240v60c0 90-52 150-120 160-68-10-120-70-120-160z" fill="${AMBER}"/>
<path d="M-120-140h-50c-10 70 30 110 80 116M120-140h50c10 70-30 110-80 116" fill="none" stroke="${AMBER}" stroke-width="22"/>
<path d="M-60-150c0 80 20 130 40 150" stroke="${W}" stroke-opacity=".45" stroke-width="18" fill="none" stroke-linecap="round"/>
<rect x="-26" y="50" width="52" height="70" fill="${AMBER}"/><rect x="-100" y="120" width="200" height="60" rx="10" fill="${W}"/><rect x="-70" y="140" width="140" height="20" rx="6" fill="${INK}" fill-opacity=".25"/>
<path d="M0-120l14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4z" fill="${W}"/>`;
}

function arcade() {
  return `<rect x="-190" y="40" width="380" height="140" rx="28" fill="${W}"/><rect x="-190" y="150" width="380" height="30" rx="14" fill="${INK}" fill-opacity=".25"/>
<rect x="-92" y="-90" width="24" height="150" rx="12" fill="${INK}" fill-opacity=".8" transform="rotate(-14 -80 60)"/><circle cx="-104" cy="-100" r="52" fill="#c70707"/><circle cx="-118" cy="-116" r="16" fill="${W}" fill-opacity=".6"/>
<circle cx="50" cy="100" r="28" fill="${AMBER}"/><circle cx="124" cy="82" r="28" fill="#1d4ed8"/><circle cx="124" cy="150" r="0"/>
<g fill="${W}"><rect x="60" y="-150" width="24" height="24"/><rect x="108" y="-150" width="24" height="24"/><rect x="48" y="-126" width="96" height="24"/><rect x="36" y="-102" width="120" height="24"/><rect x="36" y="-78" width="24" height="24"/><rect x="132" y="-78" width="24" height="24"/></g>`;
}

function television() {
  return `<rect x="-200" y="-140" width="400" height="260" rx="26" fill="${W}"/><rect x="-178" y="-118" width="356" height="216" rx="14" fill="${INK}"/>
<path d="M-30-60v100l86-50z" fill="${W}"/><rect x="-160" y="-104" width="92" height="32" rx="16" fill="#c70707"/><circle cx="-142" cy="-88" r="7" fill="${W}"/>
<text x="-128" y="-81" font-family="${FONT}" font-size="20" font-weight="800" fill="${W}">LIVE</text>
<path d="M-80 120l-30 60M80 120l30 60" stroke="${W}" stroke-width="16" stroke-linecap="round"/><path d="M-50-140l-50-60M50-140l50-60" stroke="${W}" stroke-width="10" stroke-linecap="round"/>`;
}

function shortsMotif() {
  return `<rect x="-110" y="-200" width="220" height="400" rx="36" fill="${W}"/><rect x="-94" y="-170" width="188" height="330" rx="16" fill="${INK}"/>
<path d="M-28-50v100l86-50z" fill="${W}"/><rect x="-70" y="110" width="100" height="10" rx="5" fill="${W}" fill-opacity=".6"/><rect x="-70" y="128" width="60" height="10" rx="5" fill="${W}" fill-opacity=".35"/>
<g fill="${AMBER}"><circle cx="160" cy="-120" r="20"/><circle cx="-160" cy="80" r="14"/><rect x="150" y="60" width="34" height="34" rx="8" transform="rotate(20 167 77)"/></g>`;
}

function truck() {
  return `<rect x="-200" y="-80" width="250" height="170" rx="10" fill="${W}"/><rect x="-190" y="-70" width="230" height="10" fill="${AMBER}"/>
<path d="M60-40h80c16 0 28 8 36 22l30 50v58h-146z" fill="${W}"/><path d="M80-24h54l30 46h-84z" fill="${INK}" fill-opacity=".8"/>
<circle cx="-140" cy="104" r="32" fill="${INK}"/><circle cx="-60" cy="104" r="32" fill="${INK}"/><circle cx="150" cy="104" r="32" fill="${INK}"/>
<circle cx="-140" cy="104" r="12" fill="${W}"/><circle cx="-60" cy="104" r="12" fill="${W}"/><circle cx="150" cy="104" r="12" fill="${W}"/>
<path d="M-230 150h460" stroke="${W}" stroke-width="8" stroke-dasharray="40 24"/>`;
}

function pc() {
  return `<rect x="-200" y="-150" width="260" height="180" rx="14" fill="${W}"/><rect x="-186" y="-136" width="232" height="140" rx="6" fill="${INK}"/>
<path d="M-110-70l40 30-40 30M-50-10h60" stroke="${AMBER}" stroke-width="12" fill="none" stroke-linecap="round"/>
<rect x="-90" y="30" width="40" height="40" fill="${W}"/><rect x="-140" y="70" width="140" height="16" rx="8" fill="${W}"/>
<rect x="90" y="-170" width="110" height="260" rx="14" fill="${W}"/><circle cx="145" cy="-110" r="30" fill="none" stroke="#1d4ed8" stroke-width="10"/><circle cx="145" cy="-20" r="30" fill="none" stroke="#c70707" stroke-width="10"/><rect x="110" y="50" width="70" height="10" rx="5" fill="${AMBER}"/>
<rect x="-200" y="110" width="300" height="60" rx="12" fill="${W}" fill-opacity=".9"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${-188 + i * 28}" y="124" width="20" height="12" rx="3" fill="${INK}" fill-opacity=".5"/>`).join("")}`;
}

const MOTIFS = {
  controller,
  twoControllers,
  racing,
  vault,
  city,
  sunrise: () => city(true),
  football,
  cricket,
  crosshair,
  wheel,
  trophy,
  arcade,
  television,
  shorts: shortsMotif,
  truck,
  pc,
};

// ---------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------

function background(id, width, height, palette) {
  const [from, to, glow] = PALETTES[palette];
  return `<defs>
<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="${id}gl" cx=".75" cy=".45" r=".55"><stop offset="0" stop-color="${glow}" stop-opacity=".6"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}sh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${INK}" stop-opacity=".55"/><stop offset=".6" stop-color="${INK}" stop-opacity=".1"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></linearGradient>
<pattern id="${id}st" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="14" height="40" fill="#fff" fill-opacity=".04"/></pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#${id}bg)"/><rect width="${width}" height="${height}" fill="url(#${id}st)"/>
<rect width="${width}" height="${height}" fill="url(#${id}gl)"/><rect width="${width}" height="${height}" fill="url(#${id}sh)"/>`;
}

function chip(x, y, label, size = 18) {
  const w = Math.round(label.length * size * 0.78 + 48);
  return `<rect x="${x}" y="${y}" width="${w}" height="${size * 2.3}" rx="${size * 1.15}" fill="${INK}" fill-opacity=".4" stroke="#fff" stroke-opacity=".3"/>
<circle cx="${x + 22}" cy="${y + size * 1.15}" r="6" fill="${AMBER}"/>
<text x="${x + 38}" y="${y + size * 1.5}" font-size="${size}" font-weight="700" fill="#fff" letter-spacing="2.5">${escapeXml(label)}</text>`;
}

/** Splits a title into lines of at most `max` characters, at spaces. */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A landscape composition: text on the left, the motif in a glowing disc on the right. */
function landscape({
  id,
  width,
  height,
  palette,
  motif,
  eyebrow,
  title,
  subtitle,
  titleSize,
  max,
  motifX = 0.75,
  motifSize = 0.68,
}) {
  const lines = wrap(title, max);
  const top = height / 2 - ((lines.length - 1) * titleSize * 1.08) / 2 + titleSize * 0.3;
  const left = Math.round(width * 0.07);
  const scale = (height * motifSize) / 400;
  const cx = width * motifX;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
${background(id, width, height, palette)}
<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="3"><circle cx="${cx}" cy="${height / 2}" r="${height * 0.42}"/><circle cx="${cx}" cy="${height / 2}" r="${height * 0.55}"/></g>
<g transform="translate(${cx} ${height / 2}) scale(${scale.toFixed(3)})">${MOTIFS[motif]()}</g>
<g font-family="${FONT}">
${chip(left, top - titleSize * 1.9, eyebrow, Math.round(titleSize * 0.24))}
${lines.map((line, i) => `<text x="${left}" y="${(top + i * titleSize * 1.08).toFixed(0)}" font-size="${titleSize}" font-weight="800" fill="#fff" letter-spacing="-1.5">${escapeXml(line)}</text>`).join("\n")}
${subtitle ? `<text x="${left + 4}" y="${(top + (lines.length - 1) * titleSize * 1.08 + titleSize * 0.85).toFixed(0)}" font-size="${Math.round(titleSize * 0.38)}" font-weight="500" fill="#fff" fill-opacity=".9">${escapeXml(subtitle)}</text>` : ""}
</g>
</svg>
`;
}

/**
 * A video poster: the category as a large word on the left, the motif on the right; the middle
 * stays clear for the facade's play button, and the page prints the title under the poster.
 */
function videoPoster({ id, width, height, palette, motif, eyebrow }) {
  const size = Math.min(120, Math.round(360 / (eyebrow.length * 0.74)));
  const left = Math.round(width * 0.07);
  const scale = (height * 0.56) / 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
${background(id, width, height, palette)}
<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="3"><circle cx="${width * 0.8}" cy="${height / 2}" r="${height * 0.42}"/></g>
<g transform="translate(${width * 0.8} ${height / 2}) scale(${scale.toFixed(3)})">${MOTIFS[motif]()}</g>
<g font-family="${FONT}"><rect x="${left}" y="${height / 2 - size * 0.95}" width="64" height="10" rx="5" fill="${AMBER}"/>
<text x="${left - 4}" y="${height / 2 + size * 0.35}" font-size="${size}" font-weight="900" fill="#fff" letter-spacing="-1">${escapeXml(eyebrow)}</text>
<text x="${left}" y="${height / 2 + size * 0.35 + 56}" font-size="30" font-weight="600" fill="#fff" fill-opacity=".85" letter-spacing="4">${escapeXml(`${siteConfig.brand} Gaming`.toUpperCase())}</text></g>
</svg>
`;
}

/** A portrait composition (shorts): the motif above, the title below, the middle clear for the play button. */
function portrait({ id, width, height, palette, motif, eyebrow, title }) {
  const lines = wrap(title, 14);
  const scale = (width * 0.6) / 400;
  const top = height * 0.7;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
${background(id, width, height, palette)}
<g transform="translate(${width / 2} ${height * 0.3}) scale(${scale.toFixed(3)})">${MOTIFS[motif]()}</g>
<g font-family="${FONT}" text-anchor="middle">
<rect x="${width / 2 - 80}" y="${top - 70}" width="160" height="44" rx="22" fill="${INK}" fill-opacity=".45" stroke="#fff" stroke-opacity=".3"/>
<text x="${width / 2}" y="${top - 40}" font-size="20" font-weight="700" fill="#fff" letter-spacing="3">${escapeXml(eyebrow)}</text>
${lines.map((line, i) => `<text x="${width / 2}" y="${(top + 40 + i * 76).toFixed(0)}" font-size="68" font-weight="800" fill="#fff" letter-spacing="-1">${escapeXml(line)}</text>`).join("\n")}
</g>
</svg>
`;
}

// ---------------------------------------------------------------------------
// The hub's slides: [motif, palette, eyebrow, title, subtitle]
// ---------------------------------------------------------------------------

const SLIDES = [
  [
    "controller",
    "red",
    "GAMING",
    "Play more, stress less",
    "New gameplay on the channel every week",
  ],
  ["racing", "blue", "RACING", "Full throttle", "Racing highlights and time trials"],
  ["vault", "ink", "HEISTS", "The perfect heist", "Plans, crews and clean getaways"],
  ["city", "night", "OPEN WORLD", "Open-world nights", "Cruising the city after dark"],
  ["football", "green", "UCC", "Ultimate Clubs Cup", "Sixteen clubs, four groups, one trophy"],
  ["cricket", "blue", "CSC", "Cricket Super Cup", "Six franchises, five overs, one final"],
  ["crosshair", "red", "HITMAN", "Silent assassin", "Every target, every disguise, no witnesses"],
  ["wheel", "green", "SIMULATION", "Simulation Sundays", "Trucks, race cars and long roads"],
  ["trophy", "ink", "TOURNAMENTS", "Tournament season", "Fixtures, standings and finals"],
  [
    "twoControllers",
    "blue",
    "COMMUNITY",
    "Co-op with the community",
    "Play along with viewers on stream",
  ],
  ["racing", "red", "RACING", "Drift kings", "Sideways through every corner"],
  ["vault", "blue", "HEISTS", "Crew up", "Four players, one plan, no second chances"],
  ["sunrise", "amber", "OPEN WORLD", "Sunrise in the city", "Early starts and empty streets"],
  ["football", "ink", "FOOTBALL", "Matchday", "Ninety minutes, every goal on the channel"],
  ["cricket", "green", "CRICKET", "Last-ball finishes", "Boundaries when it matters most"],
  ["arcade", "night", "RETRO", "Retro corner", "Classics, high scores and pixel art"],
  [
    "television",
    "red",
    "TV",
    "24/7 gaming TV",
    `${capitalised(countWord(channelCount()))} channels, non-stop, in sync`,
  ],
  ["shorts", "amber", "SHORTS", "Shorts and highlights", "The best moments in under a minute"],
];

/** Poster look per image name: [motif, palette, eyebrow]. */
const POSTERS = {
  "gaming/playlists/gta-heists": ["vault", "ink", "GTA"],
  "gaming/playlists/gta-cruising": ["city", "night", "GTA"],
  "gaming/playlists/gta-stunts": ["racing", "red", "GTA"],
  "gaming/playlists/hitman-silent-assassin": ["crosshair", "ink", "HITMAN"],
  "gaming/playlists/hitman-freelancer": ["crosshair", "red", "HITMAN"],
  "gaming/playlists/sim-trucks": ["truck", "green", "SIMULATION"],
  "gaming/playlists/sim-racing": ["wheel", "blue", "SIMULATION"],
  "gaming/playlists/ucc-matches": ["football", "green", "UCC"],
  "gaming/playlists/csc-matches": ["cricket", "blue", "CSC"],
  "gaming/videos/pacific-standard": ["vault", "red", "GTA"],
  "gaming/videos/night-cruise": ["city", "night", "GTA"],
  "gaming/videos/sapienza": ["crosshair", "amber", "HITMAN"],
  "gaming/videos/calais-milan": ["truck", "blue", "SIMULATION"],
  "gaming/videos/ucc-final": ["trophy", "green", "UCC"],
  "gaming/videos/csc-final": ["cricket", "ink", "CSC"],
  "gaming/videos/time-trial": ["racing", "blue", "RACING"],
  "gaming/videos/budget-pc": ["pc", "ink", "HARDWARE"],
  "gaming/shorts/getaway": ["racing", "red", "GTA"],
  "gaming/shorts/espresso": ["crosshair", "ink", "HITMAN"],
  "gaming/shorts/last-ball": ["cricket", "blue", "CSC"],
  "gaming/shorts/bicycle-kick": ["football", "green", "UCC"],
  "gaming/shorts/drift": ["racing", "amber", "RACING"],
  "gaming/shorts/truck-parking": ["truck", "night", "SIMULATION"],
};

function posterLook(image) {
  const look = POSTERS[image];
  if (!look)
    throw new Error(`No poster look for ${image}: add it to POSTERS in scripts/art/gaming.mjs`);
  return look;
}

// ---------------------------------------------------------------------------
// Tournament logos (also used by the tournament pages): art/gaming/logo-ucc.svg, logo-csc.svg
// ---------------------------------------------------------------------------

function logoUcc() {
  const stars = [-60, 0, 60]
    .map(
      (x) =>
        `<path transform="translate(${300 + x} ${x === 0 ? 128 : 142}) scale(${x === 0 ? 1.2 : 0.9})" d="M0-18l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="${AMBER}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="ub" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e11d1d"/><stop offset="1" stop-color="#7f0404"/></linearGradient></defs>
<path d="M300 30l230 70v170c0 150-100 250-230 300C170 520 70 420 70 270V100z" fill="${INK}"/>
<path d="M300 58l204 62v150c0 132-88 222-204 268C184 492 96 402 96 270V120z" fill="url(#ub)"/>
<path d="M300 58l204 62v150c0 132-88 222-204 268z" fill="#000" fill-opacity=".12"/>
${stars}
<g transform="translate(300 300) scale(.62)"><circle r="96" fill="#fff"/>${[0, 72, 144, 216, 288].map((a) => `<path transform="rotate(${a}) translate(0 -72)" d="M0-18l17 12-6 20h-22l-6-20z" fill="${INK}"/>`).join("")}<path d="M0-30l28 20-10 34h-36l-10-34z" fill="${INK}"/></g>
<g font-family="${FONT}" text-anchor="middle" fill="#fff">
<text x="300" y="450" font-size="96" font-weight="900" letter-spacing="6">UCC</text>
<text x="300" y="492" font-size="22" font-weight="700" letter-spacing="3" fill="${AMBER}">ULTIMATE CLUBS CUP</text>
</g>
</svg>
`;
}

function logoCsc() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="cb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<circle cx="300" cy="300" r="280" fill="${INK}"/><circle cx="300" cy="300" r="254" fill="url(#cb)"/>
<circle cx="300" cy="300" r="226" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-dasharray="4 10"/>
<g transform="translate(300 220)">
<g transform="rotate(-35)"><rect x="-22" y="-40" width="44" height="170" rx="18" fill="#fff"/><rect x="-8" y="-120" width="16" height="90" rx="7" fill="${AMBER}"/></g>
<g transform="rotate(35)"><rect x="-22" y="-40" width="44" height="170" rx="18" fill="#fff"/><rect x="-8" y="-120" width="16" height="90" rx="7" fill="${AMBER}"/></g>
<circle cy="-56" r="30" fill="#c70707" stroke="#fff" stroke-width="5"/><path d="M-18-78c12 12 12 32 0 44M18-78c-12 12-12 32 0 44" stroke="#fff" stroke-width="4" fill="none" stroke-dasharray="4 4"/>
</g>
<g font-family="${FONT}" text-anchor="middle" fill="#fff">
<text x="300" y="428" font-size="96" font-weight="900" letter-spacing="6">CSC</text>
<text x="300" y="470" font-size="22" font-weight="700" letter-spacing="3" fill="${AMBER}">CRICKET SUPER CUP</text>
</g>
</svg>
`;
}

// ---------------------------------------------------------------------------

/** Every drawing of the hub, by image name: what `main` writes, and what a test can read without writing. */
export function gamingArt(
  { playlists, shorts, videos } = parse(
    readFileSync(join(contentDir(), "gaming/hub.yaml"), "utf8"),
  ),
) {
  const art = new Map();
  SLIDES.forEach(([motif, palette, eyebrow, title, subtitle], i) => {
    const n = String(i + 1).padStart(2, "0");
    art.set(
      `gaming/slides/${n}`,
      landscape({
        id: `s${n}`,
        width: 1600,
        height: 800,
        palette,
        motif,
        eyebrow,
        title,
        subtitle,
        titleSize: 92,
        max: 16,
      }),
    );
  });
  for (const { image } of videos) {
    const [motif, palette, eyebrow] = posterLook(image);
    art.set(image, videoPoster({ id: "p", width: 1280, height: 720, palette, motif, eyebrow }));
  }
  for (const { image, title } of playlists) {
    const [motif, palette, eyebrow] = posterLook(image);
    art.set(
      image,
      landscape({
        id: "p",
        width: 1280,
        height: 720,
        palette,
        motif,
        eyebrow,
        title,
        subtitle: "",
        titleSize: 58,
        max: 13,
        motifX: 0.79,
        motifSize: 0.56,
      }),
    );
  }
  for (const { image, title } of shorts) {
    const [motif, palette, eyebrow] = posterLook(image);
    art.set(image, portrait({ id: "p", width: 720, height: 1280, palette, motif, eyebrow, title }));
  }
  art.set("gaming/logo-ucc", logoUcc());
  art.set("gaming/logo-csc", logoCsc());
  return art;
}

function main() {
  const ART = join(contentDir(), "art");
  const art = gamingArt();
  for (const [name, svg] of art) {
    const file = join(ART, `${name}.svg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  console.log(
    `Wrote ${art.size} drawings (slides, posters and the 2 logos) to ${join(ART, "gaming")}/`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
