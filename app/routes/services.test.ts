import { expect, test, vi } from "vitest";
import { loaderArgs } from "../../tests/helpers/routes";
import { loader } from "./services";

// Loaders build absolute addresses from PUBLIC_ORIGIN (read on first use, so set before any test runs).
vi.stubEnv("PUBLIC_ORIGIN", "https://voltverse.example.com");

const load = (query = "") => loader(loaderArgs(`/services${query}`));

test("no filter: every service, All first among the categories, the share link absolute", () => {
  const data = load();
  expect(data.filter).toEqual({ q: "", category: "All" });
  expect(data.categories).toEqual(["All", "Graphic Design (Thumbnail)", "Website Development"]);
  expect(data.services).toHaveLength(2);
  expect(data.shareUrl).toBe("https://voltverse.example.com/services");
  expect(data.slides.length).toBeGreaterThan(0);
});

test("the search and the category come from the URL and combine", () => {
  expect(load("?q=WEBSITE").services.map((service) => service.title)).toEqual([
    "Website Development",
  ]);
  expect(
    load("?category=Graphic+Design+(Thumbnail)").services.map((service) => service.title),
  ).toEqual(["Graphic Design (Thumbnail)"]);
  expect(load("?q=website&category=Graphic+Design+(Thumbnail)").services).toEqual([]);
});

test("an unknown category falls back to All", () => {
  const data = load("?category=Plumbing");
  expect(data.filter.category).toBe("All");
  expect(data.services).toHaveLength(2);
});
