// A card's pixels: satori lays the element tree out into SVG (text as paths, in Inter), resvg
// rasterises it, sharp writes the PNG. PNG, not JPEG: flat colour and text stay sharp, and every
// share preview reads it. sharp's zlib at level 9 keeps a card near 20–50 KB (resvg's own encoder
// writes 130 KB for the same pixels) in a tenth of the time a palette's quantising takes.
import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { brand } from "./brand.server";
import type { CardText } from "./card-text";
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from "./draw.server";

/** Inter at the cards' weights, pinned from the site's variable font (scripts/fonts/card-fonts.mjs). */
const FONT_FILES = import.meta.glob<string>("/app/fonts/cards/*.woff", {
  query: "?inline",
  import: "default",
  eager: true,
});

let fonts: Font[] | undefined;
let markUrl: Promise<string> | undefined;

function cardFonts(): Font[] {
  fonts ??= Object.entries(FONT_FILES).map(([file, url]) => {
    const weight = Number(/-(\d{3})\.woff$/.exec(file)![1]) as Font["weight"];
    return {
      name: "Inter",
      data: Buffer.from(url.slice(url.indexOf(",") + 1), "base64"),
      weight,
      style: "normal" as const,
    };
  });
  return fonts;
}

/** The mark as a small PNG data URL (satori embeds it; resvg draws PNG for sure). */
function brandMark(): Promise<string> {
  markUrl ??= sharp(Buffer.from(brand().mark))
    .resize(120, 120)
    .png()
    .toBuffer()
    .then((png) => `data:image/png;base64,${png.toString("base64")}`);
  return markUrl;
}

/** A card as SVG (satori's layout, text as paths). */
async function cardSvg(text: CardText): Promise<string> {
  return satori(cardElement(text, brand(), await brandMark()), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts(),
  });
}

/** How long each step of the cards drawn so far took, in ms (the benchmark prints them). */
const renderSteps = { layout: 0, raster: 0, encode: 0 };

/** A card as PNG bytes: 1200×630. */
export async function renderCard(text: CardText): Promise<Buffer> {
  const started = performance.now();
  const svg = await cardSvg(text);
  const laidOut = performance.now();
  // Rasterised on libuv's thread pool, as sharp encodes there: only satori's layout takes the event loop.
  const image = await renderAsync(svg);
  const rastered = performance.now();
  const png = await sharp(Buffer.from(image.pixels), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  renderSteps.layout += laidOut - started;
  renderSteps.raster += rastered - laidOut;
  renderSteps.encode += performance.now() - rastered;
  return png;
}
