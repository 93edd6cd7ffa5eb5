import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { createLocalStorage } from "./local-storage.server.ts";
import type { Storage } from "./storage.ts";
import { isPdf, storeDocument } from "./store-document.server.ts";

let root: string;
let storage: Storage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "nhadat-docs-"));
  storage = createLocalStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

describe("storeDocument", () => {
  it("stores a PDF under the prefix with its content type", async () => {
    const doc = await storeDocument(storage, new File([pdf], "giay-to.pdf"), { keyPrefix: "verifications/5" });
    expect(doc.key).toMatch(/^verifications\/5\/[0-9a-f-]{36}\.pdf$/);
    expect(doc.size).toBe(pdf.byteLength);
    const stored = await storage.get(doc.key);
    expect(stored?.contentType).toBe("application/pdf");
    expect(Buffer.from(stored!.body).equals(Buffer.from(pdf))).toBe(true);
  });

  it("judges the header, not the name", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(isPdf(png)).toBe(false);
    expect(await codeOf(storeDocument(storage, new File([png], "scan.pdf", { type: "application/pdf" }), { keyPrefix: "d" }))).toBe(
      "DOCUMENT_FORMAT_INVALID",
    );
    expect(await codeOf(storeDocument(storage, new TextEncoder().encode("%PDF"), { keyPrefix: "d" }))).toBe("DOCUMENT_FORMAT_INVALID");
  });

  it("refuses a missing, empty or oversized file", async () => {
    expect(await codeOf(storeDocument(storage, undefined, { keyPrefix: "d" }))).toBe("FILE_REQUIRED");
    expect(await codeOf(storeDocument(storage, new Blob([]), { keyPrefix: "d" }))).toBe("FILE_REQUIRED");
    expect(await codeOf(storeDocument(storage, pdf, { keyPrefix: "d", maxBytes: pdf.byteLength - 1 }))).toBe("FILE_TOO_LARGE");
  });
});
