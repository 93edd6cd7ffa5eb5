import { sql, type Placeholder } from "drizzle-orm";
import { builtStatement, builtStatementKeys } from "../../lib/built-statements.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { literalLimit } from "../../lib/literal-limit.server.ts";
import type { PropertyFilters } from "./property-filters.server.ts";
import type { SearchPropertiesInput } from "./search-properties.server.ts";

/**
 * Filters whose conditions bind their value as it is. A search on these alone, or with a
 * point (`near`: its latitude, longitude and radius bound the same way) or a map's viewport
 * (`bbox`: its four bounds), in the list's
 * default order or an explicit one (no text or area), runs a statement built once per set of
 * them, order and shape, its values filled in per call; the SQL text is the one built per
 * call, so the pool's client names it the same way. A filter counts as given as
 * `propertyConditions` counts it: a number when defined, a string when not empty. These are
 * the filter panel's fields and what a free search is read into (understand-search.server.ts):
 * the ward list of a former district or a well-known area is one array parameter
 * (`= any($n)`), and a range with both bounds keeps its `planPerCallMarker`, so that such a
 * statement, built once, is still planned for its values on every call.
 */
const boundFilters = new Set<string>([
  "categoryId",
  "categorySlugId",
  "propertyType",
  "minPrice",
  "maxPrice",
  "minArea",
  "maxArea",
  "bedrooms",
  "bathrooms",
  "direction",
  "legalStatus",
  "furnishing",
  "floors",
  "wardCode",
  "wardSlug",
  "wardCodes",
]);

/** Room counts: 5 means five or more, another condition than the exact count, so a shape of its own (its value fixed). */
const atLeastRooms = 5;
const roomFilters = new Set<string>(["bedrooms", "bathrooms"]);

/** The shapes of the search statements built once for `db` (tests read it). */
export function builtStatementShapes(db: Db): string[] {
  return builtStatementKeys(db, "search:").map((key) => key.slice("search:".length));
}

/** An object filter's fields as placeholders named after it (`near` → nearLatitude, …), their values added to `values`. */
function bindFields(prefix: string, fields: Record<string, number>, values: Record<string, unknown>): Record<string, Placeholder> {
  const bound: Record<string, Placeholder> = {};
  for (const [field, value] of Object.entries(fields)) {
    const name = `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}`;
    bound[field] = sql.placeholder(name);
    values[name] = value;
  }
  return bound;
}

/** The filters with each given value as a placeholder of its name, and the values; null when one is not in `boundFilters`. */
function bindFilters(filters: PropertyFilters): { given: string; filters: PropertyFilters; values: Record<string, unknown> } | null {
  const placeholders: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  const shapes: string[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === "") continue;
    if (name === "near" || name === "bbox") {
      // A point and its radius, or a map's viewport: each field bound as it is (a shape of its own).
      placeholders[name] = bindFields(name, value as Record<string, number>, values);
      shapes.push(name);
      continue;
    }
    if (!boundFilters.has(name)) return null;
    // An empty ward list matches nothing (`false`): built per call.
    if (Array.isArray(value) && value.length === 0) return null;
    if (roomFilters.has(name) && (value as number) >= atLeastRooms) {
      placeholders[name] = atLeastRooms;
      shapes.push(`${name}>=${atLeastRooms}`);
      continue;
    }
    if (Array.isArray(value)) {
      // A list (of wards) as one placeholder per item: the shape says how many.
      placeholders[name] = value.map((_, i) => sql.placeholder(`${name}${i}`));
      value.forEach((item, i) => (values[`${name}${i}`] = item));
      shapes.push(`${name}:${value.length}`);
      continue;
    }
    placeholders[name] = sql.placeholder(name);
    // The floors parameter is stored as text.
    values[name] = name === "floors" ? String(value) : value;
    shapes.push(name);
  }
  return { given: shapes.sort().join(","), filters: placeholders as PropertyFilters, values };
}

/** Paging values (and the viewer, for the extras) of a select built by `pagedSelect`: placeholders in a built statement, numbers otherwise. */
export type Paging = { offset: number | Placeholder; limit: number | Placeholder; end: number | Placeholder; viewer: number | Placeholder };

/**
 * Runs the select `build` makes for `filters` and `paging`: through the statement built once
 * for `kind` and the given filters when they are all bound as they are, else built now.
 */
export async function pagedSelect(
  db: Db,
  kind: string,
  input: SearchPropertiesInput,
  pagingIn: "values" | "text",
  build: (
    filters: PropertyFilters,
    paging: Paging,
  ) => { prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown[]> } } & PromiseLike<unknown[]>,
): Promise<unknown[]> {
  const paging = { offset: input.offset, limit: input.limit, end: input.offset + input.limit, viewer: viewerOf(input) };
  const bound = bindFilters(input.filters);
  if (!bound) return build(input.filters, paging);
  const pagingKey = pagingIn === "text" ? `:${input.limit}:${input.offset}` : "";
  const extrasKey = input.withExtras ? ":extras" : "";
  const key = `search:${kind}:${input.countTotal === false ? "uncounted" : "counted"}${extrasKey}:${bound.given}${pagingKey}`;
  const statement = builtStatement(db, key, () => {
    const placeholders =
      pagingIn === "text"
        ? {
            offset: literalLimit(input.offset),
            limit: literalLimit(input.limit),
            end: literalLimit(paging.end),
            viewer: sql.placeholder("viewer"),
          }
        : {
            offset: sql.placeholder("offset"),
            limit: sql.placeholder("limit"),
            end: sql.placeholder("end"),
            viewer: sql.placeholder("viewer"),
          };
    return build(bound.filters, placeholders);
  });
  return statement.execute({ ...bound.values, ...paging });
}

/** The viewer's user id, 0 for a visitor (the extras' interest and report then match nothing). */
export function viewerOf(input: SearchPropertiesInput): number {
  return input.actor?.id ?? 0;
}
