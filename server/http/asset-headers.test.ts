import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let dir: string;
const script = `export const shell = ${JSON.stringify("x".repeat(4000))};`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "nhadat-assets-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "shell-abc123.js"), script);
  await writeFile(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Nhà Đất" }));
  ctx = await createTestContext({ app: { clientDir: dir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

describe("headers of the build's assets", () => {
  it("carry only what a script needs: type, length, caching, encoding and nosniff", async () => {
    const res = await ctx.app.request("/assets/shell-abc123.js", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    const body = await res.arrayBuffer();
    expect(res.headers.get("content-length")).toBe(String(body.byteLength));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const documentOnly of [
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
      "content-security-policy",
      "x-request-id",
    ]) {
      expect(res.headers.get(documentOnly), documentOnly).toBeNull();
    }
  });

  it("leave the document headers on everything else", async () => {
    const res = await ctx.app.request("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect((await ctx.app.request("/api/get_categories?limit=1")).headers.get("x-frame-options")).toBe("DENY");
  });
});
