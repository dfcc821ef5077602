import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { TOURNAMENT_PAGES, TOURNAMENTS } from "./features/tournaments/model/tournaments";

/**
 * A tournament microsite at /gaming/{id}: one layout (the tournament bar) around its pages, the
 * same route modules for every tournament (each reads which one from its address).
 */
function tournament(id: string) {
  const at = (page: string) => `routes/gaming/tournament/${page}.tsx`;
  return route(`gaming/${id}`, at("layout"), { id: `${id}-layout` }, [
    ...TOURNAMENT_PAGES.map(({ page }) =>
      page === ""
        ? index(at("home"), { id: `${id}-home` })
        : route(page, at(page), { id: `${id}-${page}` }),
    ),
    // The match centre: a page for every match, team and player (features/tournaments/model/addresses.ts makes their addresses).
    route("teams/:team", at("team"), { id: `${id}-team` }),
    route("players/:player", at("player"), { id: `${id}-player` }),
    route("matches/:year/:match", at("match"), { id: `${id}-match` }),
  ]);
}

export default [
  index("routes/home.tsx"),
  route("blogs", "routes/blogs/index.tsx"),
  route("blogs/:slug", "routes/blogs/post.tsx"),
  route("blogs/series/:series", "routes/blogs/series.tsx"),
  route("services", "routes/services.tsx"),
  route("shop", "routes/shop.tsx"),
  route("gaming", "routes/gaming.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("tv", "routes/tv.tsx"),
  route("search", "routes/search.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("disclaimer", "routes/legal/disclaimer.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/legal/terms-and-conditions.tsx"),
  ...TOURNAMENTS.map(({ id }) => tournament(id)),
  route("rss.xml", "routes/resources/feeds.ts", { id: "rss" }),
  route("sitemap.xml", "routes/resources/feeds.ts", { id: "sitemap" }),
  route("robots.txt", "routes/resources/feeds.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
