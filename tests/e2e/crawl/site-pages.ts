import { pageRoutes } from "../../helpers/page-routes";

/** A sitemap's addresses as paths on this server. */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
}

/**
 * The choices a page's main part links to: a tournament page's years, groups, metrics and views
 * (a link to a part of one, #knockouts, is the same page).
 */
function choiceLinks(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<a\b[^>]*\bhref="(\/gaming\/[^"#]*\?[^"#]*)/g)].map(([, href]) =>
    href!.replaceAll("&amp;", "&"),
  );
}

/** How many pages' HTML are asked for at once while the list is made. */
const AT_ONCE = 8;

/**
 * Every page the crawl renders, with its HTML as the server sends it: every page of the sitemap
 * (so every page the site has, every post and every match, team and player page included), then
 * every choice those pages link to (each year, group, metric and view of a tournament page is a
 * page of its own), found in that HTML. The order is the same on every run and in every worker.
 */
export async function crawlSite(origin: string): Promise<Map<string, string>> {
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const queue = sitemapPaths(await sitemap.text());
  const site = new Map<string, string>();
  const seen = new Set(queue);
  for (let start = 0; start < queue.length; start += AT_ONCE) {
    const batch = queue.slice(start, start + AT_ONCE);
    const pages = await Promise.all(
      batch.map(async (path) => (await fetch(`${origin}${path}`)).text()),
    );
    batch.forEach((path, index) => site.set(path, pages[index]!));
    for (const href of pages.flatMap(choiceLinks)) {
      if (seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return site;
}

/** The route table's patterns as expressions over a path (a parameter is one segment). */
const PATTERNS = pageRoutes()
  .filter(({ pattern }) => pattern !== "/*")
  .map(({ pattern }) => ({
    pattern,
    match: new RegExp(`^${pattern.replace(/:[a-z]+/gi, "[^/]+")}$`),
  }));

/** The route pattern a page's address belongs to ("/*" for one no route names). */
function routePattern(path: string): string {
  const { pathname } = new URL(path, "http://localhost");
  return PATTERNS.find(({ match }) => match.test(pathname))?.pattern ?? "/*";
}

/**
 * The crawl's pages in `count` parts of about the same size, for as many tests that run in
 * parallel. A route pattern's pages stay together unless they are more than a part holds (a
 * pattern's checks that add up over its pages, such as "some cricket card has an Econ column",
 * then see all of them); the largest pieces go first, each to the emptiest part.
 */
export function crawlParts(pages: string[], count: number): string[][] {
  const size = Math.ceil(pages.length / count);
  const byPattern = new Map<string, string[]>();
  for (const path of pages) {
    const pattern = routePattern(path);
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), path]);
  }
  const pieces = [...byPattern.values()].flatMap((group) => {
    const split: string[][] = [];
    for (let start = 0; start < group.length; start += size)
      split.push(group.slice(start, start + size));
    return split;
  });
  pieces.sort((a, b) => b.length - a.length);
  const parts: string[][] = Array.from({ length: count }, () => []);
  for (const piece of pieces) {
    const emptiest = parts.reduce((least, part) => (part.length < least.length ? part : least));
    emptiest.push(...piece);
  }
  return parts;
}
