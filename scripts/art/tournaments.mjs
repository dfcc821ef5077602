// Generates the tournament art: the champion photo slideshows of the UCC (11) and CSC (6) home
// pages and the posters of the two finals' video facades, as 1280x720 SVGs in
// {CONTENT_DIR}/art/tournaments/{ucc,csc}/ (their alt texts are in tournaments/<id>/home.yaml). Stylised scenes (stadiums, trophies, crests, scoreboards) in the
// site palette with real typography; every shape is drawn here, nothing is traced or fetched.
// Usage: npx tsx scripts/art/tournaments.mjs && npm run images tournaments
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "~/features/content/dir.server";

const OUT = join(contentDir(), "art", "tournaments");
const W = 1280;
const H = 720;
const FONT = "Inter, 'DejaVu Sans', sans-serif";
const C = {
  red: "#c70707",
  redLight: "#f05252",
  amber: "#f59e0b",
  gold: "#fbbf24",
  ink: "#0b1220",
  slate: "#1e293b",
  blue: "#1d4ed8",
  green: "#34a20f",
  greenLight: "#6cd64a",
  mist: "#e2e8f0",
  white: "#ffffff",
};

/** A small deterministic random source, so the art is the same on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function escape(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Night sky, a glow in the accent colour and diagonal stripes: every scene starts here. */
function backdrop(accent, glowAt = [0.5, 0.45], sky = [C.ink, C.slate]) {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="glow" cx="${glowAt[0]}" cy="${glowAt[1]}" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".6"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="${C.amber}"/><stop offset="1" stop-color="#b45309"/></linearGradient>
<linearGradient id="turf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#166534"/><stop offset="1" stop-color="#14532d"/></linearGradient>
<pattern id="stripes" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="14" height="40" fill="#fff" fill-opacity=".035"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#stripes)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>`;
}

/** A caption band: a small label pill and a headline, bottom left. */
function caption(label, headline, accent, sub = "") {
  const pill = label.length * 16 + 44;
  return `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity=".85"/></linearGradient></defs>
<rect y="${H - 300}" width="${W}" height="300" fill="url(#shade)"/>
<g font-family="${FONT}">
<rect x="64" y="${H - 226}" width="${pill}" height="40" rx="20" fill="${accent}"/>
<text x="${64 + pill / 2}" y="${H - 199}" font-size="19" font-weight="700" letter-spacing="3" fill="#fff" text-anchor="middle">${escape(label)}</text>
<text x="64" y="${H - 128}" font-size="62" font-weight="800" letter-spacing="-1" fill="#fff">${escape(headline)}</text>
${sub ? `<text x="66" y="${H - 90}" font-size="24" font-weight="600" fill="${C.mist}" fill-opacity=".85">${escape(sub)}</text>` : ""}
</g>`;
}

/** Floodlight towers at the edges, their beams fanning in. */
function floodlights(rand) {
  const tower = (x, flip) => {
    const beam = flip
      ? `M${x} 120 L${x - 520} ${H} L${x - 200} ${H} Z`
      : `M${x} 120 L${x + 200} ${H} L${x + 520} ${H} Z`;
    const lamps = Array.from(
      { length: 12 },
      (_, i) =>
        `<circle cx="${x - 36 + (i % 4) * 24}" cy="${96 + Math.floor(i / 4) * 20}" r="7" fill="#fff" fill-opacity="${0.7 + rand() * 0.3}"/>`,
    ).join("");
    return `<path d="${beam}" fill="#fff" fill-opacity=".05"/><rect x="${x - 6}" y="150" width="12" height="${H}" fill="${C.slate}"/><rect x="${x - 48}" y="80" width="96" height="68" rx="6" fill="${C.slate}"/>${lamps}`;
  };
  return tower(130, false) + tower(W - 130, true);
}

/** A stadium bowl: stands in tiers with crowd dots, the pitch below. */
function stadium(rand, accent, pitch = "football") {
  const crowd = Array.from({ length: 420 }, () => {
    const x = rand() * W;
    const y = 250 + rand() * 150;
    const colour = [accent, C.white, C.amber, C.mist][Math.floor(rand() * 4)];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(2 + rand() * 2.5).toFixed(1)}" fill="${colour}" fill-opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
  }).join("");
  const lines =
    pitch === "football"
      ? `<g fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4"><path d="M140 700 L360 430 H920 L1140 700"/><path d="M640 430 V700"/><ellipse cx="640" cy="540" rx="120" ry="46"/></g>`
      : `<g fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"><ellipse cx="640" cy="560" rx="560" ry="150"/><ellipse cx="640" cy="560" rx="300" ry="80" stroke-dasharray="14 12"/></g><rect x="610" y="470" width="60" height="170" fill="#d6c08a" fill-opacity=".85"/>`;
  return `<path d="M0 240 Q640 180 1280 240 V420 H0 Z" fill="${C.slate}"/>${crowd}<path d="M0 400 Q640 370 1280 400 V${H} H0 Z" fill="url(#turf)"/>${lines}`;
}

/** A cup on a plinth, centred on (x, y) at the given scale. */
function trophy(x, y, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<path d="M-110-170 h220 c0 120-40 190-110 210 c-70-20-110-90-110-210z" fill="url(#gold)"/>
<path d="M-110-150 c-70 0-80 80-20 110" fill="none" stroke="url(#gold)" stroke-width="18"/>
<path d="M110-150 c70 0 80 80 20 110" fill="none" stroke="url(#gold)" stroke-width="18"/>
<rect x="-22" y="40" width="44" height="60" fill="url(#gold)"/>
<rect x="-80" y="100" width="160" height="34" rx="6" fill="${C.slate}" stroke="url(#gold)" stroke-width="6"/>
<rect x="-100" y="134" width="200" height="40" rx="6" fill="${C.ink}" stroke="url(#gold)" stroke-width="6"/>
<path d="M-60-140 c0 80 20 130 50 150" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>
<path d="M0-120 l12 24 27 4-19 19 4 27-24-13-24 13 4-27-19-19 27-4z" fill="#fff" fill-opacity=".85"/>
</g>`;
}

/** A football: a white ball with dark pentagon patches. */
function football(x, y, r) {
  const patch = (a, d, s) => {
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    const points = Array.from({ length: 5 }, (_, i) => {
      const t = a + (i * 2 * Math.PI) / 5;
      return `${(cx + Math.cos(t) * s).toFixed(1)},${(cy + Math.sin(t) * s).toFixed(1)}`;
    }).join(" ");
    return `<polygon points="${points}" fill="${C.ink}"/>`;
  };
  const ring = Array.from({ length: 5 }, (_, i) =>
    patch((i * 2 * Math.PI) / 5 - Math.PI / 2, r * 0.72, r * 0.22),
  ).join("");
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/>${patch(-Math.PI / 2, 0, r * 0.3)}${ring}<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${C.ink}" stroke-width="4"/>`;
}

/** A cricket ball with its seam. */
function cricketBall(x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#b91c1c"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#fff" fill-opacity=".18"/>
<path d="M${x - r * 0.2} ${y - r} q${r * 0.5} ${r} 0 ${r * 2}" fill="none" stroke="#fde68a" stroke-width="4" stroke-dasharray="6 6"/>`;
}

/** A shield crest with initials and stars. */
function crest(x, y, scale, fill, initials, stars = 1) {
  const starRow = Array.from({ length: stars }, (_, i) => {
    const sx = (i - (stars - 1) / 2) * 44;
    return `<path transform="translate(${sx} -150)" d="M0-16 l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="${C.gold}"/>`;
  }).join("");
  return `<g transform="translate(${x} ${y}) scale(${scale})">
${starRow}
<path d="M-120-120 h240 v90 c0 100-60 150-120 180 c-60-30-120-80-120-180z" fill="${fill}" stroke="#fff" stroke-width="10"/>
<path d="M-120-60 h240" stroke="#fff" stroke-opacity=".35" stroke-width="26"/>
<text y="40" font-family="${FONT}" font-size="96" font-weight="900" fill="#fff" text-anchor="middle" letter-spacing="-2">${escape(initials)}</text>
</g>`;
}

/** A scoreboard panel with two rows. */
function scoreboard(x, y, rows, accent, heading = "FULL TIME") {
  const body = rows
    .map(
      (
        [team, score],
        i,
      ) => `<text x="${x + 36}" y="${y + 112 + i * 92}" font-size="54" font-weight="800" fill="#fff">${escape(team)}</text>
<rect x="${x + 470}" y="${y + 62 + i * 92}" width="${score.length * 36 + 40}" height="70" rx="8" fill="${C.ink}"/>
<text x="${x + 490 + (score.length * 36) / 2}" y="${y + 114 + i * 92}" font-size="54" font-weight="800" fill="${C.gold}" text-anchor="middle" font-family="'DejaVu Sans Mono', monospace">${escape(score)}</text>`,
    )
    .join("");
  const width = 540 + Math.max(...rows.map(([, score]) => score.length)) * 36;
  return `<g font-family="${FONT}"><rect x="${x}" y="${y}" width="${width}" height="${rows.length * 92 + 60}" rx="18" fill="${C.slate}" stroke="${accent}" stroke-width="6"/>
<rect x="${x}" y="${y}" width="${width}" height="40" rx="18" fill="${accent}"/><text x="${x + width / 2}" y="${y + 28}" font-size="20" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="4">${heading}</text>${body}</g>`;
}

/** Confetti pieces in the palette. */
function confetti(rand, count = 120) {
  return Array.from({ length: count }, () => {
    const x = rand() * W;
    const y = rand() * H * 0.8;
    const colour = [C.amber, C.red, C.white, C.gold, C.blue][Math.floor(rand() * 5)];
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(6 + rand() * 10).toFixed(0)}" height="${(4 + rand() * 6).toFixed(0)}" fill="${colour}" fill-opacity="${(0.5 + rand() * 0.5).toFixed(2)}" transform="rotate(${(rand() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join("");
}

/** A medal on a ribbon. */
function medal(x, y, ribbon, label) {
  return `<g transform="translate(${x} ${y})"><path d="M-70-220 L-10-40 H30 L-30-220z" fill="${ribbon}"/><path d="M70-220 L10-40 H-30 L30-220z" fill="${C.amber}"/>
<circle r="92" fill="url(#gold)"/><circle r="70" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>
<text y="20" font-family="${FONT}" font-size="56" font-weight="900" fill="${C.ink}" text-anchor="middle">${escape(label)}</text></g>`;
}

/** A cricket bat, rotated about its centre. */
function bat(x, y, angle) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-12" y="-260" width="24" height="120" rx="10" fill="${C.slate}" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>
<path d="M-40-140 h80 v300 q0 30-40 30 q-40 0-40-30z" fill="#e9d5a1"/><path d="M-28-120 v270" stroke="#b45309" stroke-opacity=".4" stroke-width="6"/></g>`;
}

/** Three stumps, bails flying off when `broken`. */
function stumps(x, y, broken) {
  const poles = [-40, 0, 40]
    .map(
      (dx) =>
        `<rect x="${x + dx - 9}" y="${y - 260}" width="18" height="260" rx="6" fill="#f5e6c4"/>`,
    )
    .join("");
  const bails = broken
    ? `<rect x="${x - 70}" y="${y - 330}" width="60" height="12" rx="6" fill="#f5e6c4" transform="rotate(-35 ${x - 40} ${y - 324})"/><rect x="${x + 20}" y="${y - 350}" width="60" height="12" rx="6" fill="#f5e6c4" transform="rotate(28 ${x + 50} ${y - 344})"/>`
    : `<rect x="${x - 50}" y="${y - 272}" width="100" height="12" rx="6" fill="#f5e6c4"/>`;
  return poles + bails;
}

/** A goal frame with its net. */
function goalNet(x, y, w, h) {
  const vertical = Array.from(
    { length: Math.floor(w / 30) },
    (_, i) => `M${x + i * 30} ${y}v${h}`,
  ).join("");
  const horizontal = Array.from(
    { length: Math.floor(h / 30) },
    (_, i) => `M${x} ${y + i * 30}h${w}`,
  ).join("");
  return `<path d="${vertical}${horizontal}" stroke="#fff" stroke-opacity=".25" stroke-width="2"/><path d="M${x} ${y + h}V${y}H${x + w}V${y + h}" fill="none" stroke="#fff" stroke-width="14"/>`;
}

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">\n${body}\n</svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// The scenes. Alt text for each lives with the page (app/features/tournaments/model/home.ts).
// ---------------------------------------------------------------------------------------------

const UCC = C.red;
const CSC = C.green;

const UCC_SCENES = [
  (r) =>
    backdrop(C.amber) +
    confetti(r) +
    trophy(640, 300, 1.15) +
    caption("CHAMPIONS 2025", "Dortmund lift the cup", UCC, "Ultimate Clubs Cup · Grand Final"),
  (r) =>
    backdrop(UCC, [0.5, 0.3]) +
    stadium(r, UCC) +
    floodlights(r) +
    caption("GRAND FINAL", "Final night under the lights", UCC, "12 Jul 2025"),
  () =>
    backdrop(UCC, [0.7, 0.4]) +
    goalNet(640, 140, 560, 330) +
    football(880, 360, 70) +
    caption("71'", "The winner hits the net", UCC, "Atletico Madrid 0-1 Dortmund"),
  () =>
    backdrop(C.amber, [0.5, 0.4]) +
    crest(640, 300, 1.2, "#a16207", "BVB", 1) +
    caption("CHAMPIONS", "A star on the crest", UCC),
  (r) =>
    backdrop(UCC, [0.5, 0.35]) +
    confetti(r, 160) +
    scoreboard(
      300,
      130,
      [
        ["ATLETICO", "0"],
        ["DORTMUND", "1"],
      ],
      UCC,
    ) +
    caption("FULL TIME", "0-1 in the Grand Final", UCC),
  () =>
    backdrop(C.blue, [0.3, 0.4]) +
    `<rect x="160" y="110" width="960" height="360" rx="24" fill="url(#turf)" stroke="#fff" stroke-opacity=".6" stroke-width="6"/><path d="M640 110v360" stroke="#fff" stroke-opacity=".5" stroke-width="4"/><circle cx="640" cy="290" r="60" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>` +
    [
      [260, 290],
      [380, 180],
      [380, 400],
      [500, 240],
      [500, 340],
      [600, 290],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="20" fill="${C.amber}" stroke="#fff" stroke-width="4"/>`,
      )
      .join("") +
    `<path d="M620 290 Q760 200 880 250" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="14 10"/><path d="M880 250l-24-4 10 22z" fill="#fff"/>` +
    caption("TACTICS", "The plan that won it", UCC, "Pressing high, breaking fast"),
  () =>
    backdrop(UCC, [0.5, 0.2]) +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${-100 + i * 220}" y="120" width="110" height="360" fill="${i % 2 ? C.amber : C.ink}" transform="skewX(-14)"/>`,
    ).join("") +
    `<rect x="0" y="250" width="${W}" height="110" fill="${C.ink}" fill-opacity=".85"/><text x="640" y="330" font-family="${FONT}" font-size="76" font-weight="900" fill="${C.amber}" text-anchor="middle" letter-spacing="10">UCC 2025</text>` +
    caption("FANS", "Scarves up for the final", UCC),
  () =>
    backdrop(C.amber, [0.5, 0.35]) +
    medal(520, 360, UCC, "1st") +
    medal(800, 380, C.blue, "UCC") +
    caption("WINNERS' MEDALS", "Gold for the champions", UCC),
  (r) =>
    backdrop(UCC, [0.5, 0.1], ["#1e1b4b", C.ink]) +
    floodlights(r) +
    stadium(r, UCC) +
    caption("THE VENUE", "Sixty thousand voices", UCC),
  (r) => {
    const dots = [
      [300, 220, "AMERICA"],
      [560, 190, "EUROPE"],
      [820, 240, "ASIA"],
      [980, 420, "OCEANIA"],
    ]
      .map(
        ([x, y, label]) =>
          `<circle cx="${x}" cy="${y}" r="64" fill="${UCC}" fill-opacity=".85" stroke="#fff" stroke-width="6"/><text x="${x}" y="${y + 110}" font-family="${FONT}" font-size="28" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="3">${label}</text>`,
      )
      .join("");
    const grid = Array.from(
      { length: 200 },
      () =>
        `<circle cx="${(r() * W).toFixed(0)}" cy="${(80 + r() * 400).toFixed(0)}" r="3" fill="#fff" fill-opacity=".2"/>`,
    ).join("");
    return (
      backdrop(C.blue, [0.5, 0.4]) +
      grid +
      `<path d="M300 220 L560 190 L820 240 L980 420" fill="none" stroke="${C.amber}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>` +
      dots +
      caption("FOUR CONTINENTS", "Sixteen clubs, one cup", UCC)
    );
  },
  (r) =>
    backdrop(C.amber, [0.5, 0.5]) +
    confetti(r, 200) +
    trophy(420, 300, 0.9) +
    crest(880, 300, 0.9, "#a16207", "BVB", 1) +
    caption("2025", "Dortmund, kings of the clubs", UCC),
];

const CSC_SCENES = [
  (r) =>
    backdrop(C.greenLight) +
    confetti(r) +
    trophy(640, 300, 1.15) +
    caption("CHAMPIONS 2025", "Sydney Thunder win it", CSC, "Cricket Super Cup · Grand Final"),
  (r) =>
    backdrop(CSC, [0.5, 0.3]) +
    stadium(r, CSC, "cricket") +
    floodlights(r) +
    caption("GRAND FINAL", "A night at the oval", CSC, "28 Sep 2025"),
  () =>
    backdrop(CSC, [0.6, 0.4]) +
    bat(560, 330, -28) +
    bat(760, 330, 28) +
    cricketBall(660, 170, 46) +
    caption("FIVE OVERS", "Every ball counts", CSC),
  () =>
    backdrop(C.red, [0.5, 0.5]) +
    stumps(640, 470, true) +
    cricketBall(500, 300, 38) +
    caption("BOWLED", "Five wickets, no more", CSC),
  () =>
    backdrop(CSC, [0.5, 0.35]) +
    scoreboard(
      290,
      130,
      [
        ["STARS", "56-0"],
        ["THUNDER", "61-2"],
      ],
      CSC,
      "RESULT",
    ) +
    caption("CHASED IN 4.4", "Thunder by 3 wickets", CSC),
  () => {
    const leagues = ["BBL", "BPL", "CPL", "IPL", "PSL", "TH"];
    const badges = leagues
      .map((code, i) => {
        const angle = (i / leagues.length) * Math.PI * 2 - Math.PI / 2;
        const x = 640 + Math.cos(angle) * 250;
        const y = 290 + Math.sin(angle) * 170;
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="62" fill="${i % 2 ? C.green : C.slate}" stroke="#fff" stroke-width="6"/><text x="${x.toFixed(0)}" y="${(y + 14).toFixed(0)}" font-family="${FONT}" font-size="36" font-weight="900" fill="#fff" text-anchor="middle">${code}</text>`;
      })
      .join("");
    return (
      backdrop(CSC, [0.5, 0.4]) +
      cricketBall(640, 290, 54) +
      badges +
      caption("SIX LEAGUES", "One super cup", CSC)
    );
  },
];

/** The finals' video posters: the score on a stadium night, the play button comes from the facade. */
const POSTERS = {
  ucc: (r) =>
    backdrop(UCC, [0.5, 0.3]) +
    stadium(r, UCC) +
    floodlights(r) +
    `<rect x="340" y="110" width="600" height="150" rx="20" fill="${C.ink}" fill-opacity=".85"/><text x="640" y="210" font-family="${FONT}" font-size="68" font-weight="900" fill="#fff" text-anchor="middle">ATM 0-1 BVB</text>` +
    caption("HIGHLIGHTS", "UCC 2025 Grand Final", UCC),
  csc: (r) =>
    backdrop(CSC, [0.5, 0.3]) +
    stadium(r, CSC, "cricket") +
    floodlights(r) +
    `<rect x="300" y="110" width="680" height="150" rx="20" fill="${C.ink}" fill-opacity=".85"/><text x="640" y="210" font-family="${FONT}" font-size="62" font-weight="900" fill="#fff" text-anchor="middle">56-0 v 61-2</text>` +
    caption("HIGHLIGHTS", "CSC 2025 Grand Final", CSC),
};

for (const [id, scenes] of [
  ["ucc", UCC_SCENES],
  ["csc", CSC_SCENES],
]) {
  mkdirSync(join(OUT, id), { recursive: true });
  scenes.forEach((scene, i) =>
    writeFileSync(
      join(OUT, id, `photo-${String(i + 1).padStart(2, "0")}.svg`),
      svg(scene(random(101 + i * 7 + (id === "csc" ? 1000 : 0)))),
    ),
  );
  writeFileSync(join(OUT, id, "final-poster.svg"), svg(POSTERS[id](random(id === "ucc" ? 7 : 11))));
  console.log(`${join(OUT, id)}: ${scenes.length} photos and the final's poster`);
}
