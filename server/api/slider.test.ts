import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, homeSlides, properties } from "../../db/schema/index.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import { homeSlidesTable } from "../../app/modules/staff-tables/tables/home-slides-table.server.ts";
import { action as editAction } from "../../app/routes/admin/content/edit.tsx";
import { action as deleteAction } from "../../app/routes/admin/content/delete.tsx";
import { createActor } from "../../tests/support/actors.ts";
import { categoryBySlug, createProperty, type PropertyRow } from "../../tests/support/factories.ts";
import { photo } from "../../tests/support/listing-fixtures.ts";
import { routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let admin: Actor;
let moderator: Actor;
let user: Actor;
let promoted: PropertyRow;
let listing: PropertyRow;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx.services.db, { role: "admin" });
  moderator = await createActor(ctx.services.db, { role: "moderator" });
  user = await createActor(ctx.services.db);
  promoted = await createProperty(ctx.services.db, { featuredUntil: new Date(Date.now() + 86_400_000) });
  // Listed days ago: its "posted … ago" reads the same in both answers compared below, asked a moment apart.
  listing = await createProperty(ctx.services.db, { title: "Nhà phố trên ảnh trượt", createdAt: new Date(Date.now() - 3 * 86_400_000) });
});
afterAll(() => ctx.close());

/** Runs an admin content action as `actor`; answers "done" on its redirect or the status it refused with. */
async function run(
  action: (args: never) => Promise<unknown>,
  actor: Actor,
  path: string,
  params: Record<string, string>,
  fields: Record<string, string | File>,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    await action({
      request: new Request(`http://localhost${path}`, { method: "POST", body }),
      context: routeContext(ctx, { actor }),
      params,
    } as never);
    return 0;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status === 302 ? "done" : thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

const addSlide = async (actor: Actor, fields: Record<string, string | File>) =>
  run(editAction, actor, "/admin/content/slider/new", { table: "slider" }, fields);
const slideRows = () => ctx.services.db.select().from(homeSlides).orderBy(homeSlides.id);

describe("the home slider", () => {
  it("answers get_slider empty and keeps the promoted listings in homepage-data's slider while staff set no slide", async () => {
    for (const path of ["get_slider", "get-slider"]) {
      const res = await ctx.api("GET", path);
      expect([res.status, res.body.data]).toEqual([200, []]);
    }
    const home = await ctx.api("GET", "homepage-data");
    expect(
      home.body.data.slider_section.map((s: { slider_type: string; propertys_id: number }) => [s.slider_type, s.propertys_id]),
    ).toEqual([["3", promoted.id]]);
  });

  it("is written by admins only: a moderator or a user is refused and no slide is stored", async () => {
    for (const actor of [moderator, user]) {
      expect(await addSlide(actor, { image: await photo(1200, 500), isActive: "on" })).toBe(403);
    }
    expect(await slideRows()).toEqual([]);
  });

  it("needs a photo, a listing that exists and a link that is a path or an http(s) address", async () => {
    const refused = async (fields: Record<string, string | File>) => {
      const result = await homeSlidesTable
        .save(ctx.services, { actor: admin, id: null, form: fields as never })
        .catch((error: unknown) => error);
      return (result as { fields?: Record<string, string> }).fields;
    };
    expect(await refused({ link: "/du-an" })).toEqual({ image: "staffFieldRequired" });
    expect(await refused({ image: await photo(), propertyId: "999999" })).toEqual({ propertyId: "invalidValue" });
    expect(await refused({ image: await photo(), link: "javascript:alert(1)" })).toEqual({ link: "invalidValue" });
    expect(await slideRows()).toEqual([]);
  });

  it("answers staff's shown slides in order in get_slider and homepage-data, each typed by what it opens", async () => {
    const category = await categoryBySlug(ctx.services.db, "biet-thu");
    expect(await addSlide(admin, { image: await photo(1200, 500), propertyId: String(listing.id), isActive: "on" })).toBe("done");
    expect(await addSlide(admin, { image: await photo(1200, 500), category: String(category.id), isActive: "on" })).toBe("done");
    expect(await addSlide(admin, { image: await photo(1200, 500), link: "/du-an", isActive: "on" })).toBe("done");
    expect(await addSlide(admin, { image: await photo(1200, 500) })).toBe("done"); // hidden
    const [first] = await slideRows();
    // The listing slide moves last.
    await homeSlidesTable.move(ctx.services, { actor: admin, id: first!.id, direction: "down" });
    await homeSlidesTable.move(ctx.services, { actor: admin, id: first!.id, direction: "down" });

    const res = await ctx.api("GET", "get_slider");
    expect(res.status).toBe(200);
    const base = ctx.services.env.baseUrl;
    expect(res.body.data.map((s: { slider_type: string }) => s.slider_type)).toEqual(["2", "4", "3"]);
    const [byCategory, byLink, byListing] = res.body.data;
    expect(byCategory).toMatchObject({ category_id: category.id, category: { id: category.id }, property: null, propertys_id: null });
    expect(byLink.link).toBe(`${base}/du-an`);
    expect(byListing).toMatchObject({
      propertys_id: listing.id,
      show_property_details: true,
      property: { id: listing.id, slug_id: listing.slugId },
    });
    for (const slide of res.body.data) expect(slide.image).toMatch(new RegExp(`^${base}/media/.+\\.webp$`));
    expect((await ctx.app.request(new URL(byListing.image).pathname)).status).toBe(200);

    const home = await ctx.api("GET", "homepage-data");
    expect(home.body.data.slider_section).toEqual(res.body.data);
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityType, "slider"));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["slider.create", "slider.move"]));
  });

  it("is deleted by admins only; a listing taken down leaves its slide without one", async () => {
    const rows = await slideRows();
    const withListing = rows.find((row) => row.propertyId === listing.id)!;
    const remove = (actor: Actor) =>
      run(deleteAction, actor, `/admin/content/slider/${withListing.id}/delete`, { table: "slider", id: String(withListing.id) }, {});
    expect(await remove(moderator)).toBe(403);
    expect(await slideRows()).toHaveLength(rows.length);

    await ctx.services.db.update(properties).set({ status: "inactive" }).where(eq(properties.id, listing.id));
    const res = await ctx.api("GET", "get_slider");
    const slide = res.body.data.find((s: { id: number }) => s.id === withListing.id);
    expect(slide).toMatchObject({ slider_type: "1", property: null, show_property_details: false });

    expect(await remove(admin)).toBe("done");
    expect((await slideRows()).map((row) => row.id)).not.toContain(withListing.id);
  });
});
