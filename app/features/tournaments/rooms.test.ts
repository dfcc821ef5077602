// The tournaments feature reads like its table of contents: rooms of one concept each (the
// model, the figures, the season files, the frame, the choices, the bar's pages, the match
// centre), each small enough to take in at a glance, in the order the layering check knows.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";

const HERE = import.meta.dirname;
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** The rooms the layering check orders (.dependency-cruiser.cjs: one rule per room). */
function layeredRooms(): string[] {
  const config = createRequire(import.meta.url)("../../../.dependency-cruiser.cjs") as {
    forbidden: { name: string }[];
  };
  const prefix = "tournaments room: ";
  return config.forbidden
    .filter((rule) => rule.name.startsWith(prefix))
    .map((rule) => rule.name.slice(prefix.length));
}

test("no module sits loose at the top of the feature: each is in a room", () => {
  const loose = readdirSync(HERE, { withFileTypes: true }).filter(
    (entry) => entry.isFile() && isSource(entry.name),
  );
  expect(loose.map((entry) => entry.name)).toEqual([]);
});

test("each room holds at most 12 source files, and the layering check knows every room", () => {
  const rooms = readdirSync(HERE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect([...rooms].sort()).toEqual([...layeredRooms()].sort());
  for (const room of rooms) {
    const sources = readdirSync(path.join(HERE, room)).filter(isSource);
    expect(sources.length, `${room}: ${sources.join(", ")}`).toBeLessThanOrEqual(12);
  }
});
