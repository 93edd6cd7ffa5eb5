/**
 * The total of a paged list, given the rows its page read: a page that ends before its limit
 * (and is the first page or has rows) ends the list, so the total is its offset plus its rows
 * and `count` is not run; otherwise `count` reads it.
 */
export async function pageTotal(page: { limit: number; offset: number }, rows: number, count: () => Promise<number>): Promise<number> {
  if (rows < page.limit && (rows > 0 || page.offset === 0)) return page.offset + rows;
  return count();
}
