import { asc, count, countDistinct, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { articles, categories, projects, properties, wards } from "../../../db/schema/index.ts";
import { publicProjectCondition } from "../projects/public-condition.server.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { siteLanguageCodes } from "../../lib/i18n/index.ts";
import { localizedUrl } from "../../lib/seo/alternates.ts";
import { sitePaths, staticPaths } from "../../lib/seo/site-paths.ts";

/** The sitemap protocol's ceiling of URLs per file (https://www.sitemaps.org/protocol.html). */
export const sitemapUrlLimit = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

interface Section {
  count: (db: Db) => Promise<number>;
  page: (db: Db, offset: number, limit: number) => Promise<SitemapEntry[]>;
}

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

function tableSection(
  table: PgTable,
  where: SQL | undefined,
  slug: PgColumn,
  id: PgColumn,
  updated: PgColumn | null,
  toPath: (slug: string) => string,
): Section {
  return {
    count: (db) => total(db.select({ n: count() }).from(table).where(where)),
    page: async (db, offset, limit) => {
      const rows = await db
        .select({ slug, updated: updated ?? slug })
        .from(table)
        .where(where)
        .orderBy(asc(id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ path: toPath(String(r.slug)), lastModified: updated ? (r.updated as Date) : undefined }));
    },
  };
}

/** Wards that have public listings: the ward landing pages worth indexing. */
const wardSection: Section = {
  count: (db) =>
    total(
      db
        .select({ n: countDistinct(properties.wardCode) })
        .from(properties)
        .where(publicPropertyCondition()),
    ),
  page: async (db, offset, limit) => {
    const rows = await db
      .selectDistinct({ code: wards.code, slug: wards.slug })
      .from(properties)
      .innerJoin(wards, eq(wards.code, properties.wardCode))
      .where(publicPropertyCondition())
      .orderBy(asc(wards.code))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ path: sitePaths.ward(r.slug) }));
  },
};

/** Every kind of public page, in sitemap file order. */
export const sitemapSections: Record<string, Section> = {
  static: {
    count: async () => staticPaths.length,
    page: async (_db, offset, limit) => staticPaths.slice(offset, offset + limit).map((path) => ({ path })),
  },
  properties: tableSection(
    properties,
    publicPropertyCondition(),
    properties.slugId,
    properties.id,
    properties.updatedAt,
    sitePaths.property,
  ),
  projects: tableSection(projects, publicProjectCondition(), projects.slugId, projects.id, projects.updatedAt, sitePaths.project),
  articles: tableSection(articles, eq(articles.isPublished, true), articles.slugId, articles.id, articles.publishedAt, sitePaths.article),
  categories: tableSection(categories, eq(categories.isActive, true), categories.slugId, categories.id, null, sitePaths.category),
  wards: wardSection,
};

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);

/** The sitemap index: one file per section per `limit` URLs (empty sections have none). */
export async function buildSitemapIndex(db: Db, baseUrl: string, limit = sitemapUrlLimit): Promise<string> {
  const files: string[] = [];
  for (const [name, section] of Object.entries(sitemapSections)) {
    const pages = Math.ceil((await section.count(db)) / limit);
    for (let page = 1; page <= pages; page++) files.push(`${baseUrl}/sitemaps/${name}-${page}.xml`);
  }
  const body = files.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** One sitemap file (`name-page.xml`), each URL with an alternate per language the site offers; null when there is no such file. */
export async function buildSitemapFile(db: Db, baseUrl: string, file: string, limit = sitemapUrlLimit): Promise<string | null> {
  const match = /^([a-z]+)-([1-9]\d*)\.xml$/.exec(file);
  const section = match ? sitemapSections[match[1]!] : undefined;
  if (!match || !section) return null;
  const entries = await section.page(db, (Number(match[2]) - 1) * limit, limit);
  if (entries.length === 0) return null;
  const languages = siteLanguageCodes();
  const urls = entries.map((entry) => {
    const alternates = languages
      .map((code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${xmlEscape(localizedUrl(baseUrl, entry.path, code))}"/>`)
      .join("\n");
    const lastmod = entry.lastModified ? `\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <url>\n    <loc>${xmlEscape(localizedUrl(baseUrl, entry.path, "vi"))}</loc>${lastmod}\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the account, admin and API areas. */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /user/",
    "Disallow: /my-property/",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
