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
 * Whether two square icons of side `minDistance` centred on `a` and `b` would overlap: closer
 * than that on both axes (icons are boxes, so a diagonal neighbour at a wide straight-line
 * distance can still cover a corner of the other's target).
 */
export function overlaps(a: { x: number; y: number }, b: { x: number; y: number }, minDistance: number): boolean {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) < minDistance;
}

/**
 * Merges items whose icons would overlap (`overlaps`: boxes of side `minDistance`), biggest
 * first, so every target keeps its own space on screen (WCAG 2.2 target size). A merged item is
 * a cluster: counts add up, the centroid is count-weighted and the bounds are joined.
 */
export function mergeOverlapping<M>(items: ScreenItem<M>[], minDistance: number): ScreenItem<M>[] {
  const kept: ScreenItem<M>[] = [];
  for (const item of [...items].sort((a, b) => b.count - a.count)) {
    const near = kept.find((k) => overlaps(k, item, minDistance));
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

/** A rectangle on screen, in the same pixels as the items (a map control's box). */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Moves items whose icons would overlap (`overlaps`) or lie under one of the `obstacles` (the
 * map's zoom buttons and attribution, which would cover part of them) to the nearest free spot
 * around where they stand, in steps of `minDistance` and inside `within` (the map's view), so
 * that every icon keeps a whole target of its own (WCAG 2.2 target size): pins of one building
 * that no zoom can separate stand side by side. Items placed earlier stay put; only `x` and `y`
 * change. An item with no free spot within `maxRings` steps stays where it is.
 */
export function spreadOverlapping<T extends { x: number; y: number }>(
  items: T[],
  minDistance: number,
  { obstacles = [], within, maxRings = 32 }: { obstacles?: Rect[]; within?: Rect; maxRings?: number } = {},
): T[] {
  const placed: T[] = [];
  const half = minDistance / 2;
  const free = (spot: { x: number; y: number }) =>
    placed.every((p) => !overlaps(p, spot, minDistance)) &&
    obstacles.every((o) => spot.x + half <= o.left || spot.x - half >= o.right || spot.y + half <= o.top || spot.y - half >= o.bottom);
  const inside = (spot: { x: number; y: number }) =>
    !within ||
    (spot.x - half >= within.left && spot.x + half <= within.right && spot.y - half >= within.top && spot.y + half <= within.bottom);
  for (const item of items) {
    let spot: { x: number; y: number } | undefined = free(item) ? item : undefined;
    // Rings of grid points around the item, nearest first.
    for (let ring = 1; !spot && ring <= maxRings; ring++) {
      const candidates: { x: number; y: number }[] = [];
      for (let i = -ring; i <= ring; i++)
        for (let j = -ring; j <= ring; j++)
          if (Math.max(Math.abs(i), Math.abs(j)) === ring) candidates.push({ x: item.x + i * minDistance, y: item.y + j * minDistance });
      candidates.sort((a, b) => Math.hypot(a.x - item.x, a.y - item.y) - Math.hypot(b.x - item.x, b.y - item.y));
      spot = candidates.find((c) => inside(c) && free(c));
    }
    placed.push({ ...item, x: spot?.x ?? item.x, y: spot?.y ?? item.y });
  }
  return placed;
}
