import { createHash } from "node:crypto";
import pg from "pg";
import { LastUseMap } from "./last-use-map.ts";

/**
 * Distinct statement names the process keeps. SQL with inlined literals (a page's offset, a
 * limit) or IN lists of varying length makes a new text each time, so the names are kept by
 * last use: a new text past the cap takes the name of the one used longest ago. A statement in
 * steady use keeps its name however many one-off texts pass through, and each connection closes
 * the names that fell out (`sweepFallenOut`), so neither this map nor a connection's prepared
 * statements grow past the cap.
 */
export const statementNameCap = 500;
/** The names handed out and still kept. */
const keptNames = new Set<string>();
/** The names by their texts, kept by last use. */
const names = new LastUseMap<string, string>({
  maxEntries: statementNameCap,
  onDrop: (_text, name) => keptNames.delete(name),
});

/**
 * A comment that keeps a statement unnamed, so PostgreSQL plans it for its values on every call:
 * for statements whose best plan depends on the values more than a generic plan can guess
 * (a range between two bound values, app/modules/properties/property-filters.server.ts).
 */
export const planPerCallMarker = "/* planned per call */";

/** The statement name for an SQL text (a hash of it), or undefined when the text asks to be planned per call. */
export function statementName(text: string): string | undefined {
  if (text.includes(planPerCallMarker)) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    name = `n${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;
    names.set(text, name);
    keptNames.add(name);
  }
  return name;
}

/**
 * Forgets the names handed out (each test database starts so: test files share their worker's
 * process). A name is its text's hash: a connection's prepared statements keep matching the
 * names handed out again.
 */
export function forgetStatementNames(): void {
  names.clear();
  keptNames.clear();
}

/** How many names the process keeps (tests read it). */
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
  /** The statement being run and those waiting behind it on this connection. */
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  connection: { parsedStatements: Record<string, string> };
}

/** A connection closes the statements whose names fell out once it holds this many more than the cap. */
export const sweepSlack = 50;

/**
 * Closes this connection's prepared statements whose names the process no longer keeps, once it
 * holds more than the cap and its slack (so a sweep closes many at once, not one per new text):
 * a DEALLOCATE per name, queued ahead of the next statement, each on its own so that a name
 * already closed by other means (DEALLOCATE ALL, a Parse that failed) fails alone. Only on an
 * idle connection: nothing running or queued (a queued statement may still use a name being
 * closed) and no transaction open (a failed DEALLOCATE would abort it).
 */
function sweepFallenOut(client: pg.Client): void {
  const internals = client as unknown as ClientInternals;
  const parsed = internals.connection.parsedStatements;
  const held = Object.keys(parsed);
  if (held.length <= statementNameCap + sweepSlack) return;
  if (internals._activeQuery || (internals._queryQueue?.length ?? 0) > 0 || internals._txStatus !== "I") return;
  for (const name of held) {
    if (keptNames.has(name)) continue;
    delete parsed[name];
    void (baseQuery.call(client, `deallocate "${name}"`) as Promise<unknown>).catch(() => {});
  }
}

/**
 * A `pg` client that runs every parameterised statement as a named prepared statement, named
 * from its SQL text: PostgreSQL parses it once per connection and, where it finds a generic
 * plan no worse, plans it once too; so is a single SELECT without parameters (`parameterless`).
 * Other texts without parameters (DDL, migrations, several statements in one text) keep the
 * simple protocol. A named statement that PostgreSQL refuses
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
    // Only a statement this connection has not prepared adds to what it holds.
    if (!Object.hasOwn((this as unknown as ClientInternals).connection.parsedStatements, named.name!)) sweepFallenOut(this);
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

/**
 * A single query without parameters: a SELECT (or a WITH) with no `;` in its text. A list page's
 * statement has none (its filters, offset and limit are in the text), and unnamed it was planned
 * on every call: 2–3.7 ms of planning for a 1 ms statement at 10k listings. Other texts without
 * parameters (migrations, DDL, several statements in one) keep the simple protocol.
 */
const singleQuery = /^\s*\(?\s*(select|with)\b/i;
const parameterless = (text: string) => singleQuery.test(text) && !text.includes(";");

function namedConfig(config: unknown, values: unknown): QueryConfig | null {
  if (typeof config === "string") {
    if (!(Array.isArray(values) && values.length > 0) && !parameterless(config)) return null;
    const name = statementName(config);
    return name ? { text: config, name } : null;
  }
  if (config === null || typeof config !== "object") return null;
  const c = config as QueryConfig & { submit?: unknown };
  if (typeof c.submit === "function" || c.name !== undefined || typeof c.text !== "string") return null;
  const params = Array.isArray(values) ? values : c.values;
  if (!(params && params.length > 0) && !parameterless(c.text)) return null;
  const name = statementName(c.text);
  return name ? { ...c, name } : null;
}
