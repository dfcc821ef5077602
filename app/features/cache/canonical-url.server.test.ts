import { expect, test } from "vitest";
import { canonicalUrl } from "./canonical-url.server";

test("pages that read no query drop it all", () => {
  expect(canonicalUrl("/shop?utm_source=x&a=1")).toBe("/shop");
  expect(canonicalUrl("/blogs/how-processors-work?fbclid=1")).toBe("/blogs/how-processors-work");
  expect(canonicalUrl("/")).toBe("/");
});

test("/blogs keeps its filters in one order, without defaults or junk", () => {
  expect(canonicalUrl("/blogs?q=a")).toBe("/blogs?q=a");
  expect(canonicalUrl("/blogs?page=1&q=a")).toBe("/blogs?q=a");
  expect(canonicalUrl("/blogs?q=a&junk=1&sort=latest&category=All")).toBe("/blogs?q=a");
  expect(canonicalUrl("/blogs?year=2025&category=Gaming&month=3&sort=oldest&page=2")).toBe("/blogs?category=Gaming&sort=oldest&year=2025&month=3&page=2");
  expect(canonicalUrl("/blogs?month=3")).toBe("/blogs");
  expect(canonicalUrl("/blogs?category=Nope&sort=sideways&page=-4")).toBe("/blogs");
});

test("/services keeps its search and a known category", () => {
  expect(canonicalUrl("/services?category=All&q=")).toBe("/services");
  expect(canonicalUrl("/services?category=Website%20Development&x=1")).toBe("/services?category=Website+Development");
  expect(canonicalUrl("/services?category=Nope")).toBe("/services");
});

test("odd targets: percent-escapes are kept, dot segments resolved, nothing throws", () => {
  expect(canonicalUrl("/a/../shop")).toBe("/shop");
  expect(canonicalUrl("/%E0%A4%A?x")).toBe("/%E0%A4%A");
  expect(canonicalUrl("/blogs?q=%ff")).toBe("/blogs?q=%EF%BF%BD");
});

test("/tv keeps a channel, upper case; MIX is the bare page; an unknown one stays so it answers 404", () => {
  expect(canonicalUrl("/tv")).toBe("/tv");
  expect(canonicalUrl("/tv?channel=MIX&utm_source=x")).toBe("/tv");
  expect(canonicalUrl("/tv?channel=")).toBe("/tv");
  expect(canonicalUrl("/tv?channel=gta")).toBe("/tv?channel=GTA");
  expect(canonicalUrl("/tv?x=1&channel=UCC")).toBe("/tv?channel=UCC");
  expect(canonicalUrl("/tv?channel=nope")).toBe("/tv?channel=nope");
});
