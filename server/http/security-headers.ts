import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export interface SecurityOptions {
  /** Relaxes the policy for Vite's dev server (HMR websocket, inline preambles). */
  development: boolean;
  /** Extra image origins (map tiles, S3 public URL). */
  imageOrigins: string[];
}

/**
 * CSP with a per-request nonce for the hydration scripts, and the other hardening headers. A
 * page served from the page cache names its inline scripts by hash instead (`cspScriptHashes`):
 * its body carries the nonce of the request that rendered it, which no other answer accepts.
 */
export function securityHeaders(
  options: SecurityOptions,
): MiddlewareHandler<{ Variables: { cspNonce: string; cspScriptHashes?: string[] } }> {
  // The policy but its script sources, written once: each answer of a page adds those.
  const images = ["'self'", "data:", "blob:", ...options.imageOrigins].join(" ");
  const connect = options.development ? "'self' ws: wss:" : "'self'";
  const afterScripts = [
    "",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return async (c, next) => {
    // Only the pages write inline scripts: the API's answers (its HTML docs included) need no nonce.
    const nonce = c.req.path.startsWith("/api/") ? null : randomBytes(16).toString("base64");
    if (nonce) c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    if (!headers.has("content-security-policy") && (headers.get("content-type") ?? "").startsWith("text/html")) {
      const hashes = c.get("cspScriptHashes");
      const scripts = options.development
        ? "'self' 'unsafe-inline' 'unsafe-eval'"
        : hashes
          ? ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(" ")
          : nonce
            ? `'self' 'nonce-${nonce}'`
            : "'self'";
      headers.set("Content-Security-Policy", `default-src 'self'; script-src ${scripts}${afterScripts}`);
    }
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    // A response may relax it (Google sign-in's popup keeps its opener).
    if (!headers.has("Cross-Origin-Opener-Policy")) headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    headers.set("Permissions-Policy", "camera=(), microphone=(self), geolocation=(self), payment=(self)");
  };
}
