import { expect, test } from "vitest";
import { hasImage, imageEntry, imageUrl } from "./images";

test("the manifest answers for the images npm run images rendered", () => {
  expect(hasImage("brand/logo")).toBe(true);
  expect(hasImage("blog/no-such-cover")).toBe(false);
  expect(imageEntry("blog/how-processors-work")).toEqual({ width: 1200, height: 630, widths: [400, 800, 1200] });
  expect(imageEntry("nope")).toBeUndefined();
});

test("a variant's URL names the image and width; every variant is WebP", () => {
  expect(imageUrl("services/banner-1", 960)).toBe("/images/services/banner-1-960.webp");
});
