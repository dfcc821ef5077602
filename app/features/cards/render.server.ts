// A card's pixels: satori lays the element tree out into SVG (text as paths, in Inter), resvg
// rasterises it, sharp reduces it to a palette PNG (a card is flat colour and text: 256 colours
// keep it sharp and well under 100 KB, where a true-colour PNG of the gradient is several times that).
import { Resvg } from "@resvg/resvg-js";
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

/** A card as PNG bytes: 1200×630, palette-quantised. */
export async function renderCard(text: CardText): Promise<Buffer> {
  const svg = await satori(cardElement(text, brand(), await brandMark()), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts(),
  });
  const raw = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
  return sharp(raw).png({ palette: true, colours: 256, compressionLevel: 9, effort: 7 }).toBuffer();
}
