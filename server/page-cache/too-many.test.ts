import { expect, test } from "vitest";
import { createPageCache } from "./index";
import { tooManyPages } from "./too-many";

test("the 429 page is rendered once per theme and kept, status 429 and no-store whatever the route said", async () => {
  const cache = createPageCache(1_000_000);
  const rendered: string[] = [];
  const tooMany = tooManyPages(cache, (path, theme) => {
    rendered.push(`${theme} ${path}`);
    return Promise.resolve(new Response(`too many (${theme})`, { headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=300" } }));
  });
  // Asked for together: one render.
  const [first, second] = await Promise.all([tooMany("light|too-many /search", "/search", "light"), tooMany("light|too-many /search", "/search", "light")]);
  expect(second).toBe(first);
  expect(first.status).toBe(429);
  expect(first.identity.toString()).toBe("too many (light)");
  expect(first.headers).toContainEqual(["cache-control", "no-store"]);
  expect(first.headers.filter(([name]) => name === "cache-control")).toHaveLength(1);
  expect(await tooMany("light|too-many /search", "/search", "light")).toBe(first);
  await tooMany("dark|too-many /search", "/search", "dark");
  expect(rendered).toEqual(["light /search", "dark /search"]);
  // A reload empties the cache: the page is rendered again from the new content.
  cache.clear();
  await tooMany("light|too-many /search", "/search", "light");
  expect(rendered).toHaveLength(3);
});
