// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { loaderArgs, stubLoader } from "../../../tests/helpers/routes";
import { allPostSummaries } from "~/features/blog/posts.server";
import PostPage, { ErrorBoundary, loader } from "./post";

const ORIGIN = "https://voltverse.example.com";
// Loaders build absolute addresses from PUBLIC_ORIGIN (read on first use, so set before any test runs).
vi.stubEnv("PUBLIC_ORIGIN", ORIGIN);
afterEach(cleanup);

const SLUG = "how-processors-work";

test("a known slug: the post, its absolute address and social image, and five recent posts", async () => {
  const data = await loader(loaderArgs(`/blogs/${SLUG}`, { slug: SLUG }));
  expect(data.post).toMatchObject({
    slug: SLUG,
    title: expect.stringContaining("How Processors Work"),
  });
  expect(data.post.html).toContain("<p>");
  expect(data.url).toBe(`${ORIGIN}/blogs/${SLUG}`);
  // The cover's share image, named with the hash of what it was rendered from.
  expect(data.socialImage).toMatch(
    new RegExp(`^${ORIGIN}/images/${data.post.cover}\\.[0-9a-f]{8}\\.jpg$`),
  );
  expect(data.recent).toHaveLength(5);
  expect(Object.keys(data.recent[0]!).sort()).toEqual(["dateLabel", "slug", "title"]);
});

test("an unknown slug throws a 404 with the post's not-found text", async () => {
  await expect(
    loader(loaderArgs("/blogs/no-such-post", { slug: "no-such-post" })),
  ).rejects.toMatchObject({ init: { status: 404 }, data: "Blog post not found!" });
});

function renderPost(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/blogs/:slug",
      Component: PostPage,
      ErrorBoundary,
      HydrateFallback: () => null,
      loader: stubLoader(loader),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

test("the page shows the post; the dot before the count is part of the counter, invisible with it", async () => {
  renderPost(`/blogs/${SLUG}`);
  await screen.findByRole("heading", { level: 1, name: /How Processors Work/ });
  const counter = document.querySelector<HTMLElement>("[data-enhance=view-counter]")!;
  const separator = document.querySelector<HTMLElement>("[data-view-separator]")!;
  expect(counter.contains(separator)).toBe(true);
  expect(counter.hasAttribute("data-shown")).toBe(false);
  // It sits in the post's details row, after the reading time.
  expect(counter.parentElement!.textContent).toMatch(/min read·$/);
});

test("an unknown slug shows the post page's own not-found text", async () => {
  renderPost("/blogs/no-such-post");
  expect(
    await screen.findByRole("heading", { level: 1, name: "Blog post not found!" }),
  ).toBeTruthy();
});

test("a post of a series: its place, related posts and its neighbours by date", async () => {
  const part = allPostSummaries().find((post) => post.series?.part === 2)!;
  const { reading } = await loader(loaderArgs(`/blogs/${part.slug}`, { slug: part.slug }));
  expect(reading.series).toMatchObject({
    name: part.series!.name,
    href: `/blogs/series/${part.series!.slug}`,
    label: expect.stringMatching(/^Part 2 of \d+$/),
  });
  expect(reading.series!.parts.filter((one) => one.current).map((one) => one.slug)).toEqual([
    part.slug,
  ]);
  expect(reading.related).toHaveLength(3);
  expect(reading.related.map((post) => post.slug)).not.toContain(part.slug);
  expect(reading.previous!.slug).not.toBe(reading.next?.slug);
});

test("the page shows the contents of a post with three sections or more, beside it and in a <details>", async () => {
  renderPost(`/blogs/${SLUG}`);
  await screen.findByRole("heading", { level: 1, name: /How Processors Work/ });
  const details = document.querySelector("details[data-contents]")!;
  const side = screen.getByRole("navigation", { name: "On this page" });
  const sections = [...document.querySelectorAll(".prose-site :is(h2, h3)")].map((h) => `#${h.id}`);
  expect(sections.length).toBeGreaterThanOrEqual(3);
  for (const list of [details, side])
    expect([...list.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(sections);
  expect(screen.getByRole("navigation", { name: "Previous and next posts" })).toBeTruthy();
  expect(screen.getByRole("heading", { level: 2, name: "Related posts" })).toBeTruthy();
});
