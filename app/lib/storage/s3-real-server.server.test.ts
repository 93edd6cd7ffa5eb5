import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3 } from "../../../tests/support/local-s3.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { createProperty, createUser } from "../../../tests/support/factories.ts";
import { createLocalStorage } from "./local-storage.server.ts";
import { migrateStorage } from "./migrate-storage.server.ts";
import { createS3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage.ts";
import { sweepOrphanUploads } from "./sweep-orphans.server.ts";

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let bucket: Storage;
beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = createS3Storage(s3.env);
});
afterAll(() => s3.close());

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the S3 driver against a real S3-compatible server", () => {
  it("stores, sizes, lists (past one page) and removes objects", async () => {
    await bucket.put("list-test/a.pdf", bytes("pdf"), "application/pdf");
    expect(await bucket.size!("list-test/a.pdf")).toBe(3);
    expect(await bucket.size!("list-test/none.pdf")).toBeNull();
    expect(new TextDecoder().decode((await bucket.get("list-test/a.pdf"))!.body)).toBe("pdf");
    // More than one listing page (1,000 keys) under one prefix.
    const keys = Array.from({ length: 1005 }, (_, i) => `page-test/${String(i).padStart(4, "0")}.webp`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => bucket.put(key, bytes("x"), "image/webp")));
    const listed = await bucket.list!("page-test/");
    expect(listed.map((file) => file.key).sort()).toEqual(keys);
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 600_000);
    await bucket.delete("list-test/a.pdf");
    expect(await bucket.get("list-test/a.pdf")).toBeNull();
  });
});

describe("npm run storage:migrate (local disk → S3)", () => {
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(os.tmpdir(), "nhadat-uploads-"));
  });
  afterAll(() => rm(uploads, { recursive: true, force: true }));

  it("copies every file once; a second run (or one after an interruption) copies only what is missing", async () => {
    const disk = createLocalStorage(uploads);
    const files = ["demo/docs/brochure.pdf", "properties/u7/abc-320.webp", "properties/u7/abc-640.webp", "private/receipts/7/r.pdf"];
    for (const key of files) await disk.put(key, bytes(`content of ${key}`), "application/octet-stream");
    // An earlier run was cut short after the first file, and left the second half-written.
    await bucket.put(files[0]!, bytes(`content of ${files[0]}`), "application/pdf");
    await bucket.put(files[1]!, bytes("trunc"), "image/webp");

    const first = await migrateStorage(disk, bucket);
    expect(first).toEqual({ copied: 3, skipped: 1, failed: [] });
    for (const key of files) expect(new TextDecoder().decode((await bucket.get(key))!.body)).toBe(`content of ${key}`);
    expect((await bucket.get(files[1]!))!.contentType).toBe("image/webp");
    expect(await migrateStorage(disk, bucket)).toEqual({ copied: 0, skipped: 4, failed: [] });
  });
});

describe("the orphan sweep on S3", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("removes old files no row points at from the bucket and keeps the referenced ones", async () => {
    const owner = await createUser(ctx.services.db);
    const titleKey = `properties/u${owner.id}/kept`;
    await createProperty(ctx.services.db, { userId: owner.id, titleImage: { key: titleKey, width: 640, height: 480, widths: [320] } });
    const kept = [`${titleKey}-320.webp`];
    const orphans = [`properties/u${owner.id}/gone-320.webp`, `users/${owner.id}/profile-gone.webp`];
    for (const key of [...kept, ...orphans]) await bucket.put(key, bytes("x"), "image/webp");
    const services = { db: ctx.services.db, storage: bucket, logger: ctx.services.logger };
    expect((await sweepOrphanUploads(services, { graceMs: 60_000 })).removed).toEqual([]);
    const swept = await sweepOrphanUploads(services, { graceMs: 0, now: new Date(Date.now() + 1000) });
    // (The bucket also holds the other tests' files: only this test's are checked.)
    for (const key of orphans) expect(swept.removed).toContain(key);
    for (const key of kept) expect(swept.removed).not.toContain(key);
    for (const key of kept) expect(await bucket.size!(key)).toBe(1);
    for (const key of orphans) expect(await bucket.size!(key)).toBeNull();
  });
});
