import { afterEach, describe, expect, it, vi } from "vitest";
import { storedValue } from "./stored-value.ts";

/** A window with localStorage and the storage event, counting its listeners. */
function fakeWindow() {
  const target = new EventTarget();
  const values = new Map<string, string>();
  const listeners = { count: 0 };
  const win = {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
    addEventListener: (type: string, listener: EventListener) => {
      listeners.count++;
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      listeners.count--;
      target.removeEventListener(type, listener);
    },
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
  };
  vi.stubGlobal("window", win);
  return { win, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe("a stored value as an external store", () => {
  it("reads the key, null on the server, and tells every reader of a change in this page or another tab", () => {
    const { win } = fakeWindow();
    const store = storedValue("compare");
    expect(store.serverSnapshot()).toBeNull();
    expect(store.snapshot()).toBeNull();
    const first = vi.fn<() => void>();
    const second = vi.fn<() => void>();
    store.subscribe(first);
    store.subscribe(second);
    win.localStorage.setItem("compare", "[5]");
    store.notify();
    expect(store.snapshot()).toBe("[5]");
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    win.dispatchEvent(new Event("storage"));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
  });

  it("holds one storage listener however many read it, and none once the last leaves", () => {
    const { win, listeners } = fakeWindow();
    const store = storedValue("location");
    const readers = Array.from({ length: 12 }, () => vi.fn<() => void>());
    const leaves = readers.map((reader) => store.subscribe(reader));
    expect(listeners.count).toBe(1);
    for (const leave of leaves.slice(1)) leave();
    expect(listeners.count).toBe(1);
    leaves[0]!();
    expect(listeners.count).toBe(0);
    win.dispatchEvent(new Event("storage"));
    expect(readers.every((reader) => reader.mock.calls.length === 0)).toBe(true);
  });
});
