import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { sweepOrphanUploads } from "../../lib/storage/sweep-orphans.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { photo, storedFiles } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { findStaffTable } from "./staff-tables.server.ts";
import { uploadContentImage } from "./upload-content-image.server.ts";

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
