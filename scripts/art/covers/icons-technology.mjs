// Topic icons of the blog covers (technology), each drawn in a 320×320 box centred on (0, 0).
// c = the first category's colours { base, light, deep }, c2 = the second's (or null), id = a
// unique prefix for definitions.
import { AMBER, arc, INK, S, S0 } from "./palette.mjs";

export const TECHNOLOGY_ICONS = {
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
    const dot = (p, f, r = 13) =>
      `<circle cx="${p[0]}" cy="${p[1]}" r="${r}" fill="${f}" stroke="#fff" stroke-width="5"/>`;
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

  cpu(c) {
    let pins = "";
    for (const k of [-80, -48, -16, 16, 48, 80])
      pins += `M${k} -116V-150M${k} 116V150M-116 ${k}H-150M116 ${k}H150`;
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
};
