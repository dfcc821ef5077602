import { expect, test } from "vitest";
import { loader as disclaimer } from "./disclaimer";
import { loader as privacyPolicy } from "./privacy-policy";
import { loader as terms } from "./terms-and-conditions";

test("each legal page renders its own Markdown", () => {
  const pages = [disclaimer(), privacyPolicy(), terms()].map((page) => page.html);
  expect(pages[0]).toContain("<h2>General information only</h2>");
  expect(pages[1]).toContain("<h2>Overview</h2>");
  expect(pages[2]).toContain("<h2>Acceptance of these terms</h2>");
  expect(new Set(pages).size).toBe(3);
});
