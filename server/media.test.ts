import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /media/<key>", () => {
  it("serves a stored file with long-lived immutable caching", async () => {
    const body = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await ctx.services.storage.put("properties/1/photo-320.webp", body, "image/webp");
    const res = await ctx.app.request("/media/properties/1/photo-320.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
  });

  it("answers 404 for a missing file", async () => {
    const res = await ctx.app.request("/media/properties/1/missing-320.webp");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("answers 404 for a key that tries to leave the uploads folder", async () => {
    const res = await ctx.app.request("/media/%2e%2e%2f%2e%2e%2fpackage.json");
    expect(res.status).toBe(404);
  });
});
