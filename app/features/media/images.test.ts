import { expect, test, vi } from "vitest";
import {
  findImage,
  imageFiles,
  imageSrc,
  imageUrl,
  responsiveImage,
  socialImagePath,
  type ImageEntry,
} from "./images";
import { imageLookupFor, SITE_IMAGES } from "./site-images";

const cover: ImageEntry = {
  width: 1200,
  height: 630,
  widths: [400, 800, 1200],
  hash: "0123abcd",
  social: true,
};

test("an image of content carries its hash in every file name; the site's own art does not", () => {
  expect(imageUrl("blog/x", cover, 800)).toBe("/images/blog/x-800.0123abcd.webp");
  expect(imageFiles("blog/x", cover)).toEqual([
    "blog/x-400.0123abcd.webp",
    "blog/x-800.0123abcd.webp",
    "blog/x-1200.0123abcd.webp",
    "blog/x.0123abcd.jpg",
  ]);
  expect(imageUrl("brand/logo", SITE_IMAGES["brand/logo"]!, 320)).toBe(
    "/images/brand/logo-320.webp",
  );
});

test("a responsive image: the second-smallest variant as src, every variant in srcSet, the intrinsic size", () => {
  expect(responsiveImage("blog/x", cover)).toEqual({
    src: "/images/blog/x-800.0123abcd.webp",
    srcSet:
      "/images/blog/x-400.0123abcd.webp 400w, /images/blog/x-800.0123abcd.webp 800w, /images/blog/x-1200.0123abcd.webp 1200w",
    width: 1200,
    height: 630,
  });
});

test("a lookup finds the site's art and the content's images; a single source picks the narrowest variant wide enough", () => {
  const lookup = imageLookupFor({ "blog/x": cover });
  expect(lookup("brand/logo")).toBe(SITE_IMAGES["brand/logo"]);
  expect(lookup("blog/x")).toBe(cover);
  expect(imageSrc(lookup, "blog/x", 960)).toBe("/images/blog/x-1200.0123abcd.webp");
  expect(imageSrc(lookup, "blog/x", 2000)).toBe("/images/blog/x-1200.0123abcd.webp");
  expect(socialImagePath(lookup, "blog/x")).toBe("/images/blog/x.0123abcd.jpg");
  expect(imageLookupFor(undefined)("blog/x")).toBeUndefined();
});

test("a missing image is found as nothing and logged once per content manifest", () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const lookup = imageLookupFor({});
  expect(findImage(lookup, "blog/gone")).toBeUndefined();
  expect(findImage(lookup, "blog/gone")).toBeUndefined();
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]![0]).toContain('Image "blog/gone" is not in the image manifest');
  findImage(imageLookupFor({}), "blog/gone");
  expect(log).toHaveBeenCalledTimes(2);
  log.mockRestore();
});
