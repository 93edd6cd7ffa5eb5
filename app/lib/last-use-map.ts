/**
 * A map kept by last use, within bounds: reading an entry (`get`) makes it the most recently
 * used, and adding one (`set`) drops those used longest ago while the map holds more entries, or
 * more weight (bytes, say), than its bounds allow. The process's caches of things made once and
 * asked for again share it: statement names (pg-named-statements.server.ts), built statements
 * (built-statements.server.ts), packed answers (server/http/compress.ts) and route-discovery
 * answers (server/http/manifest-answers.ts).
 */
export class LastUseMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V, key: K) => number;
  readonly #onDrop: ((key: K, value: V) => void) | undefined;
  #weight = 0;

  constructor(options: {
    maxEntries: number;
    /** The most total weight kept (with `weigh`); no bound but the count without it. */
    maxWeight?: number;
    weigh?: (value: V, key: K) => number;
    /** Told of each entry dropped to keep within the bounds. */
    onDrop?: (key: K, value: V) => void;
  }) {
    this.#maxEntries = options.maxEntries;
    this.#maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weigh = options.weigh ?? (() => 0);
    this.#onDrop = options.onDrop;
  }

  /** The entry's value, made the most recently used; undefined when not kept. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` as the most recently used entry, then drops the oldest past the bounds. */
  set(key: K, value: V): void {
    this.delete(key);
    this.#entries.set(key, value);
    this.#weight += this.#weigh(value, key);
    for (const [oldKey, oldValue] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#weight <= this.#maxWeight) break;
      this.delete(oldKey);
      this.#onDrop?.(oldKey, oldValue);
    }
  }

  delete(key: K): boolean {
    const value = this.#entries.get(key);
    if (value === undefined) return false;
    this.#entries.delete(key);
    this.#weight -= this.#weigh(value, key);
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The keys, the least recently used first (without touching their order). */
  keys(): IterableIterator<K> {
    return this.#entries.keys();
  }
}
