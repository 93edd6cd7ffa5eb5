import { sql } from "drizzle-orm";
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Map clusters, pre-aggregated (docs/decisions/006-map-clusters.md): per zoom level 0–14, grid
 * cell (row = floor(latitude / (90 / 2^zoom)), column likewise from longitude), listing type
 * and category, the count and coordinate sums of the listings counted on the map
 * (`properties.on_map`). Triggers on properties keep it current (db/migrations/0008_map-cells.sql); the
 * application only reads it. A cell whose listings all left keeps its row with count 0.
 */
export const mapCells = pgTable(
  "map_cells",
  {
    zoom: smallint().notNull(),
    cellRow: integer().notNull(),
    cellCol: integer().notNull(),
    propertyType: text().notNull(),
    categoryId: integer().notNull(),
    count: integer().notNull(),
    sumLat: doublePrecision().notNull(),
    sumLng: doublePrecision().notNull(),
    /** Sum of the listings' ids: the id itself when the count is 1. */
    sumId: bigint({ mode: "number" }).notNull(),
    /** The listings' extent; never narrower than the listings, wider after removals until the cell empties. */
    minLat: doublePrecision(),
    maxLat: doublePrecision(),
    minLng: doublePrecision(),
    maxLng: doublePrecision(),
  },
  (t) => [
    primaryKey({ columns: [t.zoom, t.cellRow, t.cellCol, t.propertyType, t.categoryId] }),
    // A viewport is a box in (zoom, row, column): one GiST range scan.
    index("map_cells_cube").using("gist", sql`cube(array[${t.zoom}, ${t.cellRow}, ${t.cellCol}]::float8[])`),
  ],
);
