import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { categories, conversations, messages, settings, users } from "../../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { createProperty, createUser } from "../../../tests/support/factories.ts";
import { storedFiles } from "../../../tests/support/listing-fixtures.ts";
import { sweepOrphanUploads } from "./sweep-orphans.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const webp = new Uint8Array([1, 2, 3]);

describe("sweepOrphanUploads", () => {
  it("removes old listing files no row points at and keeps referenced, young and other files", async () => {
    const { storage, db } = ctx.services;
    const owner = await createUser(db);
    const titleKey = `properties/u${owner.id}/aaaa`;
    await createProperty(db, {
      userId: owner.id,
      titleImage: { key: titleKey, width: 640, height: 480, widths: [320, 640] },
      gallery: [{ key: `properties/u${owner.id}/bbbb`, width: 320, height: 240, widths: [320] }],
      documents: [{ key: `properties/u${owner.id}/cccc.pdf`, name: "so-hong.pdf" }],
    });
    const kept = [
      `${titleKey}-320.webp`,
      `${titleKey}-640.webp`,
      `properties/u${owner.id}/bbbb-320.webp`,
      `properties/u${owner.id}/cccc.pdf`,
      "demo/docs/khong-thuoc-loai-nao.pdf",
    ];
    const orphans = [`properties/u${owner.id}/dddd-320.webp`, `properties/u${owner.id}/eeee.pdf`, `projects/u${owner.id}/ffff-320.webp`];
    for (const key of [...kept, ...orphans]) await storage.put(key, webp, "image/webp");

    const young = await sweepOrphanUploads(ctx.services, { graceMs: 60_000 });
    expect(young.removed).toEqual([]);
    const swept = await sweepOrphanUploads(ctx.services, { graceMs: 0, now: new Date(Date.now() + 1000) });
    expect(swept.removed.sort()).toEqual([...orphans].sort());
    expect(await storedFiles(ctx.dataDir)).toEqual([...kept].sort());
  });

  it("removes chat files whose conversation is gone and keeps those a message points at", async () => {
    const { storage, db } = ctx.services;
    const [one, two] = [await createUser(db), await createUser(db)];
    const [conversation] = await db.insert(conversations).values({ userOneId: one.id, userTwoId: two.id }).returning();
    const image = { key: `chat/${one.id}/photo`, width: 320, height: 240, widths: [320] };
    await db.insert(messages).values([
      { conversationId: conversation!.id, senderId: one.id, recipientId: two.id, body: "", file: { kind: "image", image, name: "a.jpg" } },
      {
        conversationId: conversation!.id,
        senderId: two.id,
        recipientId: one.id,
        body: "",
        file: { kind: "document", key: `chat/${one.id}/doc.pdf`, size: 3, name: "b.pdf" },
      },
      {
        conversationId: conversation!.id,
        senderId: two.id,
        recipientId: one.id,
        body: "",
        audio: { key: `chat/${one.id}/voice.webm`, size: 3, contentType: "audio/webm", durationMs: 1000 },
      },
    ]);
    const kept = [`chat/${one.id}/photo-320.webp`, `chat/${one.id}/doc.pdf`, `chat/${one.id}/voice.webm`];
    const orphans = [`chat/${one.id}/gone-320.webp`, `chat/${two.id}/gone.pdf`];
    for (const key of [...kept, ...orphans]) await storage.put(key, webp, "application/octet-stream");

    const swept = await sweepOrphanUploads(ctx.services, { graceMs: 0, now: new Date(Date.now() + 1000) });
    expect(swept.removed.filter((key) => key.startsWith("chat/")).sort()).toEqual([...orphans].sort());
    const left = await storedFiles(ctx.dataDir);
    for (const key of kept) expect(left).toContain(key);
  });

  it("covers every other kind of stored file: profile photos, brand images, icons, receipts, notification pictures", async () => {
    const { storage, db } = ctx.services;
    const user = await createUser(db);
    await db
      .update(users)
      .set({ image: `users/${user.id}/profile-kept.webp` })
      .where(eq(users.id, user.id));
    await db.insert(settings).values({ key: "sweep_test_logo", value: JSON.stringify("/media/branding/logo-kept.png") });
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    await db.update(categories).set({ image: "/media/icons/categories/icon-kept.svg" }).where(eq(categories.id, category!.id));
    const kept = [`users/${user.id}/profile-kept.webp`, "branding/logo-kept.png", "icons/categories/icon-kept.svg"];
    const orphans = [
      `users/${user.id}/profile-old.webp`,
      "branding/logo-old.png",
      "icons/categories/icon-old.svg",
      `private/receipts/${user.id}/never-attached.pdf`,
      `private/verification/u${user.id}/never-attached.pdf`,
      "notifications/never-sent-320.webp",
    ];
    for (const key of [...kept, ...orphans]) await storage.put(key, webp, "application/octet-stream");

    const swept = await sweepOrphanUploads(ctx.services, { graceMs: 0, now: new Date(Date.now() + 1000) });
    for (const key of orphans) expect(swept.removed).toContain(key);
    for (const key of kept) expect(swept.removed).not.toContain(key);
    const left = await storedFiles(ctx.dataDir);
    for (const key of kept) expect(left).toContain(key);
  });
});
