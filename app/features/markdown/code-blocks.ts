import type { Element, Root } from "hast";
import { h } from "hastscript";
import { SKIP, visit } from "unist-util-visit";
import { CODE_BLOCK, COPY_CODE_LABEL } from "./code-block-contract";

/** How the label names a fence's language (its word after ```), for the ones a post may use. */
const LANGUAGE_NAMES: Record<string, string> = {
  bash: "Shell",
  c: "C",
  console: "Console",
  cpp: "C++",
  cs: "C#",
  csharp: "C#",
  css: "CSS",
  diff: "Diff",
  dockerfile: "Dockerfile",
  go: "Go",
  html: "HTML",
  http: "HTTP",
  ini: "INI",
  java: "Java",
  javascript: "JavaScript",
  js: "JavaScript",
  json: "JSON",
  jsx: "JSX",
  kotlin: "Kotlin",
  markdown: "Markdown",
  md: "Markdown",
  nginx: "Nginx",
  php: "PHP",
  plaintext: "Text",
  py: "Python",
  python: "Python",
  ruby: "Ruby",
  rust: "Rust",
  scss: "SCSS",
  sh: "Shell",
  shell: "Shell",
  sql: "SQL",
  swift: "Swift",
  text: "Text",
  toml: "TOML",
  ts: "TypeScript",
  tsx: "TSX",
  typescript: "TypeScript",
  xml: "XML",
  yaml: "YAML",
  yml: "YAML",
  zsh: "Shell",
};

/** Fences that are plain text: shown as written, not highlighted. */
export const PLAIN_TEXT = ["text", "plaintext", "txt"];

/** The label of a fence's language: its usual name, the word as written for others, "Code" without one. */
function languageLabel(language: string | undefined): string {
  if (!language) return "Code";
  return LANGUAGE_NAMES[language.toLowerCase()] ?? language;
}

/** The language a `<code>` names in its class (`language-ts`), as Markdown writes it from the fence. */
function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes)
    if (typeof name === "string" && name.startsWith("language-")) return name.slice(9);
  return undefined;
}

/**
 * Each code block (a `<pre>` holding one `<code>`, already highlighted) in a frame with a bar: its
 * language's label and a Copy button, `hidden` until the code-copy behaviour shows it (without
 * JavaScript there is nothing to press), and a live region that says "Copied". The `<pre>` takes
 * keyboard focus, so a line wider than the page can be scrolled with the arrow keys.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const [code] = node.children;
      if (node.children.length !== 1 || code?.type !== "element" || code.tagName !== "code") return;
      node.properties.tabIndex = 0;
      parent.children[index] = h(
        "div",
        { className: ["code-block"], "data-enhance": CODE_BLOCK.behaviour },
        [
          h("div", { className: ["code-block-bar"] }, [
            h("span", { className: ["code-block-language"] }, languageLabel(languageOf(code))),
            h("button", { type: "button", hidden: true, [CODE_BLOCK.copy]: "" }, [
              h("span", { [CODE_BLOCK.label]: "" }, COPY_CODE_LABEL),
              h("span", { className: ["sr-only"] }, " code"),
            ]),
            h("span", { role: "status", className: ["sr-only"], [CODE_BLOCK.status]: "" }),
          ]),
          node,
        ],
      );
      return [SKIP, index + 1];
    });
  };
}
