/** A listing's prices over time, oldest first; the first point is the price it was posted at. */
export interface PriceHistory {
  postedAt: string;
  points: { at: string; price: number }[];
}

/** The latest change against the price before it: "down 300 million since 12/10". */
export interface LastPriceChange {
  /** New price minus the price before (negative for a cut), whole VND. */
  difference: number;
  /** When the price before was set (the posting or the previous change). */
  since: string;
  at: string;
}

export function lastPriceChange(history: PriceHistory): LastPriceChange | null {
  const { points } = history;
  if (points.length < 2) return null;
  const last = points[points.length - 1]!;
  // The price before the latest one that differs from it (a change back and forth counts).
  const before = points[points.length - 2]!;
  if (before.price === last.price) return null;
  return { difference: last.price - before.price, since: before.at, at: last.at };
}

/** Whole days from one moment to another (never negative). */
export function daysBetween(from: string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / 86_400_000));
}
