import express from "express";
import { expect, test } from "vitest";
import { appRouteTable } from "../../tests/helpers/route-table";
import { resolveAddress } from "~/features/cache/not-found.server";
import {
  cachedPage,
  cacheLifetime,
  createPageCache,
  pageHandler,
  pageKey as pageKeyWith,
  redirectTarget,
} from "./index";
import { createCachedPage } from "./page";

const routes = await appRouteTable();
const pageKey = (target: string, cookie: string | undefined) => pageKeyWith(target, cookie, routes);

const shared = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

test("only public pages (200 or 404) that set no cookie are kept, for their s-maxage", () => {
  expect(cacheLifetime(new Response("x", { headers: { "Cache-Control": shared } }))).toBe(300);
  expect(
    cacheLifetime(new Response("x", { status: 404, headers: { "Cache-Control": shared } })),
  ).toBe(300);
  expect(
    cacheLifetime(new Response("x", { headers: { "Cache-Control": shared, "Set-Cookie": "a=1" } })),
  ).toBeUndefined();
  expect(
    cacheLifetime(new Response("x", { headers: { "Cache-Control": "private, no-cache" } })),
  ).toBeUndefined();
  expect(
    cacheLifetime(new Response("x", { headers: { "Cache-Control": "public, max-age=3600" } })),
  ).toBeUndefined();
  expect(
    cacheLifetime(new Response("x", { status: 500, headers: { "Cache-Control": shared } })),
  ).toBeUndefined();
  expect(
    cacheLifetime(
      new Response(null, { status: 302, headers: { "Cache-Control": shared, Location: "/" } }),
    ),
  ).toBeUndefined();
  expect(cacheLifetime(new Response("x"))).toBeUndefined();
});

test("keys: theme variant plus canonical address", () => {
  expect(pageKey("/blogs?page=1&q=a&x=1", undefined)).toBe("light|/blogs?q=a");
  expect(pageKey("/blogs?q=a", "vv_seen=1; theme=dark")).toBe("dark|/blogs?q=a");
  expect(pageKey("/shop?utm=1", "theme=purple")).toBe("light|/shop");
});

test("a target whose path is not canonical has no key: it is redirected, never rendered or served under another path's key", () => {
  // Found by the fuzz test: "/x/../healthz" rendered the 404 page and cached it as "/healthz".
  for (const target of ["/x/../healthz", "/%2e%2e/api/tv/GTA", "//blogs", "/blogs/./", "/a/..//b"])
    expect(pageKey(target, undefined), target).toBeUndefined();
  expect(redirectTarget("/x/../healthz", "/healthz")).toBe("/healthz");
  expect(redirectTarget("//blogs?q=a&x=1", "/blogs?q=a")).toBe("/blogs?q=a");
  expect(redirectTarget("/blogs?q=a&x=1", "/blogs?q=a")).toBeUndefined();
  // Other spellings of a page's path are redirected too, never cached under their own key.
  for (const target of ["/blogs/", "/blog%73", "/blogs//"]) {
    expect(pageKey(target, undefined), target).toBeUndefined();
    expect(redirectTarget(target, "/blogs"), target).toBe("/blogs");
  }
});

test("variants (queries, 404s) have their own budget: a flood of them never evicts a plain page", async () => {
  const cache = createPageCache(400_000);
  const page = (status: number) =>
    createCachedPage(status, [], Buffer.from("x".repeat(20_000)), 60);
  cache.store("light|/shop", await page(200));
  for (let i = 0; i < 200; i += 1) cache.store(`light|/blogs?q=${i}`, await page(200));
  for (let i = 0; i < 200; i += 1) cache.store(`light|/nope-${i}`, await page(404));
  expect(cache.lookup("light|/shop")).toBeDefined();
  expect(cache.stats().bytes).toBeLessThanOrEqual(400_000);
  expect(cache.lookup("light|/blogs?q=0")).toBeUndefined();
  expect(cache.lookup("light|/nope-199")).toBeDefined();
});

test("an entry past its lifetime is gone", async () => {
  const cache = createPageCache(1_000_000);
  cache.store("light|/", await createCachedPage(200, [], Buffer.from("x"), 60, 0));
  expect(cache.lookup("light|/", 59_000)).toBeDefined();
  expect(cache.lookup("light|/", 60_000)).toBeUndefined();
  expect(cache.stats().entries).toBe(0);
});

test("a page whose render began before the cache was cleared (a content reload) is answered but not kept; later requests render afresh", async () => {
  const cache = createPageCache(1_000_000);
  const renders: { resolve: (body: string) => void }[] = [];
  const render = () =>
    new Promise<Response>((resolve) =>
      renders.push({
        resolve: (body) =>
          resolve(
            new Response(body, {
              headers: { "Content-Type": "text/html", "Cache-Control": shared },
            }),
          ),
      }),
    );
  const app = express().use(
    pageHandler({ cache, render, routes: () => Promise.resolve(routes), baseHeaders: () => [] }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/shop`;
  try {
    const before = fetch(url).then((response) => response.text());
    while (renders.length < 1) await new Promise((resolve) => setImmediate(resolve));
    cache.clear();
    // A request after the clear does not join the render of what was cleared.
    const after = fetch(url).then((response) => response.text());
    while (renders.length < 2) await new Promise((resolve) => setImmediate(resolve));
    renders[0]!.resolve("old content");
    expect(await before).toBe("old content");
    expect(cache.lookup("light|/shop")).toBeUndefined();
    renders[1]!.resolve("new content");
    expect(await after).toBe("new content");
    expect(cache.lookup("light|/shop")?.identity.toString()).toBe("new content");
  } finally {
    server.close();
  }
});

test('a made-up address the page handler has answered with the shared "not found" page is answered from the cache after; what the page handler never sees is not', async () => {
  const cache = createPageCache(1_000_000);
  let renders = 0;
  const render = () => {
    renders += 1;
    return Promise.resolve(
      new Response(`not found ${renders}`, {
        status: 404,
        headers: { "Content-Type": "text/html", "Cache-Control": shared },
      }),
    );
  };
  const app = express()
    // Answered before the pages, as the server's health check and APIs are: the routes would call it "not found".
    .get("/healthz", (_req, res) => void res.json({ status: "ok" }))
    .use(
      pageHandler({
        cache,
        render,
        routes: () => Promise.resolve(routes),
        resolve: (canonical) => Promise.resolve(resolveAddress(routes, canonical)),
        baseHeaders: () => [],
      }),
    );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // The server's fast path looks each request up first; what it does not answer, Express does.
  const request = async (target: string) => {
    const fast = cachedPage(cache, target, undefined, routes);
    if (fast) return fast;
    await fetch(`${url}${target}`);
    return undefined;
  };
  try {
    expect(await request("/no-such-page")).toBeUndefined();
    expect(renders).toBe(1);
    // Answered once by the page handler with the shared page: from the cache from now on.
    for (let i = 0; i < 3; i += 1)
      expect((await request("/no-such-page"))?.identity.toString()).toBe("not found 1");
    // Another made-up address goes to the page handler once, which answers it with the same page.
    expect(await request("/another/made-up/path?x=1")).toBeUndefined();
    expect((await request("/another/made-up/path?x=1"))?.identity.toString()).toBe("not found 1");
    expect(renders).toBe(1);
    // A post that does not exist shares its own route's page.
    await request("/blogs/no-such-post");
    await request("/blogs/another-missing-post");
    expect((await request("/blogs/another-missing-post"))?.identity.toString()).toBe("not found 2");
    // What is answered before the page handler is never answered from the cache, though the routes would call it "not found".
    for (let i = 0; i < 3; i += 1) expect(await request("/healthz")).toBeUndefined();
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
    // Each theme has its own page; a real page not cached yet is not answered here.
    expect(cachedPage(cache, "/no-such-page", "theme=dark", routes)).toBeUndefined();
    expect(cachedPage(cache, "/shop", undefined, routes)).toBeUndefined();
    expect(renders).toBe(2);
  } finally {
    server.close();
  }
});
