import { expect, test } from "vitest";
import { mailPalette } from "./palette.server";

test("the mail wears the site's colours: the brand and both themes' tokens, from app.css", () => {
  const palette = mailPalette();
  expect(palette.brand).toBe("#1d4ed8");
  expect(palette.light).toEqual({
    bg: "#f8fafc",
    surface: "#ffffff",
    text: "#1e293b",
    muted: "#475569",
    border: "#e2e8f0",
    link: "#1d4ed8",
  });
  expect(palette.dark.bg).toBe("#0a0d14");
  expect(palette.dark.text).toBe("#e2e8f0");
  expect(palette.dark.link).toBe("#93b4ff");
});

test("a stylesheet that lost a token fails loudly, naming it", () => {
  expect(() =>
    mailPalette("@theme { --color-brand: rgb(1 2 3); }\n:root { --bg: rgb(1 2 3); }"),
  ).toThrow(/--surface is not set/);
  expect(() => mailPalette(":root {}")).toThrow(/no @theme rule/);
});
