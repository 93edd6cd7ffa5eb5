import { asc, eq } from "drizzle-orm";
import { languages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { dictionaryFor, isLanguageCode } from "../../lib/i18n/index.ts";
import { AppError } from "../../lib/errors.ts";

export interface LanguageItem {
  code: string;
  name: string;
  name_in_english: string;
  rtl: boolean;
  is_default: boolean;
}

export async function listLanguages(db: Db): Promise<LanguageItem[]> {
  const rows = await db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.sequence));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    name_in_english: row.nameInEnglish,
    rtl: row.isRtl,
    is_default: row.isDefault,
  }));
}

/**
 * get_languages: one language with its dictionary as `file_name` (the apps load it from there
 * without asking; web_language_file=0 leaves it out), or the list.
 */
export async function getLanguage(db: Db, input: { languageCode?: string; withFile?: boolean }) {
  const all = await listLanguages(db);
  if (!input.languageCode) return { languages: all };
  const language = all.find((l) => l.code === input.languageCode);
  if (!language || !isLanguageCode(language.code)) throw new AppError("NOT_FOUND");
  return {
    ...language,
    ...(input.withFile !== false ? { file_name: dictionaryFor(language.code) } : {}),
  };
}
