import { storedValue } from "../stored-value.ts";

/** The listings picked for comparison: at most two ids, kept in localStorage. */
export const compareStorageKey = "compare";
export const compareLimit = 2;
/** The picks as the page's components read them; every write below tells them. */
export const comparePicks = storedValue(compareStorageKey);

type ReadStorage = Pick<Storage, "getItem">;
type WriteStorage = Pick<Storage, "getItem" | "setItem">;

/** The picked ids, oldest first; a damaged entry reads as none. */
export function readCompareIds(storage: ReadStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(compareStorageKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, compareLimit);
  } catch {
    return [];
  }
}

/**
 * Adds or removes `id`. Adding to a full list answers "full" and changes nothing, so the
 * visitor chooses which one to drop.
 */
export function toggleCompareId(storage: WriteStorage, id: number): { ids: number[]; result: "added" | "removed" | "full" } {
  const ids = readCompareIds(storage);
  if (ids.includes(id)) {
    const next = ids.filter((other) => other !== id);
    writeCompareIds(storage, next);
    return { ids: next, result: "removed" };
  }
  if (ids.length >= compareLimit) return { ids, result: "full" };
  const next = [...ids, id];
  writeCompareIds(storage, next);
  return { ids: next, result: "added" };
}

export function clearCompareIds(storage: Pick<Storage, "setItem">): void {
  writeCompareIds(storage, []);
}

function writeCompareIds(storage: Pick<Storage, "setItem">, ids: number[]): void {
  storage.setItem(compareStorageKey, JSON.stringify(ids));
  comparePicks.notify();
}

/** The compare page for the picked ids (source and target once both are picked). */
export function compareHref(ids: number[]): string {
  const [source, target] = ids;
  if (source === undefined) return "/compare";
  return target === undefined ? `/compare?source=${source}` : `/compare?source=${source}&target=${target}`;
}
