import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("blogs", "routes/blogs/index.tsx"),
  route("blogs/:slug", "routes/blogs/post.tsx"),
  route("services", "routes/services.tsx"),
  route("shop", "routes/shop.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("tv", "routes/tv.tsx"),
  route("disclaimer", "routes/legal/disclaimer.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/legal/terms-and-conditions.tsx"),
  route("rss.xml", "routes/resources/feeds.ts", { id: "rss" }),
  route("sitemap.xml", "routes/resources/feeds.ts", { id: "sitemap" }),
  route("robots.txt", "routes/resources/feeds.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
