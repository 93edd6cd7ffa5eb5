import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

/** A selected field as drizzle's prepared select keeps it: where it goes in the row object, and what it is. */
interface OrderedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared select (node-postgres and PGlite alike) that map its rows. */
interface MappedQuery {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Slot {
  parents: string[];
  leaf: string;
  decoder: Decoder;
  /** For a joined table's column (a path of two): the object it fills and its table's name. */
  joined: { objectName: string; tableName: string } | null;
}

/** A field's decoder, as `mapResultRow` picks it (an SQL's decoder is internal to drizzle's types). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const withDecoder = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return withDecoder(field);
  if (is(field, Subquery)) return withDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return withDecoder((field as { sql: SQL }).sql);
}

/**
 * The rows of a select as drizzle's `mapResultRow` makes them (nested objects by each field's
 * path, values through their column's decoder, a left-joined table's object null when all its
 * columns are), with what it works out per field on every row (which kind of field, its decoder,
 * its table's name) worked out once per statement.
 */
export function compileRowMapper(fields: OrderedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const slots: Slot[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    leaf: path[path.length - 1]!,
    decoder: decoderOf(field),
    joined:
      joinsNotNullableMap && is(field, Column) && path.length === 2 ? { objectName: path[0]!, tableName: getTableName(field.table) } : null,
  }));
  const hasJoined = slots.some((slot) => slot.joined !== null);
  return (rows: unknown[][]): Record<string, unknown>[] => {
    const mapped = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const result: Record<string, unknown> = {};
      // Per joined object: the table whose columns were all null so far, or false once one was not.
      const nullify: Record<string, string | false> | null = hasJoined ? {} : null;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        let node = result;
        for (let p = 0; p < slot.parents.length; p++) {
          const key = slot.parents[p]!;
          if (!(key in node)) node[key] = {};
          node = node[key] as Record<string, unknown>;
        }
        const raw = row[i];
        const value = raw === null ? null : slot.decoder.mapFromDriverValue(raw);
        node[slot.leaf] = value;
        if (nullify && slot.joined) {
          const { objectName, tableName } = slot.joined;
          const seen = nullify[objectName];
          if (seen === undefined) nullify[objectName] = value === null ? tableName : false;
          else if (typeof seen === "string" && seen !== tableName) nullify[objectName] = false;
        }
      }
      if (nullify) {
        for (const objectName in nullify) {
          const tableName = nullify[objectName];
          if (typeof tableName === "string" && !joinsNotNullableMap![tableName]) result[objectName] = null;
        }
      }
      mapped[r] = result;
    }
    return mapped;
  };
}

/**
 * A prepared select whose rows are mapped by `compileRowMapper` instead of drizzle's per-row
 * `mapResultRow`, for statements built once and run many times (built-statements.server.ts).
 * A statement without selected fields, or with a mapper of its own, is left as it is.
 */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as MappedQuery;
  if (query.fields && !query.customResultMapper) query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  return prepared;
}
