import { expect, test } from "vitest";
import { appRouteTable } from "../../tests/helpers/route-table";
import { createPageCache } from "./index";
import { keptRefusal, tooManyPages } from "./too-many";

test("the 429 page is rendered once per theme and kept, status 429 and no-store whatever the route said", async () => {
  const cache = createPageCache(1_000_000);
  const rendered: string[] = [];
  const tooMany = tooManyPages(cache, (path, theme) => {
    rendered.push(`${theme} ${path}`);
    return Promise.resolve(
      new Response(`too many (${theme})`, {
        headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=300" },
      }),
    );
  });
  // Asked for together: one render.
  const [first, second] = await Promise.all([
    tooMany("/search", "light"),
    tooMany("/search", "light"),
  ]);
  expect(second).toBe(first);
  expect(first.status).toBe(429);
  expect(first.identity.toString()).toBe("too many (light)");
  expect(first.headers).toContainEqual(["cache-control", "no-store"]);
  expect(first.headers.filter(([name]) => name === "cache-control")).toHaveLength(1);
  expect(await tooMany("/search", "light")).toBe(first);
  await tooMany("/search", "dark");
  expect(rendered).toEqual(["light /search", "dark /search"]);
  // A reload empties the cache: the page is rendered again from the new content.
  cache.clear();
  await tooMany("/search", "light");
  expect(rendered).toHaveLength(3);
});

test("the hit path finds the kept 429 page for a search not in the cache, for its theme; for no other page", async () => {
  const routes = await appRouteTable();
  const cache = createPageCache(1_000_000);
  const tooMany = tooManyPages(cache, (_path, theme) =>
    Promise.resolve(
      new Response(`too many (${theme})`, { headers: { "Content-Type": "text/html" } }),
    ),
  );
  // Nothing kept yet: the page handler renders it.
  expect(keptRefusal(cache, "/search?q=anything", undefined, routes)).toBeUndefined();
  const light = await tooMany("/search", "light");
  expect(keptRefusal(cache, "/search?q=anything", undefined, routes)).toBe(light);
  expect(keptRefusal(cache, "/search?q=other&page=2", "theme=light", routes)).toBe(light);
  // Another theme's page is its own; other routes are not rate-limited; other spellings are redirected first.
  expect(keptRefusal(cache, "/search?q=anything", "theme=dark", routes)).toBeUndefined();
  for (const target of ["/blogs?q=anything", "/no-such-page", "//search?q=a", "/SEARCH?q=a"])
    expect(keptRefusal(cache, target, undefined, routes), target).toBeUndefined();
});
