import { sql } from "drizzle-orm";

/**
 * A column giving every row of a paged select the number of rows before LIMIT and OFFSET, so
 * that a list and its total come from one statement.
 */
export function totalColumn() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/**
 * The total of a page read with `totalColumn`. A page past the last row has no row to carry
 * it: `count` then counts apart.
 */
export async function pagedTotal(rows: { total: number }[], offset: number, count: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  return offset > 0 ? count() : 0;
}
