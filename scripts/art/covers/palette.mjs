// The covers' palette, type and drawing helpers: each category's colours, the ink and accent every
// cover shares, and the geometry the icons and the frame are drawn with.

export const COLORS = {
  Technology: { base: "#1d4ed8", light: "#3b82f6", deep: "#1e3a8a", pattern: "grid" },
  Gaming: { base: "#c70707", light: "#f05252", deep: "#c70707", pattern: "diagonal" },
  Sports: { base: "#34a20f", light: "#6cd64a", deep: "#34a20f", pattern: "dots" },
};
export const INK = "#0b1220";
export const SLATE = "#1e293b";
export const MIST = "#e2e8f0";
export const AMBER = "#f59e0b";
export const FONT = "Inter, 'DejaVu Sans', sans-serif";

/** A hexagon with rounded corners (the brand's mark and the frame behind the icon). */
export function hexPath(cx, cy, R, rr) {
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

export const pt = (cx, cy, r, deg) => {
  const a = (deg * Math.PI) / 180;
  return `${+(cx + r * Math.cos(a)).toFixed(1)} ${+(cy + r * Math.sin(a)).toFixed(1)}`;
};
export const arc = (cx, cy, r, a0, a1) =>
  `M${pt(cx, cy, r, a0)}A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${pt(cx, cy, r, a1)}`;

/** Stroke styles of the icons: round ends and joins, and the same in white. */
export const S0 = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
export const S = `${S0} stroke="#fff"`;
