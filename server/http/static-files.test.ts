import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.ts";

let dir: string;
let app: Hono;
// A route module's size: a few components' worth of minified code.
const smallScript = `import{j as e}from"./framework.js";${Array.from({ length: 6 }, (_, i) => `function C${i}(t){return e.jsx("div",{className:"mt-4 text-sm",children:t.children})}`).join("")}export{C0,C1};\n`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `từ-${i}`))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "nhadat-static-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "app-abc123.js"), script);
  await writeFile(path.join(dir, "assets", "small-abc123.js"), smallScript);
  await writeFile(path.join(dir, "robots.txt"), "User-agent: *\n");
  await writeFile(path.join(os.tmpdir(), "outside-secret.txt"), "secret");
  app = new Hono();
  app.get("*", staticFiles(dir));
  app.get("*", (c) => c.text("page", 404));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("static files", () => {
  it("serves hashed assets brotli-compressed and immutable when the browser accepts br", async () => {
    const res = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("caches other public files for an hour and leaves a file uncompressed when packing would not shrink it", async () => {
    const res = await app.request("/robots.txt", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("User-agent: *\n");
  });

  it("packs a small script too (a page loads several under 1 KB)", async () => {
    const res = await app.request("/assets/small-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Buffer.byteLength(smallScript)).toBeLessThan(1024);
    expect(body.length).toBeLessThan(Buffer.byteLength(smallScript) * 0.7);
    expect(brotliDecompressSync(body).toString()).toBe(smallScript);
  });

  it("passes missing files and paths outside the root on to the pages", async () => {
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    expect(await (await app.request("/%2e%2e/outside-secret.txt")).text()).toBe("page");
    expect(await (await app.request("/assets/..%2f..%2foutside-secret.txt")).text()).toBe("page");
  });

  it("keeps no record of a miss: a file that appears later is served", async () => {
    expect((await app.request("/late-file.txt")).status).toBe(404);
    await writeFile(path.join(dir, "late-file.txt"), "here now\n");
    const res = await app.request("/late-file.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("here now\n");
  });

  it("passes a path that is not valid percent-encoding on to the pages", async () => {
    expect(await (await app.request("/bad%E0%A4%A.js")).text()).toBe("page");
  });
});
