import { expect, test } from "vitest";
import { matchCard, pageCard } from "./card-text";
import { renderCard } from "./render.server";

/** A PNG's size from its header: the signature, then the IHDR chunk's width and height. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// The busiest cards there are: two sides in their colours with long names, and a title on three lines.
const cards = [
  matchCard({
    short: "CSC",
    year: 2026,
    label: "Grand Final",
    sport: "cricket",
    result: "Sydney Thunder won by 3 wickets with 2 balls left",
    sides: [
      { name: "Melbourne Renegades", score: "187-6", won: false },
      { name: "Sydney Thunder", score: "188-7", won: true },
    ],
  }),
  pageCard({
    name: "A page whose name runs on and on until it takes three whole lines of the card",
    tagline: "Blogs, services and gaming by a creator who plays too much.",
    section: "services",
  }),
];

test("a card is a 1200×630 PNG of at most 100 KB", async () => {
  for (const card of cards) {
    const png = await renderCard(card);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThanOrEqual(100 * 1024);
  }
}, 60_000);
