import type { Hono } from "hono";
import { buildSitemapFile, buildSitemapIndex, robotsTxt, sitemapUrlLimit } from "../../app/modules/seo/sitemap.server.ts";
import type { Services } from "../../app/lib/services.server.ts";
import type { ApiEnv } from "../api/mount-api.ts";

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** /robots.txt, /sitemap.xml (an index) and /sitemaps/<section>-<n>.xml of at most `sitemapLimit` URLs each. */
export function mountSeoRoutes(app: Hono<ApiEnv>, services: Services, options: { sitemapLimit?: number } = {}): void {
  const limit = options.sitemapLimit ?? sitemapUrlLimit;
  const baseUrl = services.env.baseUrl;
  app.get("/robots.txt", (c) => c.text(robotsTxt(baseUrl), 200, { "Cache-Control": "public, max-age=3600" }));
  app.get("/sitemap.xml", async (c) => c.body(await buildSitemapIndex(services.db, baseUrl, limit), 200, xmlHeaders));
  app.get("/sitemaps/:file", async (c) => {
    const xml = await buildSitemapFile(services.db, baseUrl, c.req.param("file"), limit);
    return xml ? c.body(xml, 200, xmlHeaders) : c.text("Not found", 404);
  });
}
