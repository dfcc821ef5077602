// Generates 1200x630 blog cover SVGs into {CONTENT_DIR}/art/blog/<slug>.svg, signed with the
// brand of site.config.ts (after a rebrand, run it again, then npm run images).
// Usage: npx tsx scripts/art/covers.mjs [slug ...] (tsx: it shares the site's TypeScript helpers).
// Titles are read from {CONTENT_DIR}/blog/<slug>.md frontmatter (`title:`) when that
// file exists; otherwise the title from the table below is used.

import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { splitFrontmatter } from "~/features/blog/frontmatter";
import { contentDir } from "~/features/content/dir.server";
import { escapeXml } from "~/utils/xml";
import { siteConfig } from "~/site.config";

const OUT_DIR = join(contentDir(), "art", "blog");
const CONTENT_DIR = join(contentDir(), "blog");

// ---------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------

const POSTS = [
  { slug: "how-ai-is-changing-everyday-life", title: "How Artificial Intelligence Is Quietly Changing Everyday Life", categories: ["Technology"], icon: "ai" },
  { slug: "cloud-computing-explained", title: "Cloud Computing Explained", categories: ["Technology"], icon: "cloud" },
  { slug: "grid-computing-vs-cloud-computing", title: "Grid Computing vs Cloud Computing", categories: ["Technology"], icon: "grid" },
  { slug: "internet-of-things-smart-homes", title: "The Internet of Things and the Smart Home", categories: ["Technology"], icon: "smarthome" },
  { slug: "green-computing-sustainable-tech", title: "Green Computing: Making Technology Sustainable", categories: ["Technology"], icon: "greenchip" },
  { slug: "quantum-computing-for-beginners", title: "Quantum Computing for Beginners", categories: ["Technology"], icon: "quantum" },
  { slug: "technology-in-modern-sports", title: "Technology in Modern Sports", categories: ["Technology", "Sports"], icon: "stopwatch" },
  {
    slug: "var-and-goal-line-technology-in-football",
    title: "VAR and Goal-Line Technology in Football",
    categories: ["Sports", "Technology"],
    icon: "football",
  },
  { slug: "how-processors-work", title: "How Processors Work", categories: ["Technology"], icon: "cpu" },
  { slug: "evolution-of-the-web", title: "The Evolution of the Web", categories: ["Technology"], icon: "web" },
  { slug: "grand-theft-auto-v-review", title: "Grand Theft Auto V Review", categories: ["Gaming"], icon: "city" },
  {
    slug: "hitman-world-of-assassination-beginners-guide",
    title: "Hitman: World of Assassination Beginner's Guide",
    categories: ["Gaming"],
    icon: "crosshair",
  },
  { slug: "building-a-gaming-pc-in-2025", title: "Building a Gaming PC in 2025", categories: ["Gaming", "Technology"], icon: "pc" },
  { slug: "esports-and-data-analytics", title: "Esports and Data Analytics", categories: ["Gaming", "Sports"], icon: "trophy" },
  { slug: "forza-horizon-5-review", title: "Forza Horizon 5 Review", categories: ["Gaming"], icon: "racing" },
  {
    slug: "cricket-technology-hawk-eye-and-ultraedge",
    title: "Cricket Technology: Hawk-Eye and UltraEdge",
    categories: ["Sports", "Technology"],
    icon: "cricket",
  },
  { slug: "euro-truck-simulator-2-beginners-guide", title: "Euro Truck Simulator 2 Beginner's Guide", categories: ["Gaming"], icon: "truck" },
  { slug: "ai-in-video-games", title: "AI in Video Games", categories: ["Gaming", "Technology"], icon: "gameai" },
];

const COLORS = {
  Technology: { base: "#1d4ed8", light: "#3b82f6", deep: "#1e3a8a", pattern: "grid" },
  Gaming: { base: "#c70707", light: "#f05252", deep: "#c70707", pattern: "diagonal" },
  Sports: { base: "#34a20f", light: "#6cd64a", deep: "#34a20f", pattern: "dots" },
};
const INK = "#0b1220";
const SLATE = "#1e293b";
const MIST = "#e2e8f0";
const AMBER = "#f59e0b";
const FONT = "Inter, 'DejaVu Sans', sans-serif";

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** The post's title from its frontmatter; null when the post does not exist yet. */
export function readFrontmatterTitle(file) {
  if (!existsSync(file)) return null;
  const { data } = splitFrontmatter(file, readFileSync(file, "utf8"));
  const title = data && typeof data === "object" ? data.title : undefined;
  return typeof title === "string" && title.trim() ? title.trim() : null;
}

const EM_PER_CHAR = 0.55;

function greedyWrap(words, maxChars) {
  const lines = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? cur + " " + w : w;
    if (next.length <= maxChars || !cur) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/**
 * Wraps a title into at most `maxLines` lines that fit `maxWidth` px, trying
 * font sizes from large to small. Lines are balanced (similar lengths).
 */
export function wrapTitle(title, { maxWidth = 700, maxLines = 3, sizes = [64, 62, 60, 58, 56] } = {}) {
  const words = title.trim().split(/\s+/);
  for (const size of sizes) {
    const maxChars = Math.floor(maxWidth / (size * EM_PER_CHAR));
    if (words.some((w) => w.length > maxChars)) continue;
    const lines = greedyWrap(words, maxChars);
    if (lines.length <= maxLines) {
      // balance: shrink the allowed width while the line count stays the same
      let best = lines;
      for (let c = maxChars - 1; c > 0; c--) {
        if (words.some((w) => w.length > c)) break;
        const l = greedyWrap(words, c);
        if (l.length !== lines.length) break;
        best = l;
      }
      return { size, lines: best };
    }
  }
  // still too long: smallest size, hard-break long words, ellipsis on the last line
  const size = sizes[sizes.length - 1];
  const maxChars = Math.floor(maxWidth / (size * EM_PER_CHAR));
  const parts = [];
  for (const w of words) {
    for (let i = 0; i < w.length; i += maxChars) parts.push(w.slice(i, i + maxChars));
  }
  let lines = greedyWrap(parts, maxChars);
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines);
    let last = lines[maxLines - 1];
    while (last.length + 1 > maxChars) last = last.replace(/\s*\S+$/, "");
    lines[maxLines - 1] = last.replace(/[\s,.:;\-–—]+$/, "") + "…";
  }
  return { size, lines };
}

/** Splits "Head: subtitle" (or "Head, subtitle") into two parts, or returns null. */
function splitTitle(title) {
  for (const sep of [": ", " – ", " — ", " - ", ", "]) {
    const i = title.indexOf(sep);
    if (i > 0 && i < title.length - sep.length) return [title.slice(0, i).trim(), title.slice(i + sep.length).trim()];
  }
  return null;
}

const fits = (r, maxLines) => r.lines.length <= maxLines && !r.lines.some((l) => l.endsWith("…"));

/**
 * Title layout: the whole title in 56–64px on up to 3 lines when it fits;
 * long "Head: subtitle" titles get the head in 56–64px and the rest as a
 * smaller subtitle (up to 2 lines).
 */
export function layoutTitle(title, maxWidth = 640) {
  const whole = wrapTitle(title, { maxWidth, maxLines: 3 });
  const parts = splitTitle(title);
  if (fits(whole, 3) && (whole.lines.length <= 2 || !parts)) return { ...whole, sub: null };
  if (parts) {
    const head = wrapTitle(parts[0], { maxWidth, maxLines: 3 });
    const sub = wrapTitle(parts[1], { maxWidth, maxLines: 2, sizes: [32, 30, 28] });
    if (head.lines.length <= 2 || fits(whole, 3) === false) return { ...head, sub };
  }
  return { ...whole, sub: null };
}

function hexPath(cx, cy, R, rr) {
  const v = [];
  for (let i = 0; i < 6; i++) {
    const a = ((-90 + i * 60) * Math.PI) / 180;
    v.push([cx + R * Math.cos(a), cy + R * Math.sin(a)]);
  }
  const f = (x) => +x.toFixed(1);
  let d = "";
  for (let i = 0; i < 6; i++) {
    const p = v[(i + 5) % 6],
      c = v[i],
      n = v[(i + 1) % 6];
    const l = Math.hypot(p[0] - c[0], p[1] - c[1]);
    const a = [c[0] + ((p[0] - c[0]) * rr) / l, c[1] + ((p[1] - c[1]) * rr) / l];
    const b = [c[0] + ((n[0] - c[0]) * rr) / l, c[1] + ((n[1] - c[1]) * rr) / l];
    d += `${i ? "L" : "M"}${f(a[0])} ${f(a[1])}Q${f(c[0])} ${f(c[1])} ${f(b[0])} ${f(b[1])}`;
  }
  return d + "Z";
}

const pt = (cx, cy, r, deg) => {
  const a = (deg * Math.PI) / 180;
  return `${+(cx + r * Math.cos(a)).toFixed(1)} ${+(cy + r * Math.sin(a)).toFixed(1)}`;
};
const arc = (cx, cy, r, a0, a1) => `M${pt(cx, cy, r, a0)}A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${pt(cx, cy, r, a1)}`;

// ---------------------------------------------------------------------------
// Topic icons: drawn in a 320x320 box centred on (0,0).
// c = { base, light, deep }, id = unique prefix for defs.
// ---------------------------------------------------------------------------

const S0 = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
const S = `${S0} stroke="#fff"`;

const ICONS = {
  ai(c) {
    const L = [
      [-62, -70],
      [-62, -20],
      [-62, 30],
    ];
    const M = [
      [0, -95],
      [0, -45],
      [0, 5],
      [0, 55],
    ];
    const R = [
      [60, -55],
      [60, 5],
    ];
    let lines = "";
    for (const a of L) for (const b of M) lines += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
    for (const a of M) for (const b of R) lines += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
    const dot = (p, f, r = 13) => `<circle cx="${p[0]}" cy="${p[1]}" r="${r}" fill="${f}" stroke="#fff" stroke-width="5"/>`;
    return `<path d="M-78 150V92C-122 62-138 6-122-46C-104-104-52-142 14-140C86-138 134-88 138-26L160 26L134 36V76C134 100 116 114 92 112H62V150" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${lines}" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>
${L.map((p) => dot(p, c.base)).join("")}${M.map((p, i) => dot(p, i === 1 ? AMBER : c.light)).join("")}${R.map((p) => dot(p, "#fff")).join("")}`;
  },

  cloud(c) {
    return `<path d="M-112 64C-150 64-164 36-164 12C-164-22-138-46-104-44C-96-92-54-122-6-122C44-122 86-88 96-40C134-40 164-12 164 26C164 48 148 64 118 64Z" fill="${c.base}" fill-opacity=".35" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<path d="M0 36V-46M-34-14L0-48L34-14" ${S} stroke-width="12"/>
<path d="M-92 84V116M0 84V116M92 84V116" ${S} stroke-width="6" stroke-dasharray="2 11"/>
<g fill="${c.light}" stroke="#fff" stroke-width="5"><rect x="-122" y="122" width="60" height="38" rx="10"/><rect x="-30" y="122" width="60" height="38" rx="10" fill="${AMBER}"/><rect x="62" y="122" width="60" height="38" rx="10"/></g>`;
  },

  grid(c) {
    const xs = [-110, -20, 70];
    const ys = [-70, 20, 110];
    let lines = "";
    for (const y of ys) lines += `M${xs[0]} ${y}H${xs[2]}`;
    for (const x of xs) lines += `M${x} ${ys[0]}V${ys[2]}`;
    let nodes = "";
    xs.forEach((x, i) =>
      ys.forEach((y, j) => {
        const f = i === 1 && j === 1 ? AMBER : c.light;
        nodes += `<rect x="${x - 26}" y="${y - 26}" width="52" height="52" rx="12" fill="${f}" stroke="#fff" stroke-width="6"/><path d="M${x - 12} ${y - 6}h24M${x - 12} ${y + 6}h14" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;
      }),
    );
    return `<path d="${lines}" stroke="#fff" stroke-opacity=".55" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/>
${nodes}
<path d="M74-96C52-96 44-112 44-124C44-142 58-154 76-152C82-176 104-190 126-188C150-186 166-168 168-146C184-144 196-132 196-116C196-104 188-96 174-96Z" transform="translate(-20 0)" fill="${c.deep}" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>`;
  },

  smarthome(c) {
    return `<path d="M-130 10L0-96L130 10" ${S} stroke-width="12"/>
<path d="M-104-6V132H104V-6" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<rect x="-30" y="62" width="60" height="70" rx="10" fill="${c.light}" stroke="#fff" stroke-width="6"/>
<circle cx="18" cy="98" r="5" fill="#fff"/>
<g ${S} stroke-width="10"><path d="${arc(0, 38, 34, 225, 315)}"/><path d="${arc(0, 38, 62, 225, 315)}" stroke-opacity=".75"/><path d="${arc(0, 38, 90, 230, 310)}" stroke-opacity=".5"/></g>
<circle cx="0" cy="38" r="9" fill="${AMBER}"/>
<g stroke="#fff" stroke-width="5"><circle cx="-150" cy="88" r="20" fill="${c.base}"/><circle cx="150" cy="88" r="20" fill="${c.base}"/><circle cx="0" cy="-150" r="18" fill="${c.base}"/></g>
<path d="M-130 88H-104M104 88H130M0-132V-114" stroke="#fff" stroke-width="4" stroke-dasharray="3 6"/>`;
  },

  greenchip(c) {
    let pins = "";
    for (const k of [-60, -20, 20, 60]) {
      pins += `M${k} -110V-140M${k} 110V140M-110 ${k}H-140M110 ${k}H140`;
    }
    return `<path d="${pins}" ${S} stroke-width="10"/>
<rect x="-110" y="-110" width="220" height="220" rx="30" fill="${c.deep}" stroke="#fff" stroke-width="10"/>
<rect x="-74" y="-74" width="148" height="148" rx="18" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>
<path d="M-38 52C-58 -8-22-58 56-56C60 20 18 62-38 52Z" fill="#6cd64a" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>
<path d="M-48 66C-20 20 6-4 34-24" ${S} stroke-width="7"/>
<circle cx="96" cy="-96" r="14" fill="${AMBER}" stroke="#fff" stroke-width="5"/>`;
  },

  quantum(c) {
    return `<circle r="118" fill="${c.base}" fill-opacity=".3" stroke="#fff" stroke-width="10"/>
<ellipse rx="118" ry="36" ${S} stroke-width="5" stroke-opacity=".6"/>
<ellipse rx="36" ry="118" ${S} stroke-width="5" stroke-opacity=".6"/>
<ellipse rx="160" ry="52" transform="rotate(-28)" ${S} stroke-width="6" stroke-dasharray="2 12"/>
<path d="M0 0L58-76" ${S} stroke-width="10"/>
<path d="M0-150V-124M0 124V150" ${S} stroke-width="6"/>
<circle cx="58" cy="-76" r="18" fill="${AMBER}" stroke="#fff" stroke-width="6"/>
<circle r="12" fill="#fff"/>
<g transform="rotate(-28)"><circle cx="-160" cy="0" r="12" fill="${c.light}" stroke="#fff" stroke-width="5"/><circle cx="160" cy="0" r="12" fill="${c.light}" stroke="#fff" stroke-width="5"/></g>`;
  },

  stopwatch(c, c2) {
    return `<circle cy="20" r="130" fill="${c.base}" fill-opacity=".3" stroke="#fff" stroke-width="10"/>
<rect x="-26" y="-148" width="52" height="30" rx="10" fill="#fff"/>
<path d="M0-118V-108M98-88L114-104" ${S} stroke-width="12"/>
<path d="${arc(0, 20, 104, -90, 30)}" ${S0} stroke="${c.light}" stroke-width="14"/>
<path d="M0 20L0-54" ${S} stroke-width="10"/>
<circle cy="20" r="12" fill="#fff"/>
<path d="M-166 86H-86L-66 44L-40 126L-10 8L14 86H60L74 62L88 86H166" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".6"/>
<path d="M-166 86H-86L-66 44L-40 126L-10 8L14 86H60L74 62L88 86H166" fill="none" stroke="${(c2 || c).light}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M-40-160c-14-18-42-10-42 12 0 20 42 40 42 40s42-20 42-40c0-22-28-30-42-12z" transform="translate(150 0) scale(.7)" fill="${AMBER}"/>`;
  },

  football(c, c2, id) {
    const pent = (r) => [0, 1, 2, 3, 4].map((i) => pt(0, 0, r, -90 + i * 72)).join("L");
    let spokes = "";
    let patches = "";
    for (let i = 0; i < 5; i++) {
      const a = -90 + i * 72;
      spokes += `M${pt(0, 0, 22, a)}L${pt(0, 0, 50, a)}`;
      const cx = 70 * Math.cos((a * Math.PI) / 180),
        cy = 70 * Math.sin((a * Math.PI) / 180);
      patches += `<path d="M${[0, 1, 2, 3, 4].map((j) => pt(cx, cy, 22, a + 36 + j * 72)).join("L")}Z" fill="${INK}"/>`;
    }
    return `<path d="M-150 110V-90H110V110" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"/>
<path d="M-130-70H90M-130-30H90M-130 10H90M-130 50H90M-110-90V110M-70-90V110M-30-90V110M10-90V110M50-90V110" stroke="#fff" stroke-opacity=".22" stroke-width="4"/>
<path d="M-170 130H170" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<path d="M110 130V-110" stroke="${AMBER}" stroke-width="6" stroke-dasharray="10 10"/>
<g transform="translate(100 72) rotate(12)">
<clipPath id="${id}ball"><circle r="58"/></clipPath>
<circle r="58" fill="#fff"/>
<g clip-path="url(#${id}ball)" transform="scale(.8)"><path d="M${pent(26)}Z" fill="${INK}"/><path d="${spokes}" stroke="${INK}" stroke-width="5"/>${patches}</g>
<circle r="58" fill="none" stroke="${INK}" stroke-opacity=".25" stroke-width="4"/>
</g>
<g transform="translate(-120 -128)"><rect x="-44" y="-30" width="88" height="60" rx="12" fill="${(c2 || c).base}" stroke="#fff" stroke-width="6"/><circle r="14" fill="none" stroke="#fff" stroke-width="6"/><circle r="4" fill="#fff"/></g>`;
  },

  cpu(c) {
    let pins = "";
    for (const k of [-80, -48, -16, 16, 48, 80]) pins += `M${k} -116V-150M${k} 116V150M-116 ${k}H-150M116 ${k}H150`;
    let cores = "";
    for (const [x, y] of [
      [-58, -58],
      [6, -58],
      [-58, 6],
      [6, 6],
    ]) {
      const f = x > 0 && y > 0 ? AMBER : c.light;
      cores += `<rect x="${x}" y="${y}" width="52" height="52" rx="8" fill="${f}" fill-opacity="${f === AMBER ? 1 : 0.9}"/>`;
    }
    return `<path d="${pins}" ${S} stroke-width="9"/>
<rect x="-116" y="-116" width="232" height="232" rx="28" fill="${c.deep}" stroke="#fff" stroke-width="10"/>
<rect x="-76" y="-76" width="152" height="152" rx="16" fill="${INK}" fill-opacity=".45" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>
${cores}
<circle cx="-92" cy="-92" r="7" fill="#fff"/>`;
  },

  web(c) {
    return `<circle cx="-30" cy="-20" r="118" fill="${c.base}" fill-opacity=".3" stroke="#fff" stroke-width="10"/>
<g ${S} stroke-width="5" stroke-opacity=".65"><ellipse cx="-30" cy="-20" rx="50" ry="118"/><path d="M-148-20H88M-134-76H74M-134 36H74"/></g>
<g transform="translate(40 40)">
<rect x="-8" y="-6" width="160" height="120" rx="16" fill="${INK}" stroke="#fff" stroke-width="8"/>
<path d="M-8 24H152" stroke="#fff" stroke-width="6"/>
<circle cx="14" cy="9" r="5" fill="${AMBER}"/><circle cx="30" cy="9" r="5" fill="#fff"/><circle cx="46" cy="9" r="5" fill="#fff" fill-opacity=".5"/>
<path d="M40 54L20 72L40 90M104 54L124 72L104 90M80 46L64 98" ${S0} stroke="${c.light}" stroke-width="8"/>
</g>`;
  },

  city(c) {
    const blds = [
      [-160, -40, 56, 190],
      [-100, -110, 62, 260],
      [-34, -60, 54, 210],
      [24, -140, 66, 290],
      [94, -20, 60, 170],
    ];
    let b = "";
    let w = "";
    blds.forEach(([x, y, ww, h], i) => {
      b += `<rect x="${x}" y="${y}" width="${ww}" height="${h}" rx="6" fill="${i % 2 ? c.deep : SLATE}" stroke="#fff" stroke-width="5"/>`;
      for (let yy = y + 18; yy < 70; yy += 26) {
        for (let xx = x + 12; xx + 10 < x + ww - 6; xx += 18) {
          const lit = (xx * 7 + yy * 3) % 5 === 0;
          w += `<rect x="${xx}" y="${yy}" width="8" height="12" rx="2" fill="${lit ? AMBER : "#fff"}" fill-opacity="${lit ? 1 : 0.35}"/>`;
        }
      }
    });
    return `<circle cx="90" cy="-100" r="60" fill="${AMBER}" fill-opacity=".9"/>
${b}${w}
<path d="M-180 150H180" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
<g transform="translate(0 118)">
<path d="M-112 26V6C-112-6-104-12-92-14L-62-18L-36-42C-28-50-18-54-6-54H44C56-54 66-50 74-42L96-18L118-14C130-12 136-4 136 8V26Z" fill="${c.light}" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>
<path d="M-28-20L-12-38H18V-20ZM30-20V-38H50L66-20Z" fill="${INK}" fill-opacity=".6"/>
<circle cx="-64" cy="28" r="20" fill="${INK}" stroke="#fff" stroke-width="7"/><circle cx="88" cy="28" r="20" fill="${INK}" stroke="#fff" stroke-width="7"/>
<rect x="120" y="-6" width="14" height="8" rx="3" fill="${AMBER}"/>
</g>`;
  },

  crosshair(c) {
    let bars = "";
    const widths = [6, 3, 3, 9, 3, 6, 3, 3, 9, 6, 3, 6, 3, 9, 3, 3, 6, 3];
    let x = -96;
    widths.forEach((w, i) => {
      if (i % 2 === 0) bars += `<rect x="${x}" y="96" width="${w}" height="56" fill="#fff"/>`;
      x += w + 5;
    });
    return `<circle cy="-20" r="104" fill="${c.base}" fill-opacity=".22" stroke="#fff" stroke-width="10"/>
<circle cy="-20" r="56" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5"/>
<path d="M0-150V-88M0 48V88M-150-20H-88M88-20H150" ${S} stroke-width="10"/>
<circle cy="-20" r="12" fill="${c.light}" stroke="#fff" stroke-width="5"/>
<rect x="-112" y="86" width="224" height="76" rx="12" fill="${INK}" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>
${bars}`;
  },

  pc(c) {
    const fan = (cx, cy) => {
      let bl = "";
      for (let i = 0; i < 5; i++) bl += `<path d="M0 0C4-14 20-24 30-20C26-8 14 0 0 0Z" transform="rotate(${i * 72})"/>`;
      return `<g transform="translate(${cx} ${cy})"><circle r="40" fill="${INK}" stroke="${c.light}" stroke-width="6"/><g fill="#fff" fill-opacity=".85">${bl}</g><circle r="8" fill="${c.light}"/></g>`;
    };
    return `<rect x="-110" y="-150" width="220" height="300" rx="22" fill="${SLATE}" stroke="#fff" stroke-width="10"/>
<rect x="-84" y="-122" width="120" height="244" rx="12" fill="${c.deep}" fill-opacity=".55" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>
${fan(-24, -62)}${fan(-24, 40)}
<path d="M-72 104H24" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>
<path d="M66-120V120" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>
<circle cx="76" cy="-104" r="12" fill="none" stroke="#fff" stroke-width="5"/><circle cx="76" cy="-104" r="4" fill="${AMBER}"/>
<path d="M70-64H84M70-46H84" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M-88 150V166M88 150V166" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`;
  },

  trophy(c, c2) {
    return `<g transform="translate(-20 -10)">
<path d="M-70-130H70V-60C70-16 38 14 0 14S-70-16-70-60Z" fill="${AMBER}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<path d="M-70-110H-104V-84C-104-60-88-44-66-44M70-110H104V-84C104-60 88-44 66-44" ${S} stroke-width="10"/>
<path d="M0 14V56M-46 82H46V56H-46Z" fill="#fff" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<path d="M-30-104L-30-64" ${S} stroke-width="8" stroke-opacity=".6"/>
</g>
<path d="M-170 54L-120 14L-80 34L-30-10" ${S0} stroke="${(c2 || c).light}" stroke-width="8" stroke-opacity=".8" stroke-dasharray="1 14"/>
<g transform="translate(40 110)">
<path d="M-82-36H82C110-36 126-14 122 12L114 48C110 70 84 78 68 62L44 38H-44L-68 62C-84 78-110 70-114 48L-122 12C-126-14-110-36-82-36Z" fill="${c.base}" stroke="#fff" stroke-width="9" stroke-linejoin="round"/>
<path d="M-74 4H-34M-54-16V24" ${S} stroke-width="10"/>
<circle cx="46" cy="-4" r="9" fill="#fff"/><circle cx="72" cy="16" r="9" fill="#fff"/>
</g>`;
  },

  racing(c) {
    let ticks = "";
    for (let i = 0; i <= 10; i++) {
      const a = 150 + i * 24;
      ticks += `M${pt(0, 20, 112, a)}L${pt(0, 20, i % 5 === 0 ? 86 : 98, a)}`;
    }
    let flag = "";
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 4; k++) if ((r + k) % 2 === 0) flag += `<rect x="${k * 16}" y="${r * 16}" width="16" height="16" fill="#fff"/>`;
    return `<circle cy="20" r="140" fill="${INK}" fill-opacity=".45" stroke="#fff" stroke-width="10"/>
<path d="${arc(0, 20, 124, 150, 390)}" ${S0} stroke="#fff" stroke-opacity=".2" stroke-width="12"/>
<path d="${arc(0, 20, 124, 150, 366)}" ${S0} stroke="${c.light}" stroke-width="12"/>
<path d="${arc(0, 20, 124, 340, 390)}" ${S0} stroke="${AMBER}" stroke-width="12" stroke-opacity=".9"/>
<path d="${ticks}" ${S} stroke-width="6" stroke-opacity=".8"/>
<path d="M0 20L${pt(0, 20, 100, 338)}" ${S0} stroke="${AMBER}" stroke-width="10"/>
<circle cy="20" r="16" fill="#fff"/>
<g transform="translate(0 96)">
<rect x="-62" y="-26" width="124" height="56" rx="14" fill="${c.base}" stroke="#fff" stroke-width="6"/>
<text y="14" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="800" fill="#fff">298</text>
</g>
<g transform="translate(-170 -160) rotate(-10)"><path d="M0 0V100" stroke="#fff" stroke-width="7" stroke-linecap="round"/><rect x="4" y="2" width="64" height="48" fill="${INK}" stroke="#fff" stroke-width="3"/><g transform="translate(4 2)">${flag}</g></g>`;
  },

  cricket(c, c2) {
    const cc = c2 || c;
    return `<g transform="translate(-108 -6) rotate(-24) scale(.86)">
<rect x="-30" y="-40" width="60" height="190" rx="20" fill="#fff" fill-opacity=".92"/>
<path d="M-30-20H30" stroke="${INK}" stroke-opacity=".15" stroke-width="4"/>
<rect x="-10" y="-130" width="20" height="96" rx="8" fill="${c.light}" stroke="#fff" stroke-width="5"/>
<path d="M-10-116H10M-10-100H10M-10-84H10M-10-68H10" stroke="#fff" stroke-width="3"/>
</g>
<path d="M-6-128L50 116L132 20" ${S0} stroke="${cc.light}" stroke-width="26" stroke-opacity=".4"/>
<path d="M-6-128L50 116L132 20" ${S0} stroke="#fff" stroke-width="4" stroke-dasharray="2 12"/>
<g fill="#fff"><rect x="100" y="-14" width="12" height="158" rx="6"/><rect x="126" y="-14" width="12" height="158" rx="6"/><rect x="152" y="-14" width="12" height="158" rx="6"/><rect x="96" y="-26" width="34" height="8" rx="4"/><rect x="134" y="-26" width="34" height="8" rx="4"/></g>
<ellipse cx="50" cy="122" rx="26" ry="8" fill="${AMBER}"/>
<circle cx="-6" cy="-128" r="24" fill="#fff"/>
<path d="M-22-142C-10-132-2-122 2-106" fill="none" stroke="${c.base}" stroke-width="4" stroke-dasharray="3 5"/>
<path d="M-176 152H-128L-118 132L-108 170L-98 112L-88 162L-78 142L-68 152H10" ${S0} stroke="${cc.light}" stroke-width="7"/>`;
  },

  truck(c) {
    return `<path d="M-180 110H180" stroke="#fff" stroke-opacity=".9" stroke-width="6" stroke-linecap="round"/>
<path d="M-160 150H-110M-60 150H-10M40 150H90M140 150H180" stroke="#fff" stroke-opacity=".4" stroke-width="8" stroke-linecap="round"/>
<rect x="-176" y="-70" width="226" height="150" rx="14" fill="${c.deep}" stroke="#fff" stroke-width="9"/>
<path d="M-150-40H22M-150-14H-40" stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-linecap="round"/>
<path d="M62 80V-24C62-34 70-42 80-42H128C138-42 146-36 150-28L172 22C174 26 176 32 176 38V80Z" fill="${c.light}" stroke="#fff" stroke-width="9" stroke-linejoin="round"/>
<path d="M88-22H126L144 18H88Z" fill="${INK}" fill-opacity=".65"/>
<rect x="158" y="50" width="18" height="12" rx="4" fill="${AMBER}"/>
<g stroke="#fff" stroke-width="8" fill="${INK}"><circle cx="-132" cy="84" r="26"/><circle cx="-70" cy="84" r="26"/><circle cx="112" cy="84" r="26"/></g>
<g fill="#fff"><circle cx="-132" cy="84" r="8"/><circle cx="-70" cy="84" r="8"/><circle cx="112" cy="84" r="8"/></g>
<g transform="translate(120 -120)"><path d="M0 36C-22 10-34-6-34-22A34 34 0 0 1 34-22C34-6 22 10 0 36Z" fill="${AMBER}" stroke="#fff" stroke-width="6"/><circle cy="-22" r="11" fill="#fff"/></g>`;
  },

  gameai(c, c2) {
    const nodes = [
      [-90, -130],
      [-30, -150],
      [30, -150],
      [90, -130],
      [-60, -80],
      [0, -96],
      [60, -80],
    ];
    let links = "";
    const edges = [
      [0, 4],
      [1, 4],
      [1, 5],
      [2, 5],
      [2, 6],
      [3, 6],
      [4, 5],
      [5, 6],
    ];
    for (const [a, b] of edges) links += `M${nodes[a][0]} ${nodes[a][1]}L${nodes[b][0]} ${nodes[b][1]}`;
    links += "M-60-80L-30-30M0-96L0-30M60-80L30-30";
    const cc = c2 || c;
    return `<path d="${links}" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>
${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i > 3 ? 14 : 11}" fill="${i === 5 ? AMBER : i > 3 ? cc.light : "#fff"}" stroke="#fff" stroke-width="5"/>`).join("")}
<g transform="translate(0 64)">
<path d="M-104-58H104C140-58 160-30 156 4L146 56C140 84 108 96 86 74L58 46H-58L-86 74C-108 96-140 84-146 56L-156 4C-160-30-140-58-104-58Z" fill="${c.base}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<path d="M-98-6H-42M-70-34V22" ${S} stroke-width="12"/>
<circle cx="56" cy="-22" r="12" fill="#fff"/><circle cx="88" cy="4" r="12" fill="#fff"/><circle cx="56" cy="30" r="12" fill="${AMBER}"/><circle cx="24" cy="4" r="12" fill="#fff"/>
</g>`;
  },
};

// ---------------------------------------------------------------------------
// Cover template
// ---------------------------------------------------------------------------

function patternDef(id, kind) {
  if (kind === "diagonal")
    return `<pattern id="${id}p" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V28" stroke="#fff" stroke-opacity=".07" stroke-width="6"/></pattern>`;
  if (kind === "dots")
    return `<pattern id="${id}p" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="2" fill="#fff" fill-opacity=".12"/></pattern>`;
  return `<pattern id="${id}p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="2"/><circle cx="0" cy="0" r="3" fill="#fff" fill-opacity=".12"/></pattern>`;
}

// Inter Bold advance widths (per 1000 em) for pill labels; other glyphs use 700.
const CAPS_W = {
  0: 688,
  1: 489,
  2: 630,
  3: 659,
  4: 678,
  5: 645,
  6: 660,
  7: 595,
  8: 661,
  9: 660,
  A: 748,
  B: 661,
  C: 752,
  D: 727,
  E: 613,
  F: 585,
  G: 761,
  H: 746,
  I: 281,
  J: 570,
  K: 690,
  L: 567,
  M: 915,
  N: 735,
  O: 782,
  P: 648,
  Q: 783,
  R: 656,
  S: 655,
  T: 668,
  U: 729,
  V: 748,
  W: 1036,
  X: 714,
  Y: 724,
  Z: 667,
  " ": 232,
  "&": 674,
  "-": 469,
};

function pill(x, y, label, c, primary) {
  const text = label.toUpperCase();
  const size = 18,
    ls = 2;
  const tw = Math.round([...text].reduce((a, ch) => a + ((CAPS_W[ch] || 700) * size) / 1000 + ls, 0) - ls);
  const w = tw + 40;
  const bg = primary
    ? `<rect x="${x}" y="${y}" width="${w}" height="40" rx="20" fill="${c.base}"/>`
    : `<rect x="${x + 1.5}" y="${y + 1.5}" width="${w - 3}" height="37" rx="18.5" fill="${INK}" fill-opacity=".4" stroke="${c.light}" stroke-width="3"/>`;
  // textLength keeps the label inside the pill even if a fallback font is used
  return {
    w,
    svg: `${bg}<text x="${x + w / 2}" y="${y + 26.5}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="${ls}" textLength="${tw}" lengthAdjust="spacingAndGlyphs" fill="#fff">${escapeXml(text)}</text>`,
  };
}

export function renderCover(post, title) {
  // short, stable, per-slug prefix so several covers can be inlined on one page
  const id = "vc" + [...post.slug].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7).toString(36);
  const cats = post.categories.filter((k) => COLORS[k]);
  const c = COLORS[cats[0]] || COLORS.Technology;
  const c2 = cats[1] ? COLORS[cats[1]] : null;
  const icon = (ICONS[post.icon] || ICONS.web)(c, c2, id);

  // pills
  let px = 72;
  let pills = "";
  cats.forEach((k, i) => {
    const p = pill(px, 64, k, COLORS[k], i === 0);
    pills += p.svg;
    px += p.w + 12;
  });

  // title (+ optional subtitle), vertically centred between pills and wordmark
  const { size, lines, sub } = layoutTitle(title);
  const lh = Math.round(size * 1.12);
  const capH = size * 0.73;
  const subLh = sub ? Math.round(sub.size * 1.3) : 0;
  const subGap = sub ? 52 : 0; // last headline baseline -> subtitle cap top
  const blockH = capH + lh * (lines.length - 1) + (sub ? subGap + sub.size * 0.73 + subLh * (sub.lines.length - 1) : 0);
  const top = Math.round(322 - blockH / 2 + capH);
  const titleSvg = lines.map((l, i) => `<tspan x="72" y="${top + i * lh}">${escapeXml(l)}</tspan>`).join("");
  let subSvg = "";
  if (sub) {
    const y0 = top + lh * (lines.length - 1) + subGap + Math.round(sub.size * 0.73);
    subSvg = `<rect x="72" y="${top + lh * (lines.length - 1) + 22}" width="56" height="6" rx="3" fill="${c.light}"/>
<text font-family="${FONT}" font-size="${sub.size}" font-weight="500" fill="${MIST}">${sub.lines
      .map((l, i) => `<tspan x="72" y="${y0 + i * subLh}">${escapeXml(l)}</tspan>`)
      .join("")}</text>`;
  }

  const mark = hexPath(0, 0, 22, 5);
  const second = c2
    ? `<radialGradient id="${id}g2" cx=".05" cy="1" r=".6"><stop offset="0" stop-color="${c2.base}" stop-opacity=".4"/><stop offset="1" stop-color="${c2.base}" stop-opacity="0"/></radialGradient>`
    : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-labelledby="${id}t">
<title id="${id}t">${escapeXml(title)}</title>
<defs>
<linearGradient id="${id}g0" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.deep}" stop-opacity=".55"/><stop offset=".6" stop-color="${c.deep}" stop-opacity="0"/></linearGradient>
<radialGradient id="${id}g1" cx=".82" cy=".5" r=".5"><stop offset="0" stop-color="${c.base}" stop-opacity=".75"/><stop offset="1" stop-color="${c.base}" stop-opacity="0"/></radialGradient>
${second}
${patternDef(id, c.pattern)}
<linearGradient id="${id}fm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff"/></linearGradient>
<mask id="${id}m"><rect width="1200" height="630" fill="url(#${id}fm)"/></mask>
</defs>
<rect width="1200" height="630" fill="${INK}"/>
<rect width="1200" height="630" fill="url(#${id}g0)"/>
<rect width="1200" height="630" fill="url(#${id}g1)"/>
${c2 ? `<rect width="1200" height="630" fill="url(#${id}g2)"/>` : ""}
<rect width="1200" height="630" fill="url(#${id}p)" mask="url(#${id}m)"/>
<path d="${hexPath(1000, 315, 225, 40)}" fill="#fff" fill-opacity=".04" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>
<path d="${hexPath(1000, 315, 270, 48)}" fill="none" stroke="#fff" stroke-opacity=".06" stroke-width="2"/>
<g transform="translate(1000 315)">
${icon}
</g>
${pills}
<text font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-1" fill="#fff">${titleSvg}</text>
${subSvg}
<g transform="translate(94 554)"><path d="${mark}" fill="#fff"/><path d="M2.5-13.5L-9 2.5H-1.5L-4 14L8.5-2.5H1L4.5-13.5Z" fill="#1e3a8a" stroke="#1e3a8a" stroke-width="1.5" stroke-linejoin="round"/></g>
<text x="128" y="565" font-family="${FONT}" font-size="28" font-weight="800" letter-spacing="-.5" fill="#fff">${escapeXml(siteConfig.brand)}</text>
<rect x="0" y="622" width="1200" height="8" fill="${c.base}"/>
</svg>
`;
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function main() {
  const only = process.argv.slice(2);
  mkdirSync(OUT_DIR, { recursive: true });
  let n = 0;
  for (const post of POSTS) {
    if (only.length && !only.includes(post.slug)) continue;
    const fromFile = readFrontmatterTitle(join(CONTENT_DIR, `${post.slug}.md`));
    const title = fromFile || post.title;
    const svg = renderCover(post, title);
    const file = join(OUT_DIR, `${post.slug}.svg`);
    writeFileSync(file, svg);
    n++;
    console.log(`${fromFile ? "md " : "tbl"} ${(svg.length / 1024).toFixed(1).padStart(5)} KB  ${file}`);
  }
  console.log(`Wrote ${n} cover(s).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

export { POSTS };
