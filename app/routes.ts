import { type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("services", "routes/services.tsx"),
  route("shop", "routes/shop.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("disclaimer", "routes/legal/disclaimer.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/legal/terms-and-conditions.tsx"),
  route("theme", "routes/resources/theme.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
