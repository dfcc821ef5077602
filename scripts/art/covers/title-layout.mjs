// A cover's title: wrapped into balanced lines at the largest size that fits, or split into a
// headline and a subtitle when it is long.

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
function wrapTitle(title, { maxWidth = 700, maxLines = 3, sizes = [64, 62, 60, 58, 56] } = {}) {
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
    if (i > 0 && i < title.length - sep.length)
      return [title.slice(0, i).trim(), title.slice(i + sep.length).trim()];
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
