// The brand as the cards and the home-screen icons draw it: the name and tagline from
// site.config.ts, the mark's drawing (its art source, named by site.config.ts's logos.mark) and the
// site's colours as app.css declares them. All of it is built in: a rebrand is a rebuild, and
// everything here goes into each card's hash, so a rebrand renames (and redraws) every card.
import { createHash } from "node:crypto";
import appCss from "~/app.css?raw";
import { siteConfig } from "~/site.config";
import type { Section } from "~/features/shell/sections";

/** Every drawing of the site's art, by its name in the image manifest ("brand/logo-mark"). */
const ART = import.meta.glob<string>("/art/**/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

export type Palette = Record<
  "brand" | "brandStrong" | "services" | "gaming" | "amber" | "ink",
  string
>;

export type Brand = {
  name: string;
  tagline: string;
  /** The mark as SVG source. */
  mark: string;
  palette: Palette;
  /** What a card's hash takes from the brand: a change to any of it renames every card. */
  fingerprint: string;
};

/** "rgb(29 78 216)" (as app.css writes its colours) as "#1d4ed8". */
function hexColour(css: string): string {
  const parts = /rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)/.exec(css);
  if (!parts) throw new Error(`Not an rgb() colour: ${css}`);
  return `#${parts
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, "0"))
    .join("")}`;
}

/** One `--color-*` variable of a stylesheet, as hex. */
function cssColour(css: string, name: string): string {
  const found = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css);
  if (!found) throw new Error(`app.css declares no --color-${name}`);
  return hexColour(found[1]!);
}

function paletteOf(css: string): Palette {
  return {
    brand: cssColour(css, "brand"),
    brandStrong: cssColour(css, "brand-strong"),
    services: cssColour(css, "services"),
    gaming: cssColour(css, "gaming"),
    amber: cssColour(css, "amber"),
    ink: cssColour(css, "ink"),
  };
}

/** A section's colour (the bar's on its pages). */
export function sectionColour(palette: Palette, section: Section): string {
  return section === "services"
    ? palette.services
    : section === "gaming"
      ? palette.gaming
      : palette.brand;
}

let built: Brand | undefined;

/** The brand this build draws. */
export function brand(): Brand {
  if (built) return built;
  const mark = ART[`/art/${siteConfig.logos.mark}.svg`];
  if (!mark)
    throw new Error(
      `No art/${siteConfig.logos.mark}.svg for the brand's mark (site.config.ts logos.mark)`,
    );
  const palette = paletteOf(appCss);
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([siteConfig.brand, siteConfig.tagline, palette, mark]))
    .digest("hex");
  built = { name: siteConfig.brand, tagline: siteConfig.tagline, mark, palette, fingerprint };
  return built;
}
