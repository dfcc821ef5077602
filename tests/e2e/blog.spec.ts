import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  BRAND,
  DOCUMENT_404,
  enhanced,
  expect,
  holdRequests,
  seriousViolations,
  test,
} from "./fixtures";
import { contentSocialImageUrl } from "../helpers/images";
import { shippedPosts, SHIPPED_POSTS } from "../helpers/content";
import type { ViewCount } from "~/features/views/contract";
import { displayDate } from "~/features/blog/dates";
import { MONTH_NAMES } from "~/utils/months";
import { formatViews } from "~/features/views/format";
import { siteConfig } from "~/site.config";
import { pageRoutes } from "../helpers/page-routes";

const cards = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Blog posts" }).getByRole("listitem");

/** The content's own facts (the owner adds posts): how many, the second page's cards, the newest title. */
const POSTS = shippedPosts();
const ON_PAGE_TWO = Math.min(12, SHIPPED_POSTS - 12);
/** A year's month choices as the list offers them: "All", then "March (4)"… */
function monthChoices(year: string): string[] {
  const counts = new Map<number, number>();
  for (const post of POSTS)
    if (post.date.startsWith(`${year}-`)) {
      const month = Number(post.date.slice(5, 7));
      counts.set(month, (counts.get(month) ?? 0) + 1);
    }
  return [
    "All",
    ...[...counts]
      .sort(([a], [b]) => a - b)
      .map(([month, count]) => `${MONTH_NAMES[month - 1]} (${count})`),
  ];
}

test("the list: 12 per page, newest first, pages link on", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page).toHaveTitle(`${BRAND} - Blogs`);
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toContainText(POSTS[0]!.title.slice(0, 40));
  await expect(page.getByText(`${SHIPPED_POSTS} posts`)).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link", { name: "1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await pages.getByRole("link", { name: "2", exact: true }).click();
  await expect(cards(page)).toHaveCount(ON_PAGE_TWO);
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole("link", { name: "2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(cards(page)).toHaveCount(12);
});

test("page links work without JavaScript", async ({ browser, baseURL }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
  const plain = await noJs.newPage();
  await plain.goto(`${baseURL}/blogs?sort=oldest`);
  await plain
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: "Next page" })
    .click();
  await expect(plain).toHaveURL(/\/blogs\?sort=oldest&page=2$/);
  await expect(cards(plain)).toHaveCount(ON_PAGE_TWO);
  await expect(
    plain.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]'),
  ).toHaveText("2");
  await noJs.close();
});

test("search, category counts and sort", async ({ page }) => {
  await page.goto("/blogs");
  await enhanced(page);
  const category = page.getByLabel("Category");
  const options = await category.locator("option").allTextContents();
  expect(options[0]).toBe(`All (${SHIPPED_POSTS})`);
  expect(options.map((text) => text.replace(/ \(\d+\)/, ""))).toEqual([
    "All",
    "Technology",
    "Gaming",
    "Sports",
  ]);

  await page.getByLabel("Search blogs").fill("REVIEW");
  await expect(page).toHaveURL(/q=REVIEW/);
  // Two game reviews and the cricket post's "Decision Review System".
  await expect(cards(page)).toHaveCount(3);

  await page.getByLabel("Search blogs").fill("");
  await category.selectOption("Sports");
  await expect(page).toHaveURL(/category=Sports/);
  const sportsCount = Number(options.find((text) => text.startsWith("Sports"))!.match(/\d+/)![0]);
  await expect(cards(page)).toHaveCount(sportsCount);

  await page.getByText("Oldest", { exact: true }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(cards(page).first()).toContainText("Technology in Modern Sports");

  await page.getByLabel("Search blogs").fill("zzzz");
  await expect(page.getByText("No blog found")).toBeVisible();
});

test("year then month: months with counts, year change resets month, All Years hides it", async ({
  page,
}) => {
  await page.goto("/blogs");
  await enhanced(page);
  await expect(page.getByLabel("Month")).toHaveCount(0);
  const years = page.getByRole("navigation", { name: "Filter by year" });
  await expect(years.getByRole("link")).toHaveText(["All Years", "2025", "2024"]);

  await years.getByRole("link", { name: "2024" }).click();
  await expect(page).toHaveURL(/year=2024/);
  const month = page.getByLabel("Month");
  await expect(month.locator("option")).toHaveText([
    "All",
    "October (1)",
    "November (3)",
    "December (3)",
  ]);
  await month.selectOption({ label: "November (3)" });
  await expect(page).toHaveURL(/year=2024&month=11/);
  await expect(cards(page)).toHaveCount(3);

  await years.getByRole("link", { name: "2025" }).click();
  await expect(page).toHaveURL(/year=2025$/);
  await expect(page.getByLabel("Month")).toHaveValue("");
  await expect(page.getByLabel("Month").locator("option")).toHaveText(monthChoices("2025"));

  await years.getByRole("link", { name: "All Years" }).click();
  await expect(page.getByLabel("Month")).toHaveCount(0);
  await expect(page.getByText(`${SHIPPED_POSTS} posts`)).toBeVisible();

  await page.goBack();
  await expect(page.getByLabel("Month")).toBeVisible();
});

test("filters work without JavaScript and give the same results", async ({
  browser,
  baseURL,
  page,
}) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
  const plain = await noJs.newPage();
  await plain.goto(`${baseURL}/blogs`);
  await plain.getByLabel("Search blogs").fill("computing");
  await plain.getByLabel("Category").selectOption("Technology");
  await plain.getByRole("button", { name: "Apply" }).click();
  await expect(plain).toHaveURL(/q=computing&category=Technology/);
  const withoutJs = await plain
    .getByRole("list", { name: "Blog posts" })
    .getByRole("heading")
    .allTextContents();

  await plain.getByRole("link", { name: "2024" }).click();
  await plain.getByLabel("Month").selectOption({ label: "November (3)" });
  await plain.getByRole("button", { name: "Apply" }).click();
  await expect(plain).toHaveURL(/year=2024&month=11/);
  await noJs.close();

  await page.goto("/blogs?q=computing&category=Technology");
  const withJs = await cards(page).getByRole("heading").allTextContents();
  expect(withoutJs.length).toBeGreaterThan(1);
  expect(withoutJs).toEqual(withJs);
});

test("a post renders every block type, meta tags and JSON-LD", async ({ page }) => {
  const response = await page.goto("/blogs/how-processors-work");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(
    `${BRAND} - How Processors Work: Inside the Brain of Your Computer`,
  );
  // The post (the related posts at its end are articles too).
  const article = page.locator("article").first();
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(
    "How Processors Work: Inside the Brain of Your Computer",
  );
  await expect(article).toContainText("Technology");
  // No author line in the post: the site's author, as site.config.ts names them.
  await expect(article).toContainText(siteConfig.authorName);
  await expect(article).toContainText("18 Jan, 2025");
  await expect(article).toContainText("min read");
  for (const selector of ["h2", "ul li", "ol li", "strong", "figure img[alt]", "figcaption"]) {
    await expect(article.locator(`.prose-site ${selector}`).first()).toBeAttached();
  }
  const head = page.locator("head");
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const socialImage = contentSocialImageUrl("blog/how-processors-work");
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `https://voltverse.example.com${socialImage}`,
  );
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /CPU/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://voltverse.example.com/blogs/how-processors-work",
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: "How Processors Work: Inside the Brain of Your Computer",
    datePublished: "2025-01-18",
  });
  const image = await page.request.get(socialImage);
  expect(image.status()).toBe(200);

  await page.goto("/blogs/cloud-computing-explained");
  await expect(page.locator("article .prose-site h3").first()).toBeVisible();
  await page.goto("/blogs/green-computing-sustainable-tech");
  await expect(page.locator("article .prose-site abbr[title]").first()).toBeAttached();
  await expect(page.locator('article .prose-site a[href^="/blogs/"]').first()).toBeVisible();

  await page.goto("/blogs/forza-horizon-5-review");
  const video = page.locator("article video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video.locator("source")).toHaveAttribute("type", "video/mp4");
  await expect(page.locator("article figure figcaption").last()).toContainText("ten-second loop");
  const outside = page.locator('article .prose-site a[href^="http"]');
  for (const link of await outside.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("Recent Blogs: the 5 newest by date as 'title - date', plus a Blogs button; share and subscribe", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/blogs/cloud-computing-explained");
  await enhanced(page);
  const recent = page.getByRole("region", { name: "Recent Blogs" });
  const items = await recent.getByRole("listitem").allTextContents();
  const newestByDate = [...POSTS]
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, 5);
  expect(items).toEqual(newestByDate.map((post) => `${post.title} - ${displayDate(post.date)}`));
  await expect(recent.getByRole("link", { name: "Blogs", exact: true })).toHaveAttribute(
    "href",
    "/blogs",
  );
  await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
    "href",
    /sub_confirmation/,
  );
  const share = page.getByRole("region", { name: "Share" });
  await share.getByRole("button", { name: "Copy Link" }).click();
  await expect(share.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "https://voltverse.example.com/blogs/cloud-computing-explained",
  );
});

test.describe("unknown post", () => {
  test.use({ allowedConsoleErrors: DOCUMENT_404 });
  test("answers 404 with the post's not-found text", async ({ page }) => {
    const response = await page.goto("/blogs/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog post not found!" })).toBeVisible();
  });
});

test("home: typing animation, latest 5 by id, exclusive and discover links", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page).toHaveTitle(`${BRAND} - Home`);
  await enhanced(page);
  // Stop the page's clock from flowing with real time: each step below is then exactly one frame,
  // however slow the machine (a busy machine could otherwise skip frames between two samples).
  // (A second ahead of the page's time, so the flowing clock cannot pass it before the call lands.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const typed = page.locator("[data-words]");
  const seen = new Set<string>();
  // Where the typed text starts, and the line around it: neither may move while it types (no layout shift).
  const places = new Set<string>();
  for (let i = 0; i < 40; i += 1) {
    seen.add((await typed.textContent()) ?? "");
    places.add(
      await typed.evaluate((element) =>
        JSON.stringify([
          element.getBoundingClientRect().left,
          element.closest("p")!.getBoundingClientRect().toJSON(),
        ]),
      ),
    );
    await page.clock.runFor(100);
  }
  expect(places.size).toBe(1);
  expect(seen.has("B")).toBe(true);
  expect(seen.has("Bl")).toBe(true);
  expect(seen.has("Blogs")).toBe(true);
  expect(seen.has("S")).toBe(true);
  const latest = page.getByRole("list", { name: "Latest blog posts" }).getByRole("heading");
  await expect(latest).toHaveCount(5);
  await expect(latest.first()).toContainText(POSTS[0]!.title.slice(0, 40));
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: /Ultimate Clubs Cup/ })).toHaveAttribute(
    "href",
    "/gaming/ucc",
  );
  await expect(main.getByRole("link", { name: /Cricket Super Cup/ })).toHaveAttribute(
    "href",
    "/gaming/csc",
  );
  for (const href of ["/services", "/gaming", "/tv"])
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Blogs", exact: true }).last()).toHaveAttribute(
    "href",
    "/blogs",
  );
});

test("home shows static text for crawlers and when motion is reduced", async ({
  browser,
  baseURL,
  request,
}) => {
  const html = await (
    await request.get("/", { headers: { "User-Agent": "Googlebot/2.1" } })
  ).text();
  expect(html).toMatch(/data-words="Blogs,Services,Gaming"[^>]*>Blogs</);
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${baseURL}/`);
  await enhanced(page);
  await page.clock.runFor(1_000);
  await expect(page.locator("[data-words]")).toHaveText("Blogs");
  await context.close();
});

test("feeds and sitemap are well-formed with the counts the content and the routes decide", async ({
  page,
  request,
}) => {
  const rss = await request.get("/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  const sitemap = await request.get("/sitemap.xml");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://voltverse.example.com/sitemap.xml");
  await page.goto("/shop");
  const counts = await page.evaluate(
    ([rssXml, sitemapXml]) => {
      const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");
      const feed = parse(rssXml!);
      const map = parse(sitemapXml!);
      return {
        errors:
          feed.getElementsByTagName("parsererror").length +
          map.getElementsByTagName("parsererror").length,
        version: feed.documentElement.getAttribute("version"),
        items: feed.getElementsByTagName("item").length,
        firstLink: feed.querySelector("item > link")?.textContent,
        urls: map.getElementsByTagName("url").length,
        // The match centre's pages (a match, team or player of a tournament) come from the content's seasons.
        centre: [...map.getElementsByTagName("loc")].filter((loc) =>
          /\/gaming\/[a-z]+\/(matches|teams|players)\//.test(loc.textContent ?? ""),
        ).length,
        lastmods: map.getElementsByTagName("lastmod").length,
      };
    },
    [await rss.text(), await sitemap.text()],
  );
  // Every page of the route table without a parameter, a post per post, and the match centre's pages
  // (app/routes/resources/feeds.test.ts checks which, the centre's one by one, and their dates).
  const posts = readdirSync("content/blog").filter((name) => name.endsWith(".md")).length;
  const pages = pageRoutes().filter(({ pattern }) => !/[:*]/.test(pattern)).length;
  expect(counts).toMatchObject({
    errors: 0,
    version: "2.0",
    items: Math.min(20, posts),
    firstLink: `https://voltverse.example.com/blogs/${POSTS[0]!.slug}`,
  });
  expect(counts.centre).toBeGreaterThan(0);
  // A series' page per series the posts name.
  const series = new Set(POSTS.flatMap((post) => post.series ?? [])).size;
  expect(counts.urls).toBe(pages + posts + series + counts.centre);
  expect(counts.lastmods).toBeGreaterThanOrEqual(posts);
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    // The list filtered by a year (each route pattern's own page: templates.spec.ts).
    test("/blogs?year=2024 has no serious or critical axe violations", async ({ page }) => {
      await page.goto("/blogs?year=2024");
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

/** Resolves when the view counter's POST for `slug` has been answered (bounded by the test's own timeout). */
function postAnswered(page: Page, slug: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/views/${slug}`) && response.request().method() === "POST",
    { timeout: 0 },
  );
}

test.describe("view counter", () => {
  // Headless Chromium says "HeadlessChrome", which the counter rightly takes for a bot.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  });

  // Other tests (and other runs of these, with --repeat-each) view posts at the same time on the
  // same server: what this visitor did is read from the counter's answers to it, not from counts
  // taken before and after.
  test("opening a post counts one view and shows it; a reload within the window does not count again", async ({
    page,
  }) => {
    const slug = "quantum-computing-for-beginners";
    const counter = page.locator("[data-view-count]");
    // The count shows once the POST is answered (the behaviour loads after the page has painted):
    // wait for that answer, however long a busy machine takes to send it, then for the text.
    const [first] = await Promise.all([postAnswered(page, slug), page.goto(`/blogs/${slug}`)]);
    const counted = (await first.json()) as ViewCount;
    expect(counted).toMatchObject({ slug, counted: true });
    await expect(counter).toHaveText(formatViews(counted.views));
    const [again] = await Promise.all([postAnswered(page, slug), page.reload()]);
    const repeated = (await again.json()) as ViewCount;
    expect(repeated).toMatchObject({ slug, counted: false });
    expect(repeated.views).toBeGreaterThanOrEqual(counted.views);
    await expect(counter).toHaveText(formatViews(repeated.views));
  });

  test("a headless browser (a bot) sees the count but does not raise it", async ({
    browser,
    baseURL,
  }) => {
    const bot = await browser.newContext({ userAgent: "Mozilla/5.0 HeadlessChrome/156.0" });
    const page = await bot.newPage();
    const slug = "evolution-of-the-web";
    const [answer] = await Promise.all([
      postAnswered(page, slug),
      page.goto(`${baseURL}/blogs/${slug}`),
    ]);
    const seen = (await answer.json()) as ViewCount;
    expect(seen).toMatchObject({ slug, counted: false });
    await expect(page.locator("[data-view-count]")).toHaveText(formatViews(seen.views));
    await bot.close();
  });

  test("the dot before the count shows only with the count, never while it is unknown", async ({
    page,
  }) => {
    const { release } = await holdRequests(page, "**/api/views/*");
    await page.goto("/blogs/how-processors-work");
    const counter = page.locator("[data-view-count]");
    const separator = page.locator("[data-view-separator]");
    await expect(counter).toBeHidden();
    await expect(separator).toBeHidden();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    release();
    await expect(counter).toHaveText(/^[\d,]+ views?$/);
    await expect(separator).toBeVisible();
  });

  test("the count arriving moves nothing: its room is kept from the first paint, on a phone too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { release } = await holdRequests(page, "**/api/views/*");
    await page.goto("/blogs/how-processors-work");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    const cover = page.locator("article img").first();
    const before = await cover.boundingBox();
    release();
    await expect(page.locator("[data-view-count]")).toHaveText(/^[\d,]+ views?$/);
    await expect(page.locator("[data-view-count]")).toBeVisible();
    expect(await cover.boundingBox()).toEqual(before);
  });

  test("without JavaScript there is no count, no dot and no room kept for them", async ({
    browser,
    baseURL,
  }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    await noJs.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
    const page = await noJs.newPage();
    await page.goto(`${baseURL}/blogs/how-processors-work`);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    expect(await page.locator("[data-enhance=view-counter]").boundingBox()).toBeNull();
    await noJs.close();
  });

  test.describe("with the counter down", () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test("the post reads fine: no count and no dangling dot", async ({ page }) => {
      const answered = page.waitForResponse(
        (response) => response.url().includes("/api/views/") && response.status() === 503,
      );
      await page.route("**/api/views/*", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"error":"View counter unavailable"}',
        }),
      );
      await page.goto("/blogs/how-processors-work");
      await answered;
      await expect(page.locator("[data-view-count]")).toBeHidden();
      await expect(page.locator("[data-view-separator]")).toBeHidden();
    });
  });
});

test("Most viewed sorts the list by views", async ({ page, browser, baseURL }) => {
  // Two fresh visitors view one post: it must lead the Most viewed list.
  for (let i = 0; i < 2; i += 1) {
    const visitor = await browser.newContext();
    const response = await visitor.request.post(`${baseURL}/api/views/esports-and-data-analytics`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
    });
    expect(response.status()).toBe(200);
    await visitor.close();
  }
  await page.goto("/blogs");
  await enhanced(page);
  await page.getByText("Most viewed", { exact: true }).click();
  await expect(page).toHaveURL(/sort=popular/);
  await expect(cards(page).first()).toContainText("Esports and Data Analytics");
  await expect(cards(page).first()).toContainText(/\d+ views?/);
});
