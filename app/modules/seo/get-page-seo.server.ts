import { eq } from "drizzle-orm";
import { seoSettings } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localizedField } from "../../lib/i18n/localize.ts";
import { imageView } from "../../lib/storage/image-view.ts";
import { isSeoPageKey, seoPageKeys } from "./seo-pages.ts";

/** A page's SEO text in `lang` (English falls back to the Vietnamese staff wrote); null fields are unset. */
export interface PageSeoSettings {
  page: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  /** The share image's address (about 1200 px wide), null without one. */
  image: string | null;
}

/** Stores an empty row for every page that has none, so staff find each one in the list. */
export async function ensureSeoPages(db: Db): Promise<void> {
  await db
    .insert(seoSettings)
    .values(seoPageKeys.map((page) => ({ page })))
    .onConflictDoNothing({ target: seoSettings.page });
}

const orNull = (value: string) => (value.trim() === "" ? null : value);

/**
 * get_seo_settings and our own pages' meta: the text staff set for `page`, or null when the page
 * is not one of ours or staff set nothing for it (the page keeps its own defaults).
 */
export async function getPageSeo(
  deps: { db: Db; storage: { url: (key: string) => string } },
  input: { page: string; lang: LanguageCode },
): Promise<PageSeoSettings | null> {
  if (!isSeoPageKey(input.page)) return null;
  const [row] = await deps.db.select().from(seoSettings).where(eq(seoSettings.page, input.page));
  if (!row) return null;
  const field = (name: "title" | "description" | "keywords") => {
    const original = row[name] ?? "";
    return orNull(localizedField(original, row.translations, name, input.lang));
  };
  const found: PageSeoSettings = {
    page: row.page,
    title: field("title"),
    description: field("description"),
    keywords: field("keywords"),
    image: imageView(row.image, deps.storage.url, 1200)?.url ?? null,
  };
  return found.title || found.description || found.keywords || found.image ? found : null;
}
