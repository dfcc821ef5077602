// Image budgets, for every page of the route table (tests/helpers/page-routes.ts), at
// 375 and 1280 px wide, each width checked on its own:
// - every image in the first viewport (as the page opens, scrolled to the top) has width and
//   height attributes and a non-zero box, so nothing shifts when it arrives;
// - every image wholly below the first viewport is loading="lazy" (an eager image must be on the
//   first screen at both widths, or it fails at the width where it is not);
// - no image is served at more than twice its displayed size, at 1× and 2× device pixel ratio:
//   each image is loaded and decoded, then the pixel width of the file the browser chose
//   (`currentSrc`, decoded on its own) is compared with its box's width × DPR × 2.
// Skipped, on purpose: images not rendered at that width (display:none themselves or inside a
// hidden element — the slideshows' other slides, the logo screen, a closed menu — or with a zero
// box), and SVG files for the size rule (vector art: its bytes do not grow with the display size).
import { IFRAME_API_SRC } from "~/components/tv/youtube-iframe";
import { NOT_FOUND_URL, pageRoutes } from "../helpers/page-routes";
import { surveyImages } from "./crawl/page-facts";
import { DOCUMENT_404, expect, test } from "./fixtures";

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const MAX_OVERSIZE = 2;

/**
 * Loads every shown image and measures the file it chose: its own pixel width (decoded alone: an
 * <img> with srcset reports a density-corrected size). Lazy images are switched to eager first,
 * which loads them all at once instead of scrolling to each: the candidate the browser picks from
 * srcset and sizes does not depend on when the image loads.
 */
async function measure(): Promise<
  { src: string; fileWidth: number; boxWidth: number; error?: string }[]
> {
  const shown = [...document.images].filter((img) => {
    const rect = img.getBoundingClientRect();
    return img.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
  });
  for (const img of shown) img.loading = "eager";
  return Promise.all(
    shown.map(async (img) => {
      try {
        await Promise.race([
          img.decode(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("did not load within 10 s")), 10_000),
          ),
        ]);
        const probe = new Image();
        probe.src = img.currentSrc;
        await probe.decode();
        return {
          src: img.currentSrc,
          fileWidth: probe.naturalWidth,
          boxWidth: img.getBoundingClientRect().width,
        };
      } catch (error) {
        return {
          src: img.currentSrc || img.src,
          fileWidth: 0,
          boxWidth: img.getBoundingClientRect().width,
          error: String(error),
        };
      }
    }),
  );
}

const short = (src: string) => src.replace(/^https?:\/\/[^/]+/, "");

for (const viewport of WIDTHS) {
  for (const dpr of [1, 2]) {
    test.describe(`${viewport.width} px at ${dpr}×`, () => {
      test.use({ viewport, deviceScaleFactor: dpr, allowedConsoleErrors: DOCUMENT_404 });
      // One page visits every route in turn (sharing the browser's cache of styles and fonts): a
      // test per route would spend most of its time starting a fresh browser context.
      test(`every page: ${dpr === 1 ? "first-screen images sized, the rest lazy, " : ""}none served over ${MAX_OVERSIZE}× its size`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        // The 404 page's own status is the one failed response allowed (and the console error it logs).
        const failed: string[] = [];
        page.on("response", (response) => {
          if (response.status() >= 400 && !response.url().endsWith(NOT_FOUND_URL))
            failed.push(`${response.status()} ${short(response.url())}`);
        });
        // The TV's player script is left unanswered: its poster (the first-screen image, which the
        // player replaces once it plays) stays to be measured, and no outside host is asked.
        await page.route(IFRAME_API_SRC, () => {});
        for (const { url } of pageRoutes()) {
          await page.goto(url);
          // Where each image sits does not depend on the pixel ratio: checked once per width.
          if (dpr === 1) {
            const found = await page.evaluate(surveyImages);
            const unsized = found.filter(
              (image) =>
                image.firstScreen &&
                (!image.width || !image.height || !image.box.width || !image.box.height),
            );
            expect
              .soft(
                unsized.map((i) => short(i.src)),
                `${url}: first-screen images without width and height`,
              )
              .toEqual([]);
            const eager = found.filter(
              (image) => image.shown && image.belowFold && image.loading !== "lazy",
            );
            expect
              .soft(
                eager.map((i) => short(i.src)),
                `${url}: images below the fold that are not lazy`,
              )
              .toEqual([]);
          }
          const measured = await page.evaluate(measure);
          expect
            .soft(
              measured.filter((image) => image.error).map((i) => `${short(i.src)}: ${i.error}`),
              `${url}: images that did not load`,
            )
            .toEqual([]);
          const oversized = measured.filter(
            (image) =>
              !/\.svg(\?|$)/.test(image.src) &&
              image.fileWidth > image.boxWidth * dpr * MAX_OVERSIZE,
          );
          expect
            .soft(
              oversized.map(
                (i) =>
                  `${short(i.src)}: ${i.fileWidth} px file in a ${i.boxWidth.toFixed(0)} px box`,
              ),
              `${url}: images served too large`,
            )
            .toEqual([]);
        }
        expect(failed, "failed responses").toEqual([]);
      });
    });
  }
}
