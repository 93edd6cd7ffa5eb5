import { createHash } from "node:crypto";
import pg from "pg";

/**
 * Distinct statement names the process hands out. SQL with inlined literals or IN lists of
 * varying length makes a new text each time; past the cap such texts run unnamed, so neither
 * this map nor each connection's set of prepared statements grows without limit.
 */
export const statementNameCap = 500;
const names = new Map<string, string>();

/**
 * A comment that keeps a statement unnamed, so PostgreSQL plans it for its values on every call:
 * for statements whose best plan depends on the values more than a generic plan can guess
 * (a range between two bound values, app/modules/properties/property-filters.server.ts).
 */
export const planPerCallMarker = "/* planned per call */";

/** The statement name for an SQL text (a hash of it), or undefined once the cap is reached or the text asks to be planned per call. */
export function statementName(text: string): string | undefined {
  if (text.includes(planPerCallMarker)) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= statementNameCap) return undefined;
    name = `n${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Forgets the names handed out, so the cap counts from none again (each test database starts so:
 * test files share their worker's process). A name is its text's hash: a connection's prepared
 * statements keep matching the names handed out again.
 */
export function forgetStatementNames(): void {
  names.clear();
}

/** How many names the process has handed out (tests read it). */
export function statementNameCount(): number {
  return names.size;
}

/**
 * PostgreSQL's answers for a prepared statement that no longer fits: "cached plan must not
 * change result type" (a migration changed a table that a `*` reads) and an unknown statement
 * name (one closed by DEALLOCATE or DISCARD).
 */
function isStaleStatement(error: unknown): boolean {
  const e = error as { code?: string; routine?: string } | null;
  return (e?.code === "0A000" && e.routine === "RevalidateCachedQuery") || e?.code === "26000";
}

type QueryConfig = pg.QueryConfig & { rowMode?: string; types?: unknown };
type Callback = (error: Error | null, result?: pg.QueryResult) => void;
/** The driver's own query method, called on this client. */
const baseQuery = pg.Client.prototype.query as unknown as (this: pg.Client, ...args: unknown[]) => any;
interface ClientInternals {
  /** The transaction status of the last ReadyForQuery: "I" idle, "T" in a transaction, "E" failed. */
  _txStatus?: string | null;
  connection: { parsedStatements: Record<string, string> };
}

/**
 * A `pg` client that runs every parameterised statement as a named prepared statement, named
 * from its SQL text: PostgreSQL parses it once per connection and, where it finds a generic
 * plan no worse, plans it once too. Statements without parameters (DDL, migrations, several
 * statements in one text) keep the simple protocol. A named statement that PostgreSQL refuses
 * as stale is closed and run again when no transaction was open; inside one the error has
 * already aborted the transaction, so it is returned and this connection runs that text
 * unnamed from then on.
 */
export class NamedStatementClient extends pg.Client {
  /** Names this connection no longer uses: stale statements met inside a transaction. */
  private readonly retired = new Set<string>();

  override query(config: unknown, values?: unknown, callback?: unknown): any {
    const named = namedConfig(config, values);
    if (!named || this.retired.has(named.name!)) return baseQuery.call(this, config, values, callback);
    if (typeof values === "function") {
      callback = values;
      values = undefined;
    }
    const run = (c: QueryConfig) =>
      new Promise<pg.QueryResult>((resolve, reject) =>
        baseQuery.call(this, c, values, ((error, result) => (error ? reject(error) : resolve(result!))) satisfies Callback),
      );
    const internals = this as unknown as ClientInternals;
    const result = run(named).catch(async (error: unknown) => {
      if (!isStaleStatement(error)) throw error;
      // The status of the ReadyForQuery before this statement (the error's own comes after it).
      if (internals._txStatus !== "I") {
        this.retired.add(named.name!);
        throw error;
      }
      await (baseQuery.call(this, `deallocate "${named.name}"`) as Promise<unknown>).catch(() => {});
      delete internals.connection.parsedStatements[named.name!];
      return run(named);
    });
    if (typeof callback === "function") {
      result.then(
        (r) => (callback as Callback)(null, r),
        (e: Error) => (callback as Callback)(e),
      );
      return undefined;
    }
    return result;
  }
}

function namedConfig(config: unknown, values: unknown): QueryConfig | null {
  if (typeof config === "string") {
    if (!Array.isArray(values) || values.length === 0) return null;
    const name = statementName(config);
    return name ? { text: config, name } : null;
  }
  if (config === null || typeof config !== "object") return null;
  const c = config as QueryConfig & { submit?: unknown };
  if (typeof c.submit === "function" || c.name !== undefined || typeof c.text !== "string") return null;
  const params = Array.isArray(values) ? values : c.values;
  if (!params || params.length === 0) return null;
  const name = statementName(c.text);
  return name ? { ...c, name } : null;
}
