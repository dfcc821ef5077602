// Topic icons of the blog covers (games and sports), each drawn in a 320×320 box centred on (0, 0).
// c = the first category's colours { base, light, deep }, c2 = the second's (or null), id = a
// unique prefix for definitions.
import { AMBER, arc, FONT, INK, pt, S, S0, SLATE } from "./palette.mjs";

/** A game controller's outline, 320 wide, centred. */
const PAD =
  "M-104-58H104C140-58 160-30 156 4L146 56C140 84 108 96 86 74L58 46H-58L-86 74C-108 96-140 84-146 56L-156 4C-160-30-140-58-104-58Z";

export const PLAY_ICONS = {
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
      for (let i = 0; i < 5; i++)
        bl += `<path d="M0 0C4-14 20-24 30-20C26-8 14 0 0 0Z" transform="rotate(${i * 72})"/>`;
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
      for (let k = 0; k < 4; k++)
        if ((r + k) % 2 === 0)
          flag += `<rect x="${k * 16}" y="${r * 16}" width="16" height="16" fill="#fff"/>`;
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
    for (const [a, b] of edges)
      links += `M${nodes[a][0]} ${nodes[a][1]}L${nodes[b][0]} ${nodes[b][1]}`;
    links += "M-60-80L-30-30M0-96L0-30M60-80L30-30";
    const cc = c2 || c;
    return `<path d="${links}" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>
${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i > 3 ? 14 : 11}" fill="${i === 5 ? AMBER : i > 3 ? cc.light : "#fff"}" stroke="#fff" stroke-width="5"/>`).join("")}
<g transform="translate(0 64)">
<path d="${PAD}" fill="${c.base}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<path d="M-98-6H-42M-70-34V22" ${S} stroke-width="12"/>
<circle cx="56" cy="-22" r="12" fill="#fff"/><circle cx="88" cy="4" r="12" fill="#fff"/><circle cx="56" cy="30" r="12" fill="${AMBER}"/><circle cx="24" cy="4" r="12" fill="#fff"/>
</g>`;
  },

  /** Any game: the controller, its buttons lit in the post's colours, under a burst of play. */
  gamepad(c, c2) {
    const cc = c2 || c;
    let burst = "";
    for (const angle of [-150, -120, -90, -60, -30])
      burst += `M${pt(0, 20, 150, angle)}L${pt(0, 20, angle === -90 ? 186 : 174, angle)}`;
    return `<circle cy="20" r="150" fill="${c.base}" fill-opacity=".18" stroke="#fff" stroke-opacity=".3" stroke-width="4"/>
<path d="${burst}" ${S} stroke-width="10" stroke-opacity=".8"/>
<g transform="translate(0 30) scale(.95)">
<path d="${PAD}" transform="translate(10 14)" fill="${INK}" fill-opacity=".5"/>
<path d="${PAD}" fill="${c.base}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<path d="M-98-6H-42M-70-34V22" ${S} stroke-width="14"/>
<circle cx="62" cy="-24" r="11" fill="#fff"/><circle cx="86" cy="0" r="11" fill="${cc.light}" stroke="#fff" stroke-width="4"/><circle cx="62" cy="24" r="11" fill="${AMBER}"/><circle cx="38" cy="0" r="11" fill="#fff"/>
<rect x="-24" y="-38" width="18" height="9" rx="4.5" fill="#fff" fill-opacity=".7"/><rect x="6" y="-38" width="18" height="9" rx="4.5" fill="#fff" fill-opacity=".7"/>
<circle cx="-24" cy="28" r="13" fill="${INK}" stroke="#fff" stroke-width="5"/><circle cx="24" cy="28" r="13" fill="${INK}" stroke="#fff" stroke-width="5"/>
</g>
<path d="M-150-110l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill="${AMBER}"/>`;
  },
};
