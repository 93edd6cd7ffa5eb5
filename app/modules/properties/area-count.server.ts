import { and, eq, gt, sql } from "drizzle-orm";
import { mapCells } from "../../../db/schema/index.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { cellDegrees, markerZoom } from "./cluster-properties.server.ts";
import type { BoundingBox, PropertyFilters } from "./property-filters.server.ts";
import { sweepExpiredFromMapNow } from "./sweep-map-expiry.server.ts";

/** The most map_cells grid cells (per type and category) one lower bound sums. */
export const maxInnerCells = 64;

/** Keeps a cell whose edge falls on the viewport's, give or take rounding, out of the inner cells. */
const edge = 1e-9;

/** The grid cells at a zoom lying wholly inside a viewport (empty when none does). */
export function innerCells(bbox: BoundingBox, zoom: number) {
  const cell = cellDegrees(zoom);
  return {
    minRow: Math.ceil(bbox.minLatitude / cell + edge),
    maxRow: Math.floor(bbox.maxLatitude / cell - edge) - 1,
    minCol: Math.ceil(bbox.minLongitude / cell + edge),
    maxCol: Math.floor(bbox.maxLongitude / cell - edge) - 1,
  };
}

/** The finest zoom below the markers' whose inner cells number at most `maxInnerCells`, or null when none has any. */
export function innerZoom(bbox: BoundingBox): number | null {
  for (let zoom = markerZoom - 1; zoom >= 0; zoom--) {
    const r = innerCells(bbox, zoom);
    const rows = r.maxRow - r.minRow + 1;
    const cols = r.maxCol - r.minCol + 1;
    if (rows <= 0 || cols <= 0) return null;
    if (rows * cols <= maxInnerCells) return zoom;
  }
  return null;
}

/** Whether the filters are a viewport with at most a listing type and a category: what map_cells counts by. */
function countedByCells(filters: PropertyFilters): filters is PropertyFilters & { bbox: BoundingBox } {
  if (!filters.bbox) return false;
  return Object.entries(filters).every(
    ([key, value]) => value === undefined || key === "bbox" || key === "propertyType" || key === "categoryId",
  );
}

/**
 * A lower bound of the public listings in a viewport: those of the grid cells wholly inside
 * it, summed from map_cells (kept by triggers, docs/decisions/006-map-clusters.md), every one
 * of which lies in the viewport. It reads a few dozen summary rows however many listings the
 * viewport holds. Null when the filters are more than a viewport, a type and a category, or
 * no cell lies wholly inside. Expired listings leave map_cells when swept, so the sweep runs
 * first (at most every `sweepIntervalSeconds`, as for the map's clusters).
 */
export async function viewportLowerBound(db: Db, filters: PropertyFilters): Promise<number | null> {
  if (!countedByCells(filters)) return null;
  const zoom = innerZoom(filters.bbox);
  if (zoom === null) return null;
  await sweepExpiredFromMapNow(db);
  const r = innerCells(filters.bbox, zoom);
  const byType = filters.propertyType !== undefined;
  const byCategory = filters.categoryId !== undefined;
  // Built once per shape (app/lib/built-statements.server.ts), run with the cells' range.
  const statement = builtStatement(db, `viewport-cells:${byType ? "type" : ""}:${byCategory ? "category" : ""}`, () => {
    const at = (name: string) => sql.placeholder(name);
    const key = sql`cube(array[${mapCells.zoom}, ${mapCells.cellRow}, ${mapCells.cellCol}]::float8[])`;
    const box = sql`cube(array[${at("zoom")}, ${at("minRow")}, ${at("minCol")}]::float8[], array[${at("zoom")}, ${at("maxRow")}, ${at("maxCol")}]::float8[])`;
    return db
      .select({ count: sql<number>`coalesce(sum(${mapCells.count}), 0)`.mapWith(Number) })
      .from(mapCells)
      .where(
        and(
          sql`${key} <@ ${box}`,
          gt(mapCells.count, 0),
          byType ? eq(mapCells.propertyType, sql.placeholder("propertyType")) : undefined,
          byCategory ? eq(mapCells.categoryId, sql.placeholder("categoryId")) : undefined,
        ),
      );
  });
  const [row] = (await statement.execute({
    zoom,
    ...r,
    ...(byType ? { propertyType: filters.propertyType } : {}),
    ...(byCategory ? { categoryId: filters.categoryId } : {}),
  })) as { count: number }[];
  return row?.count ?? 0;
}
