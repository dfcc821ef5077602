// The blog cover: a 1200×630 SVG with the post's categories as pills, its title, a topic icon in
// a hexagon and the brand of site.config.ts.
import { escapeXml } from "~/utils/xml";
import { siteConfig } from "~/site.config";
import { COLORS, FONT, hexPath, INK, MIST } from "./palette.mjs";
import { ICONS } from "./icons.mjs";
import { layoutTitle } from "./title-layout.mjs";

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
  const tw = Math.round(
    [...text].reduce((a, ch) => a + ((CAPS_W[ch] || 700) * size) / 1000 + ls, 0) - ls,
  );
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
  const id =
    "vc" +
    [...post.slug].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7).toString(36);
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
  const blockH =
    capH +
    lh * (lines.length - 1) +
    (sub ? subGap + sub.size * 0.73 + subLh * (sub.lines.length - 1) : 0);
  const top = Math.round(322 - blockH / 2 + capH);
  const titleSvg = lines
    .map((l, i) => `<tspan x="72" y="${top + i * lh}">${escapeXml(l)}</tspan>`)
    .join("");
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
