import type { Db } from "./db.server.ts";
import { LastUseMap } from "./last-use-map.ts";
import { withCompiledRows } from "./row-mapper.server.ts";

/** A statement whose SQL is rendered once, run with a record of values for its placeholders. */
export interface BuiltStatement {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

/** What `prepare` gives: drizzle's prepared query, run with its placeholders' values. */
interface Preparable {
  prepare(name: string): BuiltStatement;
}

/** Statements built per database, by kind and shape, the least recently used first. */
const builtStatements = new WeakMap<Db, LastUseMap<string, BuiltStatement>>();
/**
 * Shapes kept per database. A shape past the cap takes the place of the one used longest ago, so
 * the statements in steady use stay built however many one-off shapes pass through (a list's
 * pages each carry their offset in the text: a crawl over 700 of them once left every statement
 * met after it built on each call, 3 ms of Node more on a listing's detail at 10k).
 */
export const builtStatementCap = 400;

/**
 * The statement kept for `key` on `db`, built by `build` on first use. Building a select
 * (drizzle's query builder rendering its SQL) costs more than running many of them, so the
 * callers whose statements differ only in values (a search's filters, a page of listings'
 * extras, a listing's similar strip) build each shape once and run it with placeholders. The
 * statement is prepared unnamed: the pool's client names it from its text
 * (pg-named-statements.server.ts).
 */
export function builtStatement(db: Db, key: string, build: () => Preparable): BuiltStatement {
  let built = builtStatements.get(db);
  if (!built) builtStatements.set(db, (built = new LastUseMap({ maxEntries: builtStatementCap })));
  let statement = built.get(key);
  if (!statement) {
    statement = withCompiledRows(build().prepare(undefined as unknown as string));
    built.set(key, statement);
  }
  return statement;
}

/** The keys kept for `db` that start with `prefix` (tests read them). */
export function builtStatementKeys(db: Db, prefix: string): string[] {
  return [...(builtStatements.get(db)?.keys() ?? [])].filter((key) => key.startsWith(prefix));
}
