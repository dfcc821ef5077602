// Install to the home screen: the web app manifest (/manifest.webmanifest) with the brand's name,
// colours and icons. The icons are drawn from the brand's mark with sharp on first request and kept
// in memory (three small PNGs); their names carry the brand's fingerprint, so a rebrand renames them.
import sharp from "sharp";
import { brand } from "~/features/cards/brand.server";
import { THEME_COLOR } from "~/features/theme/theme";
import { ICON_PATH } from "./paths";

/** The icons a manifest lists: "any" icons are the mark as drawn; a maskable one keeps it in the safe circle. */
const ICONS = [
  { kind: "192", size: 192, purpose: "any" },
  { kind: "512", size: 512, purpose: "any" },
  { kind: "maskable-512", size: 512, purpose: "maskable" },
] as const;

type IconKind = (typeof ICONS)[number]["kind"];

function iconName(kind: IconKind): string {
  return `${brand().fingerprint.slice(0, 12)}-${kind}.png`;
}

/** The manifest's JSON. */
export function webManifest() {
  const { name, tagline, palette } = brand();
  return {
    name,
    short_name: name,
    description: tagline,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR.light,
    theme_color: palette.brand,
    icons: ICONS.map(({ kind, size, purpose }) => ({
      src: `${ICON_PATH}${iconName(kind)}`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}

const drawn = new Map<string, Promise<Buffer>>();

/**
 * A maskable icon is cropped to a circle of 80% of its width by the launcher: the mark is drawn at
 * 60% on the brand's colour so none of it is cut.
 */
async function drawIcon(kind: IconKind, size: number): Promise<Buffer> {
  const { mark, palette } = brand();
  if (kind !== "maskable-512") return sharp(Buffer.from(mark)).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.6);
  const markPng = await sharp(Buffer.from(mark)).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: palette.brand } })
    .composite([{ input: markPng, gravity: "centre" }])
    .png()
    .toBuffer();
}

/** The PNG of an icon by its file name, or undefined for a name the manifest does not list. */
export function iconPng(file: string): Promise<Buffer> | undefined {
  const icon = ICONS.find(({ kind }) => iconName(kind) === file);
  if (!icon) return undefined;
  let png = drawn.get(file);
  if (!png) drawn.set(file, (png = drawIcon(icon.kind, icon.size)));
  return png;
}
