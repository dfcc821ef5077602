import { expect, test } from "vitest";
import { siteConfig } from "~/site.config";
import { ICON_PATH } from "./paths";
import { iconPng, webManifest } from "./manifest.server";

test("the manifest names the brand and lists three icons drawn at their sizes", async () => {
  const manifest = webManifest();
  expect(manifest.name).toBe(siteConfig.brand);
  expect(manifest.description).toBe(siteConfig.tagline);
  expect(manifest.theme_color).toBe("#1d4ed8");
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(ICON_PATH)).toBe(true);
    const png = await iconPng(icon.src.slice(ICON_PATH.length))!;
    const size = Number(icon.sizes.split("x")[0]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
  expect(iconPng("no-such-icon.png")).toBeUndefined();
});
