import { expect, test } from "vitest";
import { siteConfig } from "~/site.config";
import {
  ALL_CATEGORIES,
  filterServices,
  orderLink,
  parseServiceFilter,
  serviceCategories,
  type Service,
} from "./services";
import { servicesContent } from "./services.server";

const sample: Service[] = [
  {
    title: "Logo Design",
    description: "d",
    image: "i",
    category: "Design",
    orderbtn: true,
    price: 5,
    discountPrice: 3,
    fiverrorderbtn: "https://x.test/a",
  },
  {
    title: "Landing Page",
    description: "d",
    image: "i",
    category: "Web",
    orderbtn: true,
    price: 10,
    discountPrice: 8,
    fiverrorderbtn: "https://x.test/b",
  },
];

test("All and an empty search show everything", () => {
  expect(filterServices(sample, "", ALL_CATEGORIES)).toHaveLength(2);
});

test("search is a case-insensitive substring of the title", () => {
  expect(filterServices(sample, "LOGO", ALL_CATEGORIES).map((s) => s.title)).toEqual([
    "Logo Design",
  ]);
  expect(filterServices(sample, "page", ALL_CATEGORIES).map((s) => s.title)).toEqual([
    "Landing Page",
  ]);
  expect(filterServices(sample, "design", ALL_CATEGORIES).map((s) => s.title)).toEqual([
    "Logo Design",
  ]);
});

test("category must match exactly unless it is All", () => {
  expect(filterServices(sample, "", "Web").map((s) => s.title)).toEqual(["Landing Page"]);
  expect(filterServices(sample, "logo", "Web")).toEqual([]);
});

test("the shipped services: two entries with their prices, ordered on the marketplace profile", () => {
  const { services: SERVICES, categories } = servicesContent();
  expect(SERVICES.map((s) => [s.category, s.price, s.discountPrice])).toEqual([
    ["Graphic Design (Thumbnail)", 5, 3],
    ["Website Development", 10, 8],
  ]);
  expect(categories).toEqual(["All", "Graphic Design (Thumbnail)", "Website Development"]);
  expect(SERVICES.map((s) => s.fiverrorderbtn)).toEqual([
    `${siteConfig.marketplaceProfileUrl}/thumbnail-design`,
    `${siteConfig.marketplaceProfileUrl}/website-development`,
  ]);
});

test("an order link is an https address, or a path on the marketplace profile written once in site.config.ts", () => {
  expect(orderLink("https://elsewhere.example/x")).toBe("https://elsewhere.example/x");
  expect(orderLink("/logo-design")).toBe(`${siteConfig.marketplaceProfileUrl}/logo-design`);
});

test("URL parsing: unknown category falls back to All, long text is cut", () => {
  const categories = serviceCategories(sample);
  expect(parseServiceFilter(new URLSearchParams("category=Nope&q=x"), categories)).toEqual({
    q: "x",
    category: "All",
  });
  expect(parseServiceFilter(new URLSearchParams("category=Web"), categories)).toEqual({
    q: "",
    category: "Web",
  });
  expect(
    parseServiceFilter(new URLSearchParams(`q=${"a".repeat(500)}`), categories).q,
  ).toHaveLength(100);
});
