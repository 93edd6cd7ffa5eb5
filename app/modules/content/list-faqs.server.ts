import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { faqs } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localizedField } from "../../lib/i18n/localize.ts";
import { pagedTotal, totalColumn } from "../../lib/paged-total.server.ts";
import type { Page } from "../../lib/page.ts";

export interface FaqView {
  id: number;
  question: string;
  answer: string;
}

/** Active FAQs in the request's language, in their set order; search ignores accents and case. */
export async function listFaqs(
  db: Db,
  input: { limit: number; offset: number; search?: string; lang: LanguageCode },
): Promise<Page<FaqView>> {
  const c: SQL[] = [eq(faqs.isActive, true)];
  if (input.search?.trim()) {
    const needle = `%${input.search.trim().toLowerCase()}%`;
    c.push(
      sql`(immutable_unaccent(lower(${faqs.question} || ' ' || ${faqs.answer})) like immutable_unaccent(${needle})
        or immutable_unaccent(lower(coalesce(${faqs.translations}->'en'->>'question', '') || ' ' || coalesce(${faqs.translations}->'en'->>'answer', ''))) like immutable_unaccent(${needle}))`,
    );
  }
  const where = and(...c);
  const rows = await db
    .select({ faq: faqs, total: totalColumn() })
    .from(faqs)
    .where(where)
    .orderBy(asc(faqs.sequence), asc(faqs.id))
    .limit(input.limit)
    .offset(input.offset);
  const total = await pagedTotal(
    rows,
    input.offset,
    async () => (await db.select({ total: count() }).from(faqs).where(where))[0]?.total ?? 0,
  );
  return {
    items: rows.map(({ faq: f }) => ({
      id: f.id,
      question: localizedField(f.question, f.translations, "question", input.lang),
      answer: localizedField(f.answer, f.translations, "answer", input.lang),
    })),
    total,
  };
}
