import { expect, test } from "vitest";
import { siteConfig } from "~/site.config";
import { loader } from "./about";

test("About renders content/pages/about.md", () => {
  const { html } = loader();
  expect(html).toMatch(/^<h2/);
  expect(html).toContain(siteConfig.authorName);
});
