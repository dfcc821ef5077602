import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Element, ElementContent, Root } from "hast";
import dockerfile from "highlight.js/lib/languages/dockerfile";
import http from "highlight.js/lib/languages/http";
import nginx from "highlight.js/lib/languages/nginx";
import { common } from "lowlight";
import { h } from "hastscript";
import rehypeHighlight from "rehype-highlight";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { PLAIN_TEXT, rehypeCodeBlocks } from "./code-blocks";
import { rehypeHeadingAnchors } from "./heading-anchors";
import type { OutlineEntry } from "./headings";

const VIDEO_FORMATS: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
};
export const VIDEO_FALLBACK = "Your browser does not support the video tag.";

/** Allow-list for inline HTML in content: GitHub's defaults plus a few harmless inline tags. */
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  tagNames: [...(defaultSchema.tagNames ?? []), "mark", "abbr", "figure", "figcaption"],
  attributes: {
    ...defaultSchema.attributes,
    abbr: ["title"],
    img: [...(defaultSchema.attributes?.img ?? []), "title"],
  },
  protocols: { href: ["http", "https", "mailto"], src: ["http", "https"] },
};

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith("//");
}

/** Where a path of this site is served from: a file's absolute path, or undefined when no folder holds it. */
export type SiteFiles = (sitePath: string) => string | undefined;

/**
 * The files the server serves at a site path: /images and /media from the content folder (as
 * server/content.ts serves them), then the public folder.
 */
export function siteFiles(
  contentRoot: string,
  publicDir: string = path.resolve("public"),
): SiteFiles {
  const inside = (root: string, relative: string) => {
    const file = path.join(root, relative);
    return file.startsWith(root + path.sep) && existsSync(file) ? file : undefined;
  };
  return (sitePath) => {
    if (!sitePath.startsWith("/")) return undefined;
    const relative = path.normalize(sitePath.split(/[?#]/)[0]!).replace(/^([/\\])+/, "");
    const fromContent = /^(images|media)[/\\]/.test(relative)
      ? inside(path.resolve(contentRoot), relative)
      : undefined;
    return fromContent ?? inside(path.resolve(publicDir), relative);
  };
}

/** Intrinsic size of a local SVG we serve, so inline images do not shift the layout when they load. */
function localImageSize(
  src: string,
  files: SiteFiles,
): { width: number; height: number } | undefined {
  if (!src.endsWith(".svg")) return undefined;
  const file = files(src);
  if (!file) return undefined;
  const viewBox = readFileSync(file, "utf8").match(
    /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/,
  );
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : undefined;
}

function onlyChildElement(node: Element): Element | undefined {
  const meaningful = node.children.filter(
    (child) => !(child.type === "text" && child.value.trim() === ""),
  );
  const [first] = meaningful;
  return meaningful.length === 1 && first?.type === "element" ? first : undefined;
}

/** Site rules on top of the sanitised tree: figures, videos, outside links, lazy images. */
function rehypeSiteRules(options: { files: SiteFiles }) {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (
        node.tagName === "a" &&
        typeof node.properties.href === "string" &&
        isExternal(node.properties.href)
      ) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
      }
      if (node.tagName === "img") {
        node.properties.loading = "lazy";
        node.properties.decoding = "async";
        const size = localImageSize(String(node.properties.src ?? ""), options.files);
        if (size) Object.assign(node.properties, size);
      }
      // A paragraph holding a single image becomes a figure (a video when the file is one).
      if (node.tagName !== "p" || !parent || index === undefined) return;
      const image = onlyChildElement(node);
      if (image?.tagName !== "img") return;
      const src = String(image.properties.src ?? "");
      const caption =
        typeof image.properties.title === "string" ? image.properties.title : undefined;
      delete image.properties.title;
      const extension = src.split("?")[0]?.split(".").pop()?.toLowerCase() ?? "";
      const media: ElementContent = VIDEO_FORMATS[extension]
        ? h(
            "video",
            {
              controls: true,
              preload: "metadata",
              playsInline: true,
              "aria-label": String(image.properties.alt ?? ""),
            },
            [h("source", { src, type: VIDEO_FORMATS[extension] }), VIDEO_FALLBACK],
          )
        : image;
      parent.children[index] = h("figure", [media, ...(caption ? [h("figcaption", caption)] : [])]);
    });
  };
}

/** The languages code blocks are highlighted in: highlight.js's common ones, and the web server's (HTTP, nginx, Dockerfile). */
const LANGUAGES = { ...common, dockerfile, http, nginx };

/** A rendered text: its HTML and its sections (the headings' ids and words). */
export type RenderedMarkdown = { html: string; outline: OutlineEntry[] };

/**
 * Markdown (with inline HTML) → safe HTML for our pages; `files` finds the images it links to,
 * to size them. Code blocks are highlighted here, on the server, by the language their fence
 * names (highlight.js's common languages through rehype-highlight; no guessing, so a fence
 * without one stays plain): the page gets classes the theme colours (app.css), the browser no
 * highlighter.
 */
function markdownProcessor(files: SiteFiles) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, schema)
    .use(rehypeSiteRules, { files })
    .use(rehypeHighlight, { detect: false, plainText: PLAIN_TEXT, languages: LANGUAGES })
    .use(rehypeCodeBlocks);
}

/** Markdown → safe HTML (a page's text). */
export function createMarkdownRenderer(files: SiteFiles) {
  const processor = markdownProcessor(files).use(rehypeStringify);
  return (markdown: string): string => String(processor.processSync(markdown));
}

/**
 * Markdown → safe HTML with its outline: a post's body, whose headings get ids and a "link to
 * this section", and whose sections make its contents list.
 */
export function createArticleRenderer(files: SiteFiles) {
  const processor = markdownProcessor(files).use(rehypeHeadingAnchors).use(rehypeStringify);
  return (markdown: string): RenderedMarkdown => {
    const file = processor.processSync(markdown);
    return { html: String(file), outline: file.data.outline ?? [] };
  };
}
