/**
 * The process's shutdown state: once `begin()` is called (SIGTERM), /readyz answers 503,
 * responses close their connection, and open event streams are told to reconnect elsewhere.
 */
export interface Drain {
  readonly isDraining: boolean;
  begin(): void;
  /** Calls `listener` when draining begins (at once if it has); the result stops listening. */
  onBegin(listener: () => void): () => void;
}

export function createDrain(): Drain {
  let isDraining = false;
  const listeners = new Set<() => void>();
  return {
    get isDraining() {
      return isDraining;
    },
    begin() {
      if (isDraining) return;
      isDraining = true;
      for (const listener of listeners) listener();
      listeners.clear();
    },
    onBegin(listener) {
      if (isDraining) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
