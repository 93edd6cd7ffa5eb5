import { eq } from "drizzle-orm";
import { infoPages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { dictionaryFor, type LanguageCode } from "../../lib/i18n/index.ts";
import { localizedField } from "../../lib/i18n/localize.ts";
import { infoPageDefaults, type InfoPageKey } from "./info-pages.ts";

/**
 * An info page's default text from the dictionaries, placeholders ({company}, {city},
 * {phone}, {email}) left for the page to fill.
 */
export function defaultInfoPage(key: InfoPageKey, lang: LanguageCode): { title: string; body: string } {
  const words = dictionaryFor(lang);
  const page = infoPageDefaults[key];
  return { title: words[page.title] ?? page.title, body: page.paragraphs.map((p) => words[p] ?? p).join("\n\n") };
}

/** Stores the default text of pages that have no row yet, so staff edit from it. */
export async function ensureInfoPages(db: Db): Promise<void> {
  await db
    .insert(infoPages)
    .values(
      (Object.keys(infoPageDefaults) as InfoPageKey[]).map((key) => {
        const vi = defaultInfoPage(key, "vi");
        return { key, ...vi, translations: { en: defaultInfoPage(key, "en") } };
      }),
    )
    .onConflictDoNothing({ target: infoPages.key });
}

/** About, privacy or terms in `lang`: staff's text, else the dictionaries'; the body is the rich-text subset. */
export async function getInfoPage(db: Db, key: InfoPageKey, lang: LanguageCode): Promise<{ title: string; body: string }> {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.key, key));
  if (!row) return defaultInfoPage(key, lang);
  return {
    title: localizedField(row.title, row.translations, "title", lang),
    body: localizedField(row.body, row.translations, "body", lang),
  };
}
