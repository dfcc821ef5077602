import { expect, test } from "./fixtures";

test("the heading renders in the web font, preloaded once, only the core Latin file", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute("href", /^\/assets\/inter-latin-core-[\w-]+\.woff2$/);

  const state = await page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector("h1")!;
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/"/g, "") === "Inter Variable",
    );
    return {
      family: getComputedStyle(heading).fontFamily,
      check: document.fonts.check(
        `${getComputedStyle(heading).fontWeight} 1em "Inter Variable"`,
        heading.textContent ?? "A",
      ),
      loaded: faces.filter((face) => face.status === "loaded").length,
      display: faces.map((face) => face.display),
    };
  });
  expect(state.family).toMatch(/^"Inter Variable"/);
  expect(state.check).toBe(true);
  expect(state.loaded).toBeGreaterThan(0);
  expect(new Set(state.display)).toEqual(new Set(["swap"]));

  // What the browser really drew the heading with.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(used.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Inter/)]);
  expect(used[0]!.isCustomFont).toBe(true);

  // The preload and the stylesheet share one download; no other file is fetched for English text.
  expect(fonts).toEqual([expect.stringMatching(/\/inter-latin-core-/)]);
});

test("pages fetch only the core font file: their text needs no other characters", async ({
  page,
}) => {
  const fonts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "font")
      fonts.add(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ""));
  });
  for (const path of [
    "/",
    "/blogs",
    "/blogs/how-processors-work",
    "/services",
    "/terms-and-conditions",
  ]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }
  expect([...fonts]).toEqual(["/assets/inter-latin-core"]);
});
