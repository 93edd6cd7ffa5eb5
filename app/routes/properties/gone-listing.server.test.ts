import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/actor.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import type { GoneListing } from "../../modules/properties/gone-listing.server.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** What the page answers: its data, or the status (and data) it throws. */
async function open(slug: string, actor: Actor | null = null, lang: "vi" | "en" = "vi") {
  try {
    const page = await loadPropertyDetail(ctx.services, {
      slug,
      url: new URL(`http://localhost/properties-details/${slug}`),
      actor,
      lang,
      countView: false,
    });
    return { status: 200, title: page.property.title };
  } catch (thrown) {
    const response = thrown as { init?: { status?: number }; data?: { gone?: GoneListing } | null };
    return { status: response.init?.status, gone: response.data?.gone ?? null };
  }
}

describe("the address of a listing no longer shown", () => {
  it("answers 410 with why and the public listings like it, never the listing itself; one never public stays 404", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const like = { categorySlug: "nha-mat-pho", wardName: "Phường Tân Định", propertyType: "rent" as const, price: 25_000_000 };
    const alike = [
      await createProperty(db, { ...like, title: "Nhà phố cho thuê gần Tân Định", price: 24_000_000 }),
      await createProperty(db, { ...like, title: "Nhà phố cho thuê mặt tiền", price: 30_000_000 }),
    ];
    // Another kind, another type, and listings not public are never offered as alike.
    await createProperty(db, { ...like, categorySlug: "can-ho-chung-cu", title: "Căn hộ khác loại" });
    await createProperty(db, { ...like, propertyType: "sell", price: 9_000_000_000, title: "Nhà phố để bán" });
    await createProperty(db, { ...like, status: "rented", title: "Nhà phố đã thuê khác" });
    const gone = {
      sold: await createProperty(db, { ...like, userId: owner.id, status: "sold", slugId: "nha-da-ban" }),
      rented: await createProperty(db, { ...like, status: "rented", slugId: "nha-da-thue" }),
      withdrawn: await createProperty(db, { ...like, status: "inactive", slugId: "nha-da-go" }),
      expired: await createProperty(db, { ...like, expiresAt: new Date(Date.now() - 60_000), slugId: "nha-het-han" }),
    };

    for (const [reason, listing] of Object.entries(gone)) {
      const answer = await open(listing.slugId);
      expect({ reason, status: answer.status }).toEqual({ reason, status: 410 });
      expect(answer.gone).toMatchObject({ reason, category: "Nhà mặt phố", ward: "Phường Tân Định" });
      expect(answer.gone!.similar.map((card) => card.title).sort()).toEqual(alike.map((l) => l.title).sort());
      expect(JSON.stringify(answer.gone)).not.toContain(listing.title);
      expect(answer.gone!.moreHref).toMatch(/^\/properties\?/);
      const more = new URLSearchParams(answer.gone!.moreHref.split("?")[1]);
      expect([more.get("category"), more.get("property_type"), more.get("ward")]).toEqual(["nha-mat-pho", "rent", "phuong-tan-dinh"]);
    }
    expect((await open("nha-da-go", null, "en")).gone).toMatchObject({ reason: "withdrawn", ward: "Phường Tân Định" });

    // The owner still opens their own sold listing.
    expect(await open("nha-da-ban", owner)).toEqual({ status: 200, title: gone.sold.title });
    // Never approved, or no such address: not found, and nothing said of it.
    await createProperty(db, { ...like, requestStatus: "pending", slugId: "nha-cho-duyet" });
    await createProperty(db, { ...like, requestStatus: "rejected", status: "sold", slugId: "nha-bi-tu-choi" });
    for (const slug of ["nha-cho-duyet", "nha-bi-tu-choi", "khong-co-tin-nay"])
      expect(await open(slug)).toEqual({ status: 404, gone: null });
  });
});
