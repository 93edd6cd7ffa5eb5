import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, facilities } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { sweepOrphanUploads } from "../../lib/storage/sweep-orphans.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { photo, storedFiles } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { findStaffTable } from "./staff-tables.server.ts";
import { uploadContentImage } from "./upload-content-image.server.ts";

// The files staff tables keep: inline photos of rich text, and icons.
let ctx: TestContext;
let admin: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx.services.db, { role: "admin" });
});
afterAll(() => ctx.close());

/** An inline photo uploaded as the editor uploads it: its address in the text and its stored files' stem. */
async function inlinePhoto(width: number, height: number) {
  const { url } = await uploadContentImage(ctx.services, { actor: admin, file: await photo(width, height) });
  const stem = /content\/inline\/[0-9a-f-]{36}/.exec(url)![0];
  return { url, stem };
}

const filesOf = async (stem: string) => (await storedFiles(ctx.dataDir)).filter((key) => key.startsWith(`${stem}-`));

describe("inline photos of articles and info pages", () => {
  it("are removed when a save drops them or the article is deleted, unless another text still shows them", async () => {
    const articleTable = findStaffTable("articles")!;
    const pages = findStaffTable("info-pages")!;
    const living = await inlinePhoto(1200, 900);
    const kitchen = await inlinePhoto(800, 600);
    expect(await filesOf(living.stem)).toEqual([
      `${living.stem}-1024.webp`,
      `${living.stem}-1200.webp`,
      `${living.stem}-320.webp`,
      `${living.stem}-640.webp`,
    ]);
    expect(await filesOf(kitchen.stem)).toHaveLength(3);

    const form = {
      title: "Căn hộ sáng sủa",
      body: `Phòng khách rộng.\n\n![Phòng khách](${living.url})\n\n![Bếp](${kitchen.url})`,
      body_en: `![Kitchen](${kitchen.url})`,
      image: await photo(400, 300),
    };
    const { id } = await articleTable.save(ctx.services, { actor: admin, id: null, form });
    const [saved] = await ctx.services.db
      .select()
      .from(articles)
      .where(eq(articles.id, id as number));
    const titleStem = saved!.image!.key;

    // The living-room photo is edited out of the body; the kitchen stays in the English body.
    await articleTable.save(ctx.services, {
      actor: admin,
      id,
      form: { title: form.title, body: "Phòng khách rộng.", body_en: form.body_en },
    });
    expect(await filesOf(living.stem)).toEqual([]);
    expect(await filesOf(kitchen.stem)).toHaveLength(3);
    expect(await filesOf(titleStem)).not.toEqual([]);

    // The about page shows the kitchen too: deleting the article keeps it and removes the title photo.
    const about = await pages.get(ctx.services, { actor: admin, id: "about" });
    await pages.save(ctx.services, {
      actor: admin,
      id: "about",
      form: { title: String(about.title), body: `${String(about.body)}\n\n![Bếp](${kitchen.url})` },
    });
    await articleTable.remove(ctx.services, { actor: admin, id });
    expect(await filesOf(titleStem)).toEqual([]);
    expect(await filesOf(kitchen.stem)).toHaveLength(3);

    await pages.save(ctx.services, { actor: admin, id: "about", form: { title: String(about.title), body: String(about.body) } });
    expect(await filesOf(kitchen.stem)).toEqual([]);
  });

  it("the orphan sweep removes inline photos no text names and keeps those one does", async () => {
    const articleTable = findStaffTable("articles")!;
    const shown = await inlinePhoto(640, 480);
    const abandoned = await inlinePhoto(640, 480);
    await articleTable.save(ctx.services, { actor: admin, id: null, form: { title: "Có ảnh", body: `![Ảnh](${shown.url})` } });

    const swept = await sweepOrphanUploads(ctx.services, { graceMs: 0, now: new Date(Date.now() + 1000) });
    expect(swept.removed.filter((key) => key.startsWith("content/")).sort()).toEqual(
      [`${abandoned.stem}-320.webp`, `${abandoned.stem}-640.webp`].sort(),
    );
    expect(await filesOf(shown.stem)).toHaveLength(2);
  });
});

const webp = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 48, height: 48, channels: 3, background: "#1e40af" } })
          .webp()
          .toBuffer(),
      ),
    ],
    "icon.webp",
    {
      type: "image/webp",
    },
  );
const svg = (body: string) =>
  new File([`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`], "icon.svg", { type: "image/svg+xml" });
const keyOf = (url: string | boolean | undefined) => String(url).replace(/^\/media\//, "");
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (isAppError(error) ? { code: error.code, fields: error.fields } : Promise.reject(error)),
  );

describe("facility and category icons", () => {
  it("are uploaded, checked by their bytes, shown in the list, and removed when replaced or deleted", async () => {
    const table = findStaffTable("facilities")!;
    const { id } = await table.save(ctx.services, {
      actor: admin,
      id: null,
      form: { name: "Trạm sạc xe điện", image: await photo(64, 64, "png") },
    });
    const first = (await table.get(ctx.services, { actor: admin, id })).image;
    expect(first).toMatch(/^\/media\/icons\/facilities\/image-[0-9a-f-]{36}\.png$/);
    expect(await storedFiles(ctx.dataDir)).toContain(keyOf(first));
    const listed = await table.list(ctx.services, { actor: admin, search: "Trạm sạc", limit: 10, offset: 0 });
    expect(listed.rows.map((row) => row.values.image)).toEqual([first]);

    // A save without a file keeps the icon; a new file replaces it and the old file goes.
    await table.save(ctx.services, { actor: admin, id, form: { name: "Trạm sạc ô tô điện", image: new File([], "") } });
    expect((await table.get(ctx.services, { actor: admin, id })).image).toBe(first);
    await table.save(ctx.services, { actor: admin, id, form: { name: "Trạm sạc ô tô điện", image: await webp() } });
    const second = (await table.get(ctx.services, { actor: admin, id })).image;
    expect(second).toMatch(/^\/media\/icons\/facilities\/image-[0-9a-f-]{36}\.png$/);
    const files = await storedFiles(ctx.dataDir);
    expect(files).toContain(keyOf(second));
    expect(files).not.toContain(keyOf(first));

    // An SVG is drawn into a PNG, whatever it holds: a namespace-prefixed script is not in the stored file.
    const hostile = '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script><circle cx="12" cy="12" r="10"/>';
    await table.save(ctx.services, { actor: admin, id, form: { name: "Trạm sạc ô tô điện", image: svg(hostile) } });
    const drawn = (await table.get(ctx.services, { actor: admin, id })).image;
    expect(drawn).toMatch(/^\/media\/icons\/facilities\/image-[0-9a-f-]{36}\.png$/);
    const stored = await ctx.services.storage.get(keyOf(drawn));
    expect(stored!.contentType).toBe("image/png");
    expect((await sharp(stored!.body).metadata()).format).toBe("png");
    expect(Buffer.from(stored!.body).includes("script")).toBe(false);
    expect(await storedFiles(ctx.dataDir)).not.toContain(keyOf(second));

    // A file that is no image is refused, naming the field; nothing changes.
    const before = await storedFiles(ctx.dataDir);
    expect(
      await refusal(
        table.save(ctx.services, { actor: admin, id, form: { name: "x", image: new File(["GIF89a"], "a.gif", { type: "image/gif" }) } }),
      ),
    ).toMatchObject({ fields: { image: "staffIconFormatInvalid" } });
    expect(await refusal(table.save(ctx.services, { actor: admin, id, form: { name: "x", image: svg("<circle") } }))).toMatchObject({
      fields: { image: "staffIconFormatInvalid" },
    });
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const [row] = await ctx.services.db
      .select()
      .from(facilities)
      .where(eq(facilities.id, id as number));
    expect([row!.name, row!.image]).toEqual(["Trạm sạc ô tô điện", drawn]);

    await table.remove(ctx.services, { actor: admin, id });
    expect((await storedFiles(ctx.dataDir)).filter((key) => key.startsWith("icons/"))).toEqual([]);
  });

  it("a category's seeded icon path is replaced by an uploaded icon", async () => {
    const table = findStaffTable("categories")!;
    const [first] = (await table.list(ctx.services, { actor: admin, limit: 1, offset: 0 })).rows;
    const values = await table.get(ctx.services, { actor: admin, id: first!.id });
    const form = { name: String(values.name), slug: String(values.slug), isActive: "on" };
    await table.save(ctx.services, { actor: admin, id: first!.id, form: { ...form, image: await photo(64, 64, "jpeg") } });
    const icon = (await table.get(ctx.services, { actor: admin, id: first!.id })).image;
    expect(icon).toMatch(/^\/media\/icons\/categories\/image-[0-9a-f-]{36}\.png$/);
    expect(await storedFiles(ctx.dataDir)).toContain(keyOf(icon));
  });
});
