import { pagePath } from "./return-to.ts";

/**
 * Only paths on this site may be redirect targets. The target is resolved the way a browser
 * would (which reads "//x", "/\\x" and "/\t/x" as another host) and kept only when it stays on
 * the same origin, named as the page (pagePath: never a data request's `.data` or `_routes`).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  const origin = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  return url.origin === origin ? pagePath(target) : fallback;
}
