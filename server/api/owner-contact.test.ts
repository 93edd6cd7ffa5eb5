import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../db/schema/index.ts";
import { buyPackageByBankTransfer } from "../../tests/support/buy-package.ts";
import { authHeaders, createProperty, createUser } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// docs/product.md, "Who uses it": a free-package owner's phone and e-mail appear in no API answer about their
// listings; once the owner buys a paid package they show.
let ctx: TestContext;
let staff: Record<string, string>;
let viewer: Record<string, string>;
const en = { "accept-language": "en" };

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.services.db, { role: "admin" });
  staff = { ...en, ...(await authHeaders(ctx.services.db, admin)) };
  const pro = await createUser(ctx.services.db);
  await givePackage(ctx.services.db, pro.id, "pro");
  viewer = { ...en, ...(await authHeaders(ctx.services.db, pro)) };
});
afterAll(() => ctx.close());

describe("a listing owner's contact", () => {
  it("is hidden on a free package in every answer and shown once the owner buys a paid one", async () => {
    const phone = "0907771234";
    const email = "chu-nha-mien-phi@example.test";
    const owner = await createUser(ctx.services.db, { phoneNumber: phone, email, name: "Chủ nhà gói miễn phí" });
    const ownerHeaders = { ...en, ...(await authHeaders(ctx.services.db, owner)) };
    const [free] = await ctx.services.db.select({ id: packages.id }).from(packages).where(eq(packages.code, "free"));
    expect((await ctx.api("POST", "assign_package", { headers: ownerHeaders, body: { package_id: free!.id } })).status).toBe(201);
    const listing = await createProperty(ctx.services.db, { userId: owner.id, title: "Nhà phố chủ gói miễn phí" });
    const other = await createProperty(ctx.services.db, {});

    const answers = async () => ({
      visitor: await ctx.api("GET", `get_property?id=${listing.id}`),
      owner: await ctx.api("GET", `get_property?id=${listing.id}`, { headers: ownerHeaders }),
      paidViewer: await ctx.api("GET", `get_property?slug_id=${listing.slugId}`, { headers: viewer }),
      list: await ctx.api("GET", "get-property-list?limit=100"),
      compare: await ctx.api("GET", `compare-properties?source_property_id=${listing.id}&target_property_id=${other.id}`, {
        headers: viewer,
      }),
      agents: await ctx.api("GET", "agent-list?limit=100"),
      agentProperties: await ctx.api("GET", `agent-properties?id=${owner.id}`),
    });
    const detail = (res: { body: { data: any } }) => (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data);

    const hidden = await answers();
    for (const [name, res] of Object.entries(hidden)) {
      expect(res.status, name).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text, name).not.toContain(phone);
      expect(text, name).not.toContain(email);
    }
    expect(detail(hidden.visitor).customer).toMatchObject({ id: owner.id, mobile: null, email: null });
    expect(detail(hidden.owner).customer).toMatchObject({ id: owner.id, mobile: null, email: null });
    expect(hidden.compare.body.data.source_property.customer).toMatchObject({ mobile: null, email: null });
    expect(hidden.agents.body.data.find((a: { id: number }) => a.id === owner.id)).toMatchObject({ mobile: null, email: null });
    expect(hidden.agentProperties.body.data.customer_data).toMatchObject({ id: owner.id, mobile: null, email: null });
    expect(hidden.list.body.data.map((p: { id: number }) => p.id)).toContain(listing.id);
    const refused = await ctx.api("POST", "reveal-phone", { body: { property_id: listing.id } });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(phone);

    await buyPackageByBankTransfer(ctx, ownerHeaders, staff, "basic");
    const shown = await answers();
    // On a listing the phone is masked until a viewer reveals it (the reveal is counted).
    const masked = { mobile: "0907•••234", mobile_is_masked: true, email };
    expect(detail(shown.visitor).customer).toMatchObject({ id: owner.id, ...masked });
    expect(detail(shown.paidViewer).customer).toMatchObject(masked);
    expect(shown.compare.body.data.source_property.customer).toMatchObject(masked);
    const revealed = await ctx.api("POST", "reveal-phone", { body: { property_id: listing.id } });
    expect(revealed.body.data).toEqual({ mobile: phone, zalo_url: "https://zalo.me/0907771234" });
    // An agent's answers mask it the same way; reveal-phone with agent_id answers it.
    expect(shown.agents.body.data.find((a: { id: number }) => a.id === owner.id)).toMatchObject(masked);
    expect(shown.agentProperties.body.data.customer_data).toMatchObject(masked);
    expect(JSON.stringify(shown.agents.body)).not.toContain(phone);
    const agentRevealed = await ctx.api("POST", "reveal-phone", { body: { agent_id: owner.id } });
    expect(agentRevealed.body.data).toEqual({ mobile: phone, zalo_url: "https://zalo.me/0907771234" });
    expect((await ctx.api("POST", "reveal-phone", { body: {} })).status).toBe(400);
  });
});
