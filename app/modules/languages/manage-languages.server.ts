import { and, asc, count, eq, max } from "drizzle-orm";
import { dictionaryEntries, languages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { builtInDictionary, defaultLanguage, languageCodes } from "../../lib/i18n/index.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";
import { dictionaryEntrySchema, newLanguageSchema } from "./language-schemas.ts";
import { loadRuntimeLanguages } from "./runtime-languages.server.ts";

type StaffActor = Pick<Actor, "id" | "role">;

function assertAdmin(actor: StaffActor): void {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN");
}

const isBuiltIn = (code: string) => (languageCodes as readonly string[]).includes(code);

/** Every key a language may hold: the default language's dictionary file. */
function allKeys(): string[] {
  return Object.keys(builtInDictionary(defaultLanguage));
}

/** A language's own strings: its file under the staff edits. */
async function ownStrings(db: Db, code: string): Promise<{ file: Record<string, string>; edits: Map<string, string> }> {
  const rows = await db
    .select({ key: dictionaryEntries.key, value: dictionaryEntries.value })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.languageCode, code));
  return { file: builtInDictionary(code), edits: new Map(rows.map((row) => [row.key, row.value])) };
}

export interface StaffLanguage {
  code: string;
  name: string;
  nameInEnglish: string;
  isEnabled: boolean;
  isBuiltIn: boolean;
  isDefault: boolean;
  /** Keys of the default dictionary this language has no text for. */
  missing: number;
  edited: number;
}

/** Every language, enabled or not, with how many strings it lacks and how many staff edited. */
export async function listStaffLanguages(db: Db): Promise<StaffLanguage[]> {
  const [rows, counts, siteDefault] = await Promise.all([
    db.select().from(languages).orderBy(asc(languages.sequence), asc(languages.id)),
    db.select({ code: dictionaryEntries.languageCode, edited: count() }).from(dictionaryEntries).groupBy(dictionaryEntries.languageCode),
    getSetting(db, "default_language"),
  ]);
  const keys = allKeys();
  return Promise.all(
    rows.map(async (row) => {
      const { file, edits } = await ownStrings(db, row.code);
      return {
        code: row.code,
        name: row.name,
        nameInEnglish: row.nameInEnglish,
        isEnabled: row.isActive,
        isBuiltIn: isBuiltIn(row.code),
        isDefault: row.code === siteDefault,
        missing: keys.filter((key) => !(key in file) && !edits.has(key)).length,
        edited: counts.find((c) => c.code === row.code)?.edited ?? 0,
      };
    }),
  );
}

/** Adds a language, not yet offered on the site: it is enabled once it has strings. */
export async function addLanguage(db: Db, actor: StaffActor, input: unknown): Promise<{ code: string }> {
  assertAdmin(actor);
  const language = newLanguageSchema.parse(input);
  const [existing] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, language.code));
  if (existing) throw new AppError("VALIDATION", { fields: { code: "languageExists" } });
  await db.transaction(async (tx) => {
    const [last] = await tx.select({ sequence: max(languages.sequence) }).from(languages);
    await tx.insert(languages).values({
      code: language.code,
      name: language.name,
      nameInEnglish: language.name_in_english,
      isActive: false,
      sequence: (last?.sequence ?? 0) + 1,
    });
    await recordStaffAction(tx, {
      actor,
      action: "language.add",
      entityType: "language",
      entityId: 0,
      after: { code: language.code, name: language.name, name_in_english: language.name_in_english },
    });
  });
  return { code: language.code };
}

/** Offers a language on the site or stops offering it. A language needs strings first; the built-in ones and the default stay on. */
export async function setLanguageEnabled(db: Db, actor: StaffActor, code: string, enabled: boolean): Promise<void> {
  assertAdmin(actor);
  const [row] = await db.select().from(languages).where(eq(languages.code, code));
  if (!row) throw new AppError("NOT_FOUND");
  if (row.isActive === enabled) return;
  if (!enabled && (isBuiltIn(code) || (await getSetting(db, "default_language")) === code)) {
    throw new AppError("VALIDATION", { fields: { code: "languageCannotDisable" } });
  }
  if (enabled) {
    const { file, edits } = await ownStrings(db, code);
    if (Object.keys(file).length === 0 && edits.size === 0) throw new AppError("VALIDATION", { fields: { code: "languageNeedsStrings" } });
  }
  await db.transaction(async (tx) => {
    await tx.update(languages).set({ isActive: enabled }).where(eq(languages.code, code));
    await recordStaffAction(tx, {
      actor,
      action: enabled ? "language.enable" : "language.disable",
      entityType: "language",
      entityId: row.id,
      before: { code, enabled: row.isActive },
      after: { code, enabled },
    });
  });
  await loadRuntimeLanguages(db);
}

export interface DictionaryRow {
  key: string;
  /** The default language's text (its file under the edits). */
  defaultText: string;
  /** This language's text, or "" when it has none. */
  text: string;
  isEdited: boolean;
  isMissing: boolean;
}

/** A language's dictionary against the default's, filtered by text or key and to missing keys, a page at a time. */
export async function listDictionary(
  db: Db,
  input: { code: string; search?: string; missingOnly?: boolean; limit: number; offset: number },
): Promise<{ rows: DictionaryRow[]; total: number }> {
  const [row] = await db.select({ code: languages.code }).from(languages).where(eq(languages.code, input.code));
  if (!row) throw new AppError("NOT_FOUND");
  const own = await ownStrings(db, input.code);
  const base = input.code === defaultLanguage ? own : await ownStrings(db, defaultLanguage);
  const needle = input.search?.trim().toLowerCase();
  const rows = allKeys()
    .map((key): DictionaryRow => {
      const text = own.edits.get(key) ?? own.file[key] ?? "";
      return {
        key,
        defaultText: base.edits.get(key) ?? base.file[key] ?? key,
        text,
        isEdited: own.edits.has(key),
        isMissing: !own.edits.has(key) && !(key in own.file),
      };
    })
    .filter((entry) => !input.missingOnly || entry.isMissing)
    .filter(
      (entry) =>
        !needle ||
        entry.key.toLowerCase().includes(needle) ||
        entry.text.toLowerCase().includes(needle) ||
        entry.defaultText.toLowerCase().includes(needle),
    );
  return { rows: rows.slice(input.offset, input.offset + input.limit), total: rows.length };
}

/**
 * Sets one dictionary string of a language (an empty value removes the edit), audited with
 * its text before and after, and applies it to every page and API message at once.
 */
export async function saveDictionaryEntry(db: Db, actor: StaffActor, code: string, input: unknown): Promise<void> {
  assertAdmin(actor);
  const entry = dictionaryEntrySchema.parse(input);
  if (!allKeys().includes(entry.key)) throw new AppError("NOT_FOUND");
  const [language] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!language) throw new AppError("NOT_FOUND");
  const where = and(eq(dictionaryEntries.languageCode, code), eq(dictionaryEntries.key, entry.key));
  const [previous] = await db.select({ value: dictionaryEntries.value }).from(dictionaryEntries).where(where);
  const fileText = builtInDictionary(code)[entry.key];
  const before = previous?.value ?? fileText ?? "";
  const value = entry.value;
  if (before === value && (value !== "" || !previous)) return;
  await db.transaction(async (tx) => {
    if (value === "" || value === fileText) await tx.delete(dictionaryEntries).where(where);
    else
      await tx
        .insert(dictionaryEntries)
        .values({ languageCode: code, key: entry.key, value })
        .onConflictDoUpdate({ target: [dictionaryEntries.languageCode, dictionaryEntries.key], set: { value, updatedAt: new Date() } });
    await recordStaffAction(tx, {
      actor,
      action: "dictionary.update",
      entityType: "language",
      entityId: language.id,
      before: { key: entry.key, text: before },
      after: { key: entry.key, text: value === "" ? (fileText ?? "") : value },
    });
  });
  await loadRuntimeLanguages(db);
}
