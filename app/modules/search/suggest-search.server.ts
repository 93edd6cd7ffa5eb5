import { and, asc, sql } from "drizzle-orm";
import { projects } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { foldChars } from "../../lib/format/read-amount.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { listCategories } from "../categories/list-categories.server.ts";
import { wardLabel } from "../places/ward-options.ts";
import { publicProjectCondition } from "../projects/public-condition.server.ts";
import { formerDistrictList, namedAreas } from "../properties/search-places.ts";
import { searchVocabulary } from "../properties/understand-search.server.ts";

export type SuggestionKind = "category" | "district" | "ward" | "area" | "project";

export interface SearchSuggestion {
  kind: SuggestionKind;
  /** What the list shows: "Phường Tân Hưng (Quận 7 cũ)". */
  label: string;
  /** The search it puts in the box: the words typed before the one being completed, then the name. */
  value: string;
}

const maxSuggestions = 8;

/** Whether `name` (folded) completes `tail`: a word of it starts with the tail. */
const completes = (name: string, tail: string) => name.startsWith(tail) || name.includes(` ${tail}`);

/**
 * Suggestions while the search is typed: categories, former districts, wards with their former
 * district, well-known areas and projects whose name completes the last words typed (accents
 * optional). Each suggestion's value keeps the words typed before them, so "can ho tan h"
 * offers "can ho Phường Tân Hưng".
 */
export async function suggestSearch(db: Db, input: { q: string; lang: LanguageCode }): Promise<SearchSuggestion[]> {
  const typed = input.q.replace(/\s+/g, " ").trim();
  const words = typed.split(" ");
  if (foldChars(typed).replace(/[^a-z0-9]/g, "").length < 2) return [];
  const [categories, vocabulary] = await Promise.all([
    listCategories(db, { limit: 100, offset: 0, lang: input.lang }),
    searchVocabulary(db),
  ]);
  const candidates: { kind: SuggestionKind; label: string; name: string; folded: string[] }[] = [
    ...categories.items.map((c) => ({ kind: "category" as const, label: c.category, name: c.category, folded: [foldChars(c.category)] })),
    ...formerDistrictList.map((d) => ({
      kind: "district" as const,
      label: input.lang === "vi" ? d.vi : d.en,
      name: input.lang === "vi" ? d.vi : d.en,
      folded: [foldChars(d.vi), foldChars(d.en)],
    })),
    ...vocabulary.wards.map((w) => ({
      kind: "ward" as const,
      label: wardLabel({ code: w.code, name: w.name }, input.lang),
      name: w.name,
      folded: [foldChars(w.name), foldChars(w.name).replace(/^(?:phuong|xa|dac khu) /, "")],
    })),
    ...namedAreas.map((a) => ({ kind: "area" as const, label: a.name, name: a.name, folded: [foldChars(a.name)] })),
  ];
  // The longest tail of up to three words that something completes wins ("tan h" before "h").
  for (let size = Math.min(3, words.length); size >= 1; size--) {
    const before = words.slice(0, words.length - size).join(" ");
    const tail = foldChars(words.slice(words.length - size).join(" "));
    if (tail.replace(/[^a-z0-9]/g, "").length < 2) continue;
    const found = candidates.filter((c) => c.folded.some((f) => completes(f, tail))).slice(0, maxSuggestions);
    const pattern = `%${tail.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const projectRows =
      found.length < maxSuggestions
        ? await db
            .select({ title: projects.title })
            .from(projects)
            .where(and(publicProjectCondition(), sql`immutable_unaccent(lower(${projects.title})) like ${pattern}`))
            .orderBy(asc(projects.title))
            .limit(maxSuggestions - found.length)
        : [];
    const all = [...found, ...projectRows.map((p) => ({ kind: "project" as const, label: p.title, name: p.title, folded: [] }))];
    if (all.length === 0) continue;
    return all.map((c) => ({ kind: c.kind, label: c.label, value: before ? `${before} ${c.name}` : c.name }));
  }
  return [];
}
