import { createHash } from "node:crypto";
import type { CardText } from "./card-text";

/** Bumped when the drawing changes (draw.server.tsx, the fonts): every card is then renamed. */
const DRAWING_VERSION = 1;

/** A card's file name: the hash of everything it is drawn from (its text and the brand), so equal inputs share one file. */
export function cardName(text: CardText, brandFingerprint: string): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([DRAWING_VERSION, brandFingerprint, text]))
    .digest("hex");
  return `${hash.slice(0, 20)}.png`;
}

/** What a card's name looks like: anything else under /cards/ is no card. */
export const CARD_NAME = /^[0-9a-f]{20}\.png$/;
