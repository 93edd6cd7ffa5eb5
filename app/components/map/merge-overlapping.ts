import type { BoundingBox } from "../../modules/properties/property-filters.server.ts";

/** A map item on screen: a cluster, or one listing (count 1, with its marker). */
export interface ScreenItem<M> {
  x: number;
  y: number;
  latitude: number;
  longitude: number;
  count: number;
  bounds: BoundingBox;
  marker: M | null;
}

/**
 * Merges items whose icons would overlap (closer than `minDistance` pixels), biggest first,
 * so every target keeps its own space on screen (WCAG 2.2 target size). A merged item is a
 * cluster: counts add up, the centroid is count-weighted and the bounds are joined.
 */
export function mergeOverlapping<M>(items: ScreenItem<M>[], minDistance: number): ScreenItem<M>[] {
  const kept: ScreenItem<M>[] = [];
  for (const item of [...items].sort((a, b) => b.count - a.count)) {
    const near = kept.find((k) => Math.hypot(k.x - item.x, k.y - item.y) < minDistance);
    if (!near) {
      kept.push({ ...item });
      continue;
    }
    const total = near.count + item.count;
    near.latitude = (near.latitude * near.count + item.latitude * item.count) / total;
    near.longitude = (near.longitude * near.count + item.longitude * item.count) / total;
    near.x = (near.x * near.count + item.x * item.count) / total;
    near.y = (near.y * near.count + item.y * item.count) / total;
    near.count = total;
    near.marker = null;
    near.bounds = {
      minLatitude: Math.min(near.bounds.minLatitude, item.bounds.minLatitude),
      maxLatitude: Math.max(near.bounds.maxLatitude, item.bounds.maxLatitude),
      minLongitude: Math.min(near.bounds.minLongitude, item.bounds.minLongitude),
      maxLongitude: Math.max(near.bounds.maxLongitude, item.bounds.maxLongitude),
    };
  }
  return kept;
}
