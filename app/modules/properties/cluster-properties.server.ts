import { and, count, desc, eq, gt, inArray, max, min, sql } from "drizzle-orm";
import { mapCells, properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { propertyConditions, type BoundingBox } from "./property-filters.server.ts";
import { sweepExpiredFromMapNow } from "./sweep-map-expiry.server.ts";

/** From this zoom on, the map gets individual markers instead of clusters. */
export const markerZoom = 15;

/** The most markers one answer carries; the map asks again as the viewport moves. */
export const maxMarkers = 500;

/** Grid cell edge in degrees at a zoom: about 64 screen pixels (a quarter of a 256 px tile). */
export function cellDegrees(zoom: number): number {
  return 90 / 2 ** zoom;
}

export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** The cell's listings' extent, so a click can zoom to exactly them. */
  bounds: BoundingBox;
}

export interface MapMarker {
  id: number;
  slug_id: string;
  title: string;
  price: number;
  property_type: "sell" | "rent";
  latitude: number;
  longitude: number;
}

export interface MapClusters {
  mode: "clusters" | "markers";
  clusters: MapCluster[];
  markers: MapMarker[];
  /** Public listings in the viewport. */
  total: number;
}

export interface ClusterPropertiesInput {
  bbox: BoundingBox;
  zoom: number;
  propertyType?: "sell" | "rent";
  categoryId?: number;
}

const markerColumns = {
  id: properties.id,
  slug_id: properties.slugId,
  title: properties.title,
  price: properties.price,
  property_type: properties.propertyType,
  latitude: properties.latitude,
  longitude: properties.longitude,
};

type MarkerRow = { [K in keyof MapMarker]: K extends "latitude" | "longitude" ? number | null : MapMarker[K] };

function toMarkers(rows: MarkerRow[]): MapMarker[] {
  return rows.map((r) => ({ ...r, price: Number(r.price), latitude: r.latitude ?? 0, longitude: r.longitude ?? 0 }));
}

/** The most grid cells one cluster answer spans; a larger viewport is read at a coarser zoom. */
export const maxCells = 10_000;

/** The grid rows and columns a viewport touches at a zoom. */
export function cellRange(bbox: BoundingBox, zoom: number) {
  const cell = cellDegrees(zoom);
  return {
    minRow: Math.floor(bbox.minLatitude / cell),
    maxRow: Math.floor(bbox.maxLatitude / cell),
    minCol: Math.floor(bbox.minLongitude / cell),
    maxCol: Math.floor(bbox.maxLongitude / cell),
  };
}

/** The requested zoom, or the finest coarser one whose grid covers the viewport in at most `maxCells` cells. */
export function clusterZoom(bbox: BoundingBox, zoom: number): number {
  let z = Math.min(zoom, markerZoom - 1);
  for (;;) {
    const r = cellRange(bbox, z);
    if (z === 0 || (r.maxRow - r.minRow + 1) * (r.maxCol - r.minCol + 1) <= maxCells) return z;
    z -= 1;
  }
}

/**
 * Public listings in a map viewport. Zoomed out, the pre-aggregated grid cells of map_cells
 * (docs/decisions/006-map-clusters.md) that the viewport touches, summed over listing type and
 * category, with count, centroid and extent; a cell holding one listing comes as its marker.
 * The cost follows the number of cells on screen, not the listings in them. Zoomed in
 * (≥ markerZoom), the listings themselves, newest first, through the properties_pub_point
 * GiST index.
 */
export async function clusterProperties(db: Db, input: ClusterPropertiesInput): Promise<MapClusters> {
  if (input.zoom >= markerZoom) {
    const where = propertyConditions(db, { bbox: input.bbox, propertyType: input.propertyType, categoryId: input.categoryId });
    const [rows, [totalRow]] = await Promise.all([
      db.select(markerColumns).from(properties).where(where).orderBy(desc(properties.createdAt), desc(properties.id)).limit(maxMarkers),
      db.select({ total: count() }).from(properties).where(where),
    ]);
    return { mode: "markers", clusters: [], markers: toMarkers(rows as MarkerRow[]), total: totalRow?.total ?? 0 };
  }
  await sweepExpiredFromMapNow(db);
  const zoom = clusterZoom(input.bbox, input.zoom);
  const r = cellRange(input.bbox, zoom);
  const key = sql`cube(array[${mapCells.zoom}, ${mapCells.cellRow}, ${mapCells.cellCol}]::float8[])`;
  const box = sql`cube(array[${zoom}, ${r.minRow}, ${r.minCol}]::float8[], array[${zoom}, ${r.maxRow}, ${r.maxCol}]::float8[])`;
  const cells = await db
    .select({
      count: sql<number>`sum(${mapCells.count})`.mapWith(Number),
      sumLat: sql<number>`sum(${mapCells.sumLat})`.mapWith(Number),
      sumLng: sql<number>`sum(${mapCells.sumLng})`.mapWith(Number),
      sumId: sql<number>`sum(${mapCells.sumId})`.mapWith(Number),
      minLatitude: min(mapCells.minLat),
      maxLatitude: max(mapCells.maxLat),
      minLongitude: min(mapCells.minLng),
      maxLongitude: max(mapCells.maxLng),
    })
    .from(mapCells)
    .where(
      and(
        sql`${key} <@ ${box}`,
        gt(mapCells.count, 0),
        input.propertyType ? eq(mapCells.propertyType, input.propertyType) : undefined,
        input.categoryId ? eq(mapCells.categoryId, input.categoryId) : undefined,
      ),
    )
    .groupBy(mapCells.cellRow, mapCells.cellCol);
  const singleIds = cells.filter((c) => c.count === 1).map((c) => c.sumId);
  const singles = singleIds.length
    ? ((await db.select(markerColumns).from(properties).where(inArray(properties.id, singleIds))) as MarkerRow[])
    : [];
  const clusters = cells
    .filter((c) => c.count > 1)
    .map((c) => ({
      latitude: c.sumLat / c.count,
      longitude: c.sumLng / c.count,
      count: c.count,
      bounds: { minLatitude: c.minLatitude!, maxLatitude: c.maxLatitude!, minLongitude: c.minLongitude!, maxLongitude: c.maxLongitude! },
    }))
    .sort((a, b) => b.count - a.count);
  return { mode: "clusters", clusters, markers: toMarkers(singles), total: cells.reduce((sum, c) => sum + c.count, 0) };
}
