import { expect, test } from "vitest";
import { hasImage, imageEntry, imageUrl, responsiveImage } from "./images";

test("the manifest answers for the images npm run images rendered", () => {
  expect(hasImage("brand/logo")).toBe(true);
  expect(hasImage("blog/no-such-cover")).toBe(false);
  expect(imageEntry("blog/how-processors-work")).toEqual({ width: 1200, height: 630, widths: [400, 800, 1200] });
  expect(imageEntry("nope")).toBeUndefined();
});

test("a variant's URL names the image and width; every variant is WebP", () => {
  expect(imageUrl("services/banner-1", 960)).toBe("/images/services/banner-1-960.webp");
});

test("a responsive image: the second-smallest variant as src, every variant in srcSet, the intrinsic size", () => {
  expect(responsiveImage("blog/how-processors-work")).toEqual({
    src: "/images/blog/how-processors-work-800.webp",
    srcSet: "/images/blog/how-processors-work-400.webp 400w, /images/blog/how-processors-work-800.webp 800w, /images/blog/how-processors-work-1200.webp 1200w",
    width: 1200,
    height: 630,
  });
  expect(() => responsiveImage("blog/no-such-cover")).toThrow(/Unknown image "blog\/no-such-cover"/);
});
