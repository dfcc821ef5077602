import { expect, test, vi } from "vitest";
import { cardName } from "./name.server";
import { pageCard } from "./card-text";

const card = pageCard({ name: "About", tagline: "Blogs and gaming.", section: "default" });

test("the palette is app.css's colours", async () => {
  const { brand } = await import("./brand.server");
  expect(brand().palette).toMatchObject({
    brand: "#1d4ed8",
    gaming: "#c70707",
    services: "#34a20f",
  });
  expect(brand().mark).toContain("<svg");
});

test("a rebrand (another brand in site.config.ts) renames every card", async () => {
  const { brand } = await import("./brand.server");
  const before = cardName(card, brand().fingerprint);
  vi.resetModules();
  vi.doMock("~/site.config", async (importOriginal) => {
    const original = await importOriginal<typeof import("~/site.config")>();
    return { ...original, siteConfig: { ...original.siteConfig, brand: "Quillfire" } };
  });
  const rebranded = await import("./brand.server");
  expect(rebranded.brand().name).toBe("Quillfire");
  expect(cardName(card, rebranded.brand().fingerprint)).not.toBe(before);
  vi.doUnmock("~/site.config");
});
