import { describe, expect, it } from "vitest";
import { pageTotal } from "./page-total.ts";

describe("pageTotal", () => {
  const counted = (n: number) => {
    const calls: number[] = [];
    return { calls, count: async () => (calls.push(n), n) };
  };

  it("takes the total from a page that ends the list", async () => {
    const c = counted(99);
    expect(await pageTotal({ limit: 100, offset: 0 }, 9, c.count)).toBe(9);
    expect(await pageTotal({ limit: 100, offset: 0 }, 0, c.count)).toBe(0);
    expect(await pageTotal({ limit: 10, offset: 20 }, 3, c.count)).toBe(23);
    expect(c.calls).toEqual([]);
  });

  it("counts when the page is full or past the end", async () => {
    const c = counted(57);
    expect(await pageTotal({ limit: 10, offset: 0 }, 10, c.count)).toBe(57);
    expect(await pageTotal({ limit: 10, offset: 60 }, 0, c.count)).toBe(57);
    expect(c.calls).toEqual([57, 57]);
  });
});
