// @vitest-environment happy-dom
import { expect, test } from "vitest";
import type { PostSummary } from "~/features/blog/filters";
import { robotsTxt, rssFeed, sitemap } from "./feeds";

const ORIGIN = "https://voltverse.test";

function post(id: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const day = String((id % 28) + 1).padStart(2, "0");
  return {
    id,
    title: `Post number ${id}`,
    slug: `post-${id}`,
    date: `2025-01-${day}`,
    dateLabel: `${day} Jan, 2025`,
    categories: ["Technology"],
    cover: `blog/post-${id}`,
    description: `Description of post ${id}.`,
    ...overrides,
  };
}

/**
 * Strict well-formedness check (happy-dom's parser is lenient about a bare "&" or "<"):
 * every tag closes in order, text holds no "<" and only known entities.
 */
function expectWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  for (const [token] of body.matchAll(/<[^<>]*>|[^<]+|</g)) {
    if (token === "<") throw new Error("bare < in text");
    if (!token.startsWith("<")) {
      expect(token.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/[&>]/);
      if (stack.length === 0) expect(token.trim()).toBe("");
      continue;
    }
    const tag =
      /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>$/.exec(
        token,
      );
    expect(tag, `malformed tag ${token}`).not.toBeNull();
    const [, closing, name, , selfClosing] = tag!;
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
}

function parse(xml: string): Document {
  return new DOMParser().parseFromString(xml, "application/xml");
}

test("the well-formedness check itself catches broken XML", () => {
  expect(() => expectWellFormed("<rss><a>x</b></rss>")).toThrow();
  expect(() => expectWellFormed("<rss><a>fish & chips</a></rss>")).toThrow();
  expect(() => expectWellFormed("<rss><a>1 < 2</a></rss>")).toThrow();
  expect(() => expectWellFormed("<rss><a>x</a>")).toThrow();
  expectWellFormed(
    '<?xml version="1.0"?>\n<rss version="2.0"><a href="x">fish &amp; chips</a><b/></rss>\n',
  );
});

test("rssFeed is well-formed RSS 2.0", () => {
  const xml = rssFeed({
    origin: ORIGIN,
    title: "Voltverse",
    description: "Tech, games & sport",
    posts: [post(1), post(2)],
  });
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expectWellFormed(xml);
  const root = parse(xml).documentElement;
  expect(root.nodeName).toBe("rss");
  expect(root.getAttribute("version")).toBe("2.0");
  const channel = root.getElementsByTagName("channel");
  expect(channel).toHaveLength(1);
  expect(channel[0]!.getElementsByTagName("title")[0]!.textContent).toBe("Voltverse");
  expect(xml).toContain("<description>Tech, games &amp; sport</description>");
  expect(xml).toContain(`<link>${ORIGIN}/blogs</link>`);
});

test("rssFeed holds at most 20 items, newest id first", () => {
  const posts = Array.from({ length: 25 }, (_, i) => post(((i * 7) % 25) + 1));
  expect(new Set(posts.map((p) => p.id)).size).toBe(25);
  const xml = rssFeed({ origin: ORIGIN, title: "Voltverse", description: "Posts", posts });
  expectWellFormed(xml);
  const items = [...parse(xml).getElementsByTagName("item")];
  expect(items).toHaveLength(20);
  const itemLinks = items.map((item) => item.getElementsByTagName("link")[0]!.textContent);
  expect(itemLinks).toEqual(Array.from({ length: 20 }, (_, i) => `${ORIGIN}/blogs/post-${25 - i}`));
});

test("rssFeed items carry absolute links, guid, date and categories", () => {
  const xml = rssFeed({
    origin: ORIGIN,
    title: "Voltverse",
    description: "Posts",
    posts: [
      post(3, {
        slug: "cloud-computing-explained",
        date: "2024-10-31",
        categories: ["Technology", "Sports"],
      }),
    ],
  });
  const item = parse(xml).getElementsByTagName("item")[0]!;
  expect(item.getElementsByTagName("link")[0]!.textContent).toBe(
    `${ORIGIN}/blogs/cloud-computing-explained`,
  );
  const guid = item.getElementsByTagName("guid")[0]!;
  expect(guid.textContent).toBe(`${ORIGIN}/blogs/cloud-computing-explained`);
  expect(guid.getAttribute("isPermaLink")).toBe("true");
  expect(item.getElementsByTagName("pubDate")[0]!.textContent).toBe(
    "Thu, 31 Oct 2024 12:00:00 GMT",
  );
  expect([...item.getElementsByTagName("category")].map((c) => c.textContent)).toEqual([
    "Technology",
    "Sports",
  ]);
});

test("a part of a series names it: a category whose domain is the series' page, and its part before the summary", () => {
  const xml = rssFeed({
    origin: ORIGIN,
    title: "Voltverse",
    description: "Posts",
    posts: [post(2, { series: { slug: "speed-q-a", name: "Speed Q&A", part: 2 } }), post(1)],
  });
  expectWellFormed(xml);
  const [part, plain] = [...parse(xml).getElementsByTagName("item")];
  const categories = [...part!.getElementsByTagName("category")];
  expect(categories.map((category) => category.textContent)).toEqual(["Technology", "Speed Q&A"]);
  expect(categories[1]!.getAttribute("domain")).toBe(`${ORIGIN}/blogs/series/speed-q-a`);
  expect(part!.getElementsByTagName("description")[0]!.textContent).toBe(
    "Speed Q&A, part 2: Description of post 2.",
  );
  expect(plain!.getElementsByTagName("category")).toHaveLength(1);
  expect(plain!.getElementsByTagName("description")[0]!.textContent).toBe("Description of post 1.");
});

test("rssFeed escapes & and < in titles and descriptions", () => {
  const xml = rssFeed({
    origin: ORIGIN,
    title: "Voltverse",
    description: "Posts",
    posts: [
      post(1, { title: "Fish & Chips <and> more", description: 'Says "a < b" & it\'s true' }),
    ],
  });
  expectWellFormed(xml);
  expect(xml).toContain("<title>Fish &amp; Chips &lt;and&gt; more</title>");
  expect(xml).not.toContain("Fish & Chips");
  expect(xml).not.toContain("<and>");
  const item = parse(xml).getElementsByTagName("item")[0]!;
  expect(item.getElementsByTagName("title")[0]!.textContent).toBe("Fish & Chips <and> more");
  expect(item.getElementsByTagName("description")[0]!.textContent).toBe(
    'Says "a < b" & it\'s true',
  );
});

test("rssFeed with no posts is still well-formed and has no items", () => {
  const xml = rssFeed({ origin: ORIGIN, title: "Voltverse", description: "Posts", posts: [] });
  expectWellFormed(xml);
  expect(parse(xml).getElementsByTagName("item")).toHaveLength(0);
  expect(xml).not.toContain("lastBuildDate");
});

test("sitemap has one url per entry, with its lastmod when it has one", () => {
  const xml = sitemap({
    origin: ORIGIN,
    entries: [
      { path: "/", lastmod: "2025-06-20" },
      { path: "/tv" },
      { path: "/blogs/first", lastmod: "2024-10-31" },
      { path: "/a?b&c" },
    ],
  });
  expectWellFormed(xml);
  const root = parse(xml).documentElement;
  expect(root.nodeName).toBe("urlset");
  expect(root.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = [...root.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent,
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent,
  }));
  expect(urls).toEqual([
    { loc: `${ORIGIN}/`, lastmod: "2025-06-20" },
    { loc: `${ORIGIN}/tv`, lastmod: undefined },
    { loc: `${ORIGIN}/blogs/first`, lastmod: "2024-10-31" },
    { loc: `${ORIGIN}/a?b&c`, lastmod: undefined },
  ]);
});

test("robotsTxt points to the sitemap", () => {
  const robots = robotsTxt(ORIGIN);
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
});
