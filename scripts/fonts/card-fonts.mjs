// Writes the share cards' fonts: Inter at fixed weights as WOFF files (app/fonts/cards/). The
// site ships Inter as one variable WOFF2 (@fontsource-variable/inter), but the cards' renderer
// (satori) reads TTF, OTF or WOFF only, and draws a variable font at its default weight alone: so
// each weight is pinned from the variable font (fontTools' instancer), then kept to fontsource's
// Latin and Latin Extended characters and stored as WOFF. Output is committed, so building and
// serving need no font tools. To run it again (after updating the package):
//   apt-get install -y python3-fonttools python3-brotli && node scripts/fonts/card-fonts.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PACKAGE = "node_modules/@fontsource-variable/inter/files";
const OUT = "app/fonts/cards";
/** The weights the cards draw with: text, headings, the big title. */
export const CARD_WEIGHTS = [500, 700, 800];
/** fontsource's Latin and Latin Extended ranges (its two files' unicode-range). */
const UNICODES =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD,U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

function fontTools(args) {
  execFileSync("/usr/bin/python3", ["-m", ...args], { stdio: "inherit" });
}

const work = mkdtempSync(path.join(tmpdir(), "card-fonts-"));
try {
  for (const weight of CARD_WEIGHTS) {
    for (const part of ["latin", "latin-ext"]) {
      const pinned = path.join(work, `${part}-${weight}.ttf`);
      fontTools([
        "fontTools.varLib.instancer",
        `${PACKAGE}/inter-${part}-wght-normal.woff2`,
        `wght=${weight}`,
        "-q",
        `--output=${pinned}`,
      ]);
      fontTools([
        "fontTools.subset",
        pinned,
        `--unicodes=${UNICODES}`,
        "--layout-features=kern,liga,tnum",
        "--flavor=woff",
        `--output-file=${OUT}/inter-${part}-${weight}.woff`,
      ]);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`wrote ${CARD_WEIGHTS.length * 2} WOFF files to ${OUT}`);
