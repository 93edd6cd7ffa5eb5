import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../lib/db.server.ts";
import { searchNeedle } from "./property-filters.server.ts";

/**
 * Trigram similarity a vocabulary word needs to replace an unknown one: 0.2 lets a swapped
 * pair of letters in a short word through ("mihn" → "minh" is 0.25).
 */
export const correctionThreshold = 0.2;

/**
 * The search with each unknown word replaced by the most similar word of the listings'
 * vocabulary (`search_terms`, trigram GIN index), or null when no word changes. Words are
 * compared without accents; numbers stay as typed.
 */
export async function correctSearch(db: Db, search: string): Promise<string | null> {
  const words = searchNeedle(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return null;
  // The threshold of the % operator is a setting; SET LOCAL keeps it to this transaction.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(correctionThreshold)}, true)`);
    return tx.execute(sql`
    select w.word,
      exists (select 1 from search_terms where term = w.plain) as is_known,
      (select term from search_terms where term % w.plain order by similarity(term, w.plain) desc, term limit 1) as best
    from (select word, immutable_unaccent(word) as plain, ord from unnest(${`{${words.map((w) => `"${w}"`).join(",")}}`}::text[]) with ordinality as u(word, ord)) w
    order by w.ord`);
  });
  const rows = rowsOf<{ word: string; is_known: boolean; best: string | null }>(result);
  let changed = false;
  const corrected = rows.map((row) => {
    if (row.is_known || !row.best || /^\p{N}+$/u.test(row.word)) return row.word;
    changed = true;
    return row.best;
  });
  return changed ? corrected.join(" ") : null;
}
