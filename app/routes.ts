import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("set-language", "routes/set-language.ts"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/info-page.tsx", { id: "about" }),
  route("privacy", "routes/info-page.tsx", { id: "privacy" }),
  route("terms", "routes/info-page.tsx", { id: "terms" }),
  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("user/profile", "routes/user/profile.tsx"),
  route("user/notifications", "routes/user/notifications.tsx"),
  route("admin", "routes/admin/index.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
