import { asc } from "drizzle-orm";
import { homeSections } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { homeSectionDefaults, type HomeSectionView } from "./home-section-keys.ts";

/** Stores the default sections that have no row yet, so staff can order them. */
export async function ensureHomeSections(db: Db): Promise<void> {
  await db
    .insert(homeSections)
    .values(homeSectionDefaults.map((section, index) => ({ key: section.key, sequence: index })))
    .onConflictDoNothing({ target: homeSections.key });
}

/**
 * The home sections in staff order with their titles in `lang` (staff's title in that
 * language, else the dictionary's); a section without a row keeps its default place after
 * the ordered ones.
 */
export async function listHomeSections(db: Db, lang: LanguageCode): Promise<HomeSectionView[]> {
  const rows = await db.select().from(homeSections).orderBy(asc(homeSections.sequence), asc(homeSections.key));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const known = homeSectionDefaults.map((section, index) => {
    const row = byKey.get(section.key);
    const own = lang === "vi" ? row?.title : row?.translations[lang];
    const title = own || translate(lang, section.title);
    return { key: section.key, title, order: row ? row.sequence : rows.length + index };
  });
  return known.sort((a, b) => a.order - b.order).map(({ key, title }) => ({ key, title }));
}
