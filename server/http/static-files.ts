import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
const compressible = new Set([".js", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml"]);

interface Entry {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves build/client: hashed /assets/* immutable for a year, other files for an hour.
 * Text files are compressed once at the strongest settings (brotli 11, gzip 9) and kept in memory,
 * so the shipped JavaScript is as small as it can be without per-request cost
 * (scripts/js-budget-lib.ts counts a page's scripts as sent here).
 */
export function staticFiles(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  const cache = new Map<string, Promise<Entry | null>>();
  const load = (relative: string) => {
    let entry = cache.get(relative);
    if (!entry) {
      entry = (async () => {
        const file = path.join(base, relative);
        if (!file.startsWith(base + path.sep)) return null;
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return null;
        const body = await readFile(file);
        if (!compressible.has(path.extname(file))) return { body };
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipAsync(body, { level: 9 }),
        ]);
        // Small files too (a page loads several scripts under 1 KB, each half its size packed);
        // an encoding is kept only when it is smaller than the file.
        return { body, br: br.length < body.length ? br : undefined, gzip: gz.length < body.length ? gz : undefined };
      })();
      cache.set(relative, entry);
      // Only files are kept: a miss is forgotten, so a visitor asking for made-up paths grows nothing.
      void entry.then((found) => {
        if (!found) cache.delete(relative);
      });
    }
    return entry;
  };
  // Warm the cache for the hashed assets in the background.
  void readdir(path.join(base, "assets"))
    .then((names) => Promise.all(names.map((name) => load(`/assets/${name}`))))
    .catch(() => {});
  return async (c, next) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (relative === "/" || relative.includes("..") || !/\.[a-z0-9]+$/i.test(relative)) return next();
    const entry = await load(relative);
    if (!entry) return next();
    const accept = c.req.header("accept-encoding") ?? "";
    const headers: Record<string, string> = {
      "Content-Type": types[path.extname(relative).toLowerCase()] ?? "application/octet-stream",
      "Cache-Control": relative.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    };
    if (entry.br || entry.gzip) headers.Vary = "Accept-Encoding";
    const [body, encoding] =
      entry.br && /\bbr\b/.test(accept)
        ? [entry.br, "br"]
        : entry.gzip && /\bgzip\b/.test(accept)
          ? [entry.gzip, "gzip"]
          : [entry.body, null];
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.length);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
