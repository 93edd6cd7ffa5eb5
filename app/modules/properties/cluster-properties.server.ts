import { count, desc, inArray, max, min, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { propertyConditions, type BoundingBox } from "./property-filters.server.ts";

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

/**
 * Public listings in a map viewport: zoomed out, grouped into grid cells
 * (GROUP BY floor(lat / cell), floor(lng / cell)) with count and centroid, single-listing
 * cells given as markers; zoomed in (≥ markerZoom), the listings themselves, newest first.
 * The viewport filter is the `point <@ box` condition backed by the properties_point GiST index.
 */
export async function clusterProperties(db: Db, input: ClusterPropertiesInput): Promise<MapClusters> {
  const where = propertyConditions(db, { bbox: input.bbox, propertyType: input.propertyType, categoryId: input.categoryId });
  if (input.zoom >= markerZoom) {
    const [rows, [totalRow]] = await Promise.all([
      db.select(markerColumns).from(properties).where(where).orderBy(desc(properties.createdAt), desc(properties.id)).limit(maxMarkers),
      db.select({ total: count() }).from(properties).where(where),
    ]);
    return { mode: "markers", clusters: [], markers: toMarkers(rows as MarkerRow[]), total: totalRow?.total ?? 0 };
  }
  const cell = cellDegrees(input.zoom);
  const row = sql<number>`floor(${properties.latitude} / ${cell}::float8)`;
  const column = sql<number>`floor(${properties.longitude} / ${cell}::float8)`;
  const cells = await db
    .select({
      count: count(),
      latitude: sql<number>`avg(${properties.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${properties.longitude})`.mapWith(Number),
      minLatitude: min(properties.latitude),
      maxLatitude: max(properties.latitude),
      minLongitude: min(properties.longitude),
      maxLongitude: max(properties.longitude),
      anyId: min(properties.id),
    })
    .from(properties)
    .where(where)
    .groupBy(row, column);
  const singleIds = cells.filter((c) => c.count === 1).map((c) => c.anyId!);
  const singles = singleIds.length
    ? ((await db.select(markerColumns).from(properties).where(inArray(properties.id, singleIds))) as MarkerRow[])
    : [];
  const clusters = cells
    .filter((c) => c.count > 1)
    .map((c) => ({
      latitude: c.latitude,
      longitude: c.longitude,
      count: c.count,
      bounds: { minLatitude: c.minLatitude!, maxLatitude: c.maxLatitude!, minLongitude: c.minLongitude!, maxLongitude: c.maxLongitude! },
    }))
    .sort((a, b) => b.count - a.count);
  return { mode: "clusters", clusters, markers: toMarkers(singles), total: cells.reduce((sum, c) => sum + c.count, 0) };
}
