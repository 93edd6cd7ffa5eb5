import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.server.ts";
import { assertSafeKey, contentTypeFor, type Storage } from "./storage.ts";

let root: string;
let storage: Storage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "nhadat-local-"));
  storage = createLocalStorage(path.join(root, "uploads"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bytes = new TextEncoder().encode("hello storage");

describe("local storage", () => {
  it("writes, reads and deletes a file under its root", async () => {
    await storage.put("properties/12/a-320.webp", bytes, "image/webp");
    expect(await readFile(path.join(root, "uploads/properties/12/a-320.webp"), "utf8")).toBe("hello storage");
    const object = await storage.get("properties/12/a-320.webp");
    expect(new TextDecoder().decode(object!.body)).toBe("hello storage");
    expect(object!.contentType).toBe("image/webp");
    await storage.delete("properties/12/a-320.webp");
    expect(await storage.get("properties/12/a-320.webp")).toBeNull();
    expect(await stat(path.join(root, "uploads/properties/12/a-320.webp")).catch(() => null)).toBeNull();
  });

  it("answers null for a missing file and deletes a missing file quietly", async () => {
    expect(await storage.get("nothing/here.pdf")).toBeNull();
    await expect(storage.delete("nothing/here.pdf")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the root", async () => {
    for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", ".hidden", "", "a\\b", "a b", "%2e%2e/x"]) {
      await expect(storage.put(key, bytes, "text/plain")).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    }
    expect(await stat(path.join(root, "x")).catch(() => null)).toBeNull();
  });

  it("builds public URLs under /media", () => {
    expect(storage.url("users/3/avatar-320.webp")).toBe("/media/users/3/avatar-320.webp");
  });
});

describe("storage keys and types", () => {
  it("accepts ordinary nested keys", () => {
    expect(() => assertSafeKey("projects/3/0b9c-1024.webp")).not.toThrow();
  });

  it("derives the content type from the extension", () => {
    expect(contentTypeFor("a/b.WEBP")).toBe("image/webp");
    expect(contentTypeFor("a/b.pdf")).toBe("application/pdf");
    expect(contentTypeFor("a/b.exe")).toBe("application/octet-stream");
  });
});
