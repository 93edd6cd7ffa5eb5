import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("set-language", "routes/set-language.ts"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/info-page.tsx", { id: "about" }),
  route("privacy", "routes/info-page.tsx", { id: "privacy" }),
  route("terms", "routes/info-page.tsx", { id: "terms" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
