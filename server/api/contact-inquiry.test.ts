import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { latestMessage } from "../../tests/support/outbox.ts";
import { createProperty } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = { first_name: "Minh", email: "minh@example.vn", subject: "Tư vấn", message: "Căn này còn không?" };

describe("an inquiry about a listing", () => {
  it("names the listing in the stored message and in the staff mail", async () => {
    const listing = await createProperty(ctx.services.db, { title: "Căn hộ Sunrise City 2 phòng ngủ" });
    const res = await ctx.api("POST", "contct_us", { body: { ...valid, property: listing.slugId } });
    expect(res.status).toBe(201);
    const [row] = await ctx.services.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(row!.subject).toBe(`[Tin #${listing.id}: Căn hộ Sunrise City 2 phòng ngủ] Tư vấn`);
    await ctx.services.mailQueue.drain();
    expect(await readOutbox(ctx.dataDir, "mail")).toHaveLength(1);
    const text = await latestMessage(ctx.dataDir, "mail", "minh@example.vn");
    expect(text).toContain(`Tin đăng #${listing.id}: Căn hộ Sunrise City 2 phòng ngủ`);
    expect(text).toContain(`/properties-details/${listing.slugId}`);
  });

  it("does not name a listing that is not public", async () => {
    const hidden = await createProperty(ctx.services.db, { title: "Tin chờ duyệt", requestStatus: "pending" });
    const res = await ctx.api("POST", "contct_us", { body: { ...valid, email: "khac@example.vn", property: hidden.slugId } });
    expect(res.status).toBe(201);
    const [row] = await ctx.services.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(row!.subject).toBe("Tư vấn");
  });
});
