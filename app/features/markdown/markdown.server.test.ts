import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { createMarkdownRenderer, siteFiles, VIDEO_FALLBACK } from "./markdown.server";

/** A fresh temp folder holding some files. */
function folder(files: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "md-files-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

/** A renderer whose content folder holds some files (its public folder is empty). */
function renderer(files: Record<string, string> = {}) {
  return createMarkdownRenderer(siteFiles(folder(files), folder()));
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>';

test("a script element is removed entirely, content and all", () => {
  const html = renderer()("<script>alert(1)</script>\n\nHello");
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain("alert(1)");
  expect(html).toContain("<p>Hello</p>");
});

test("an image loses its onerror handler", () => {
  const html = renderer()('<img src=x onerror="alert(1)">');
  expect(html).toContain("<img");
  expect(html).toContain('src="x"');
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toContain("alert(1)");
});

test("a Markdown link to javascript: has no javascript href", () => {
  const html = renderer()("[x](javascript:alert(1))");
  expect(html).toContain(">x</a>");
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/href=/);
});

test("an HTML link to javascript: has no javascript href", () => {
  const html = renderer()('<a href="javascript:alert(1)">x</a>');
  expect(html).toContain(">x</a>");
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/href=/);
});

test("an iframe is removed", () => {
  const html = renderer()('<iframe src="https://evil.example/"></iframe>\n\nAfter');
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toContain("evil.example");
  expect(html).toContain("<p>After</p>");
});

test("harmless inline tags are kept", () => {
  const html = renderer()(
    'A <abbr title="Power Usage Effectiveness">PUE</abbr> of <mark>1.1</mark>, press <kbd>Ctrl</kbd>, H<sub>2</sub>O, x<sup>2</sup> and **bold**.',
  );
  expect(html).toContain('<abbr title="Power Usage Effectiveness">PUE</abbr>');
  expect(html).toContain("<mark>1.1</mark>");
  expect(html).toContain("<kbd>Ctrl</kbd>");
  expect(html).toContain("H<sub>2</sub>O");
  expect(html).toContain("x<sup>2</sup>");
  expect(html).toContain("<strong>bold</strong>");
});

test("headings and lists with links inside items are kept", () => {
  const html = renderer()(
    "## Second\n\n### Third\n\n1. [First](/blogs/first)\n2. Plain\n\n- [Outside](https://example.com/o)\n- Other\n",
  );
  expect(html).toContain("<h2>Second</h2>");
  expect(html).toContain("<h3>Third</h3>");
  expect(html).toMatch(
    /<ol>\s*<li><a href="\/blogs\/first">First<\/a><\/li>\s*<li>Plain<\/li>\s*<\/ol>/,
  );
  expect(html).toMatch(
    /<ul>\s*<li><a href="https:\/\/example\.com\/o"[^>]*>Outside<\/a><\/li>\s*<li>Other<\/li>\s*<\/ul>/,
  );
});

test("outside links open in a new tab with noopener noreferrer", () => {
  const html = renderer()("[Site](https://example.com/page)");
  expect(html).toContain(
    '<a href="https://example.com/page" target="_blank" rel="noopener noreferrer">Site</a>',
  );
});

test("root-relative links stay in the same tab", () => {
  const html = renderer()("[Post](/blogs/x)");
  expect(html).toContain('<a href="/blogs/x">Post</a>');
  expect(html).not.toContain("target=");
  expect(html).not.toContain("rel=");
});

test("a paragraph holding only an image with a title becomes a figure with a caption and its SVG size", () => {
  const render = renderer({ "images/figures/x.svg": SVG });
  const html = render('![alt](/images/figures/x.svg "Caption")');
  expect(html).toMatch(/^<figure><img [^>]*><figcaption>Caption<\/figcaption><\/figure>$/);
  expect(html).not.toContain("<p>");
  const img = /<img [^>]*>/.exec(html)![0];
  expect(img).toContain('src="/images/figures/x.svg"');
  expect(img).toContain('alt="alt"');
  expect(img).toContain('loading="lazy"');
  expect(img).toContain('width="640"');
  expect(img).toContain('height="360"');
  expect(img).not.toContain("title=");
});

test("without the SVG in the content folder the figure has no width or height", () => {
  const html = renderer()('![alt](/images/figures/x.svg "Caption")');
  expect(html).toContain("<figure><img ");
  expect(html).toContain('loading="lazy"');
  expect(html).not.toContain("width=");
  expect(html).not.toContain("height=");
});

test("an image without a title becomes a figure without a caption", () => {
  const html = renderer({ "images/figures/x.svg": SVG })("![alt](/images/figures/x.svg)");
  expect(html).toMatch(/^<figure><img [^>]*><\/figure>$/);
  expect(html).not.toContain("figcaption");
});

test("an image inside running text stays inline, not a figure", () => {
  const html = renderer()("Look at ![icon](/images/figures/x.svg) here.");
  expect(html).toMatch(/^<p>Look at <img [^>]*> here\.<\/p>$/);
  expect(html).not.toContain("<figure>");
});

test("a video file becomes a figure with a video, a source, fallback text and the caption", () => {
  const html = renderer()('![clip](/media/blog/a.mp4 "Cap")');
  expect(VIDEO_FALLBACK).toBe("Your browser does not support the video tag.");
  expect(html).toMatch(/^<figure><video controls[ >]/);
  expect(html).toContain('<source src="/media/blog/a.mp4" type="video/mp4">');
  expect(html).toContain("Your browser does not support the video tag.</video>");
  expect(html).toContain("<figcaption>Cap</figcaption></figure>");
  expect(html).not.toContain("<img");
});

test("site files: /images and /media come from the content folder, the rest from the public folder, nothing from outside them", () => {
  const content = folder({ "images/a.svg": SVG, "media/clip.mp4": "x", "blog/post.md": "# x" });
  const publicDir = folder({ "images/brand/logo.svg": SVG, "favicon.svg": SVG });
  const files = siteFiles(content, publicDir);
  expect(files("/images/a.svg")).toBe(path.join(content, "images/a.svg"));
  expect(files("/media/clip.mp4")).toBe(path.join(content, "media/clip.mp4"));
  expect(files("/images/brand/logo.svg")).toBe(path.join(publicDir, "images/brand/logo.svg"));
  expect(files("/favicon.svg")).toBe(path.join(publicDir, "favicon.svg"));
  // The content folder's other files are not served, so they are not found either.
  expect(files("/blog/post.md")).toBeUndefined();
  expect(files("/images/../../etc/passwd")).toBeUndefined();
  expect(files("images/a.svg")).toBeUndefined();
  expect(files("/images/a.svg?v=2")).toBe(path.join(content, "images/a.svg"));
});

test("the repository's posts size their figures, which are served from the content folder", () => {
  const render = createMarkdownRenderer(siteFiles(path.resolve("content")));
  const img = /<img [^>]*>/.exec(render("![A pipeline](/images/figures/cpu-pipeline.svg)"))![0];
  expect(img).toContain('width="960"');
  expect(img).toContain('height="540"');
});
