import path from "node:path";
import { expect, test } from "vitest";
import { createArticleRenderer, siteFiles } from "./markdown.server";

const render = createArticleRenderer(siteFiles(path.resolve("content")));

test("each section heading gets its id and a 'link to this section' beside it; the outline lists them", () => {
  const { html, outline } = render(
    "## Getting *Started*\n\nText.\n\n### Install\n\n## Getting Started\n\n#### Deep\n",
  );
  expect(html).toContain(
    '<div class="heading-block"><h2 id="getting-started">Getting <em>Started</em></h2><a class="heading-anchor" href="#getting-started" aria-label="Link to this section: Getting Started">#</a></div>',
  );
  expect(html).toContain('<h3 id="install">Install</h3>');
  expect(html).toContain('<h2 id="getting-started-2">');
  expect(html).toContain("<h4>Deep</h4>");
  expect(outline).toEqual([
    { id: "getting-started", text: "Getting Started", level: 2 },
    { id: "install", text: "Install", level: 3 },
    { id: "getting-started-2", text: "Getting Started", level: 2 },
  ]);
});

test("an id the text sets itself is kept and not given again; a footnotes label is no section", () => {
  const { html, outline } = render(
    '<h2 id="own">Own</h2>\n\n<p id="notes">x</p>\n\n## Notes\n\n## Own\n\nA claim.[^1]\n\n[^1]: Its source.\n',
  );
  expect(html).toContain('<h2 id="own">Own</h2>');
  expect(outline.map((entry) => entry.id)).toEqual(["own", "notes-2", "own-2"]);
  expect(html).toMatch(/<h2 class="sr-only" id="footnote-label">Footnotes<\/h2>/);
});

test("a fenced block is highlighted on the server, framed with its language and a Copy button hidden until a script shows it", () => {
  const { html } = render('```ts\nconst answer: number = 42; // why\nlog("hi");\n```\n');
  expect(html).toContain('<div class="code-block" data-enhance="code-copy">');
  expect(html).toContain('<span class="code-block-language">TypeScript</span>');
  expect(html).toMatch(
    /<button type="button" hidden data-code-copy=""><span data-code-label="">Copy<\/span><span class="sr-only"> code<\/span><\/button>/,
  );
  expect(html).toContain('<span role="status" class="sr-only" data-code-status=""></span>');
  expect(html).toContain('<pre tabindex="0"><code class="hljs language-ts">');
  expect(html).toContain('<span class="hljs-keyword">const</span>');
  expect(html).toContain('<span class="hljs-number">42</span>');
  expect(html).toContain('<span class="hljs-comment">// why</span>');
  expect(html).toContain('<span class="hljs-string">"hi"</span>');
});

test("the web server's languages are highlighted too; a fence without a language, plain text or an unknown one stays as written", () => {
  const http = render("```http\nGET / HTTP/1.1\nAccept: text/html\n```\n").html;
  expect(http).toContain('<span class="code-block-language">HTTP</span>');
  expect(http).toContain('<span class="hljs-attribute">Accept</span>');
  expect(render("```nginx\nlocation / { try_files $uri =404; }\n```\n").html).toContain(
    "hljs-section",
  );
  const plain = render("```\nnpm start\n```\n").html;
  expect(plain).toContain('<span class="code-block-language">Code</span>');
  expect(plain).toContain('<pre tabindex="0"><code>npm start\n</code></pre>');
  const text = render("```text\nif (x) { y }\n```\n").html;
  expect(text).toContain('<span class="code-block-language">Text</span>');
  expect(text).not.toContain("hljs-");
  const unknown = render("```klingon\nQapla'\n```\n").html;
  expect(unknown).toContain('<span class="code-block-language">klingon</span>');
  expect(unknown).not.toContain('<span class="hljs-');
});

test("code inside a paragraph is left alone; the code's text is escaped, never run", () => {
  const { html } = render("Use `<script>` here.\n\n```html\n<script>alert(1)</script>\n```\n");
  expect(html).toContain("<p>Use <code>&#x3C;script></code> here.</p>");
  expect(html).not.toContain("<script>");
  expect(html).toContain('<span class="code-block-language">HTML</span>');
});
