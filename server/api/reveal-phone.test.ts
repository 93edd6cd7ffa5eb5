import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeaders, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { formPost, routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { phoneRevealRule } from "../../app/modules/properties/reveal-owner-phone.server.ts";
import { action as detailAction } from "../../app/routes/properties/details.tsx";
import { action as agentAction, loader as agentLoader } from "../../app/routes/agents/detail.tsx";

let ctx: TestContext;
let owner: UserRow;
let ownerHeaders: Record<string, string>;
const phone = "0912345678";
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.services.db, { phoneNumber: phone, name: "Chủ nhà trả phí" });
  await givePackage(ctx.services.db, owner.id, "basic");
  ownerHeaders = { "accept-language": "en", ...(await authHeaders(ctx.services.db, owner)) };
});
afterAll(() => ctx.close());

/** Calls reveal-phone from a client address of its own choosing. */
async function reveal(propertyId: number, headers: Record<string, string> = {}, ip = "10.1.1.1") {
  const res = await ctx.app.request(
    "/api/reveal-phone",
    {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en", ...headers },
      body: JSON.stringify({ property_id: propertyId }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return { status: res.status, body: (await res.json()) as { error: boolean; message: string; data: any } };
}

async function revealsShownToOwner(propertyId: number): Promise<number> {
  const mine = await ctx.api("GET", "get-added-properties?limit=100", { headers: ownerHeaders });
  return mine.body.data.find((p: { id: number }) => p.id === propertyId).phone_reveals;
}

describe("revealing a listing owner's phone", () => {
  it("counts each viewer once per listing (users by account, visitors by address), not the owner, and shows the count to the owner", async () => {
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const detail = await ctx.api("GET", `get_property?id=${listing.id}`);
    expect(detail.body.data[0].customer).toMatchObject({ mobile: "0912•••678", mobile_is_masked: true });
    expect(JSON.stringify(detail.body)).not.toContain(phone);

    const a = await authHeaders(ctx.services.db, await createUser(ctx.services.db));
    const b = await authHeaders(ctx.services.db, await createUser(ctx.services.db));
    expect((await reveal(listing.id, a, "10.1.1.2")).body.data).toEqual({ mobile: phone, zalo_url: "https://zalo.me/0912345678" });
    await reveal(listing.id, a, "10.1.1.3");
    expect(await revealsShownToOwner(listing.id)).toBe(1);
    await reveal(listing.id, b, "10.1.1.2");
    await reveal(listing.id, {}, "10.1.1.4");
    await reveal(listing.id, {}, "10.1.1.4");
    expect(await revealsShownToOwner(listing.id)).toBe(3);
    expect((await reveal(listing.id, ownerHeaders, "10.1.1.5")).status).toBe(200);
    expect(await revealsShownToOwner(listing.id)).toBe(3);
  });

  it("limits one viewer's reveals per hour", async () => {
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const viewer = await authHeaders(ctx.services.db, await createUser(ctx.services.db));
    for (let i = 0; i < phoneRevealRule.max; i += 1) expect((await reveal(listing.id, viewer, `10.2.0.${i + 1}`)).status).toBe(200);
    const over = await reveal(listing.id, viewer, "10.2.1.1");
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Too many requests, try again later");
    expect(JSON.stringify(over.body)).not.toContain(phone);
  });

  it("answers nothing where the contact is hidden: a free owner, a premium listing without the entitlement, a listing not public", async () => {
    const freeOwner = await createUser(ctx.services.db, { phoneNumber: "0933333333" });
    await givePackage(ctx.services.db, freeOwner.id, "free");
    const freeListing = await createProperty(ctx.services.db, { userId: freeOwner.id });
    expect((await reveal(freeListing.id, {}, "10.3.0.1")).status).toBe(404);

    const premium = await createProperty(ctx.services.db, { userId: owner.id, isPremium: true });
    const locked = await reveal(premium.id, {}, "10.3.0.2");
    expect(locked.status).toBe(403);
    const pending = await createProperty(ctx.services.db, { userId: owner.id, requestStatus: "pending" });
    expect((await reveal(pending.id, {}, "10.3.0.3")).status).toBe(404);
    for (const res of [locked]) expect(JSON.stringify(res.body)).not.toContain(phone);
    expect(await revealsShownToOwner(premium.id)).toBe(0);
  });

  it("the detail page's Show number form answers the number and the Zalo link without JavaScript", async () => {
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const answer = await detailAction({
      request: formPost(`/properties-details/${listing.slugId}`, { intent: "reveal-phone", property_id: String(listing.id) }),
      context: routeContext(ctx, { ip: "10.4.0.1" }),
      params: { slug: listing.slugId },
    } as never);
    expect(answer).toMatchObject({ ok: true, revealed: { mobile: phone, zalo_url: "https://zalo.me/0912345678" } });
    expect(await revealsShownToOwner(listing.id)).toBe(1);
  });
});

describe("revealing an agent's phone on the agent's page", () => {
  it("shows it masked, answers it to Show number without JavaScript, and counts it against the same hourly allowance", async () => {
    await createProperty(ctx.services.db, { userId: owner.id });
    const page = await agentLoader({
      request: new Request(`http://localhost/agents/${owner.id}`),
      context: routeContext(ctx, { ip: "10.5.0.1" }),
      params: { id: String(owner.id) },
    } as never);
    expect(page.agent).toMatchObject({ mobile: "0912•••678", mobile_is_masked: true });
    expect(JSON.stringify(page)).not.toContain(phone);

    const viewer = await createUser(ctx.services.db);
    const post = (ip: string) =>
      agentAction({
        request: formPost(`/agents/${owner.id}`, { intent: "reveal-phone", agent_id: String(owner.id) }),
        context: routeContext(ctx, { ip, actor: { id: viewer.id, role: "user", name: viewer.name, email: viewer.email } }),
        params: { id: String(owner.id) },
      } as never);
    expect(await post("10.5.0.2")).toMatchObject({ ok: true, revealed: { mobile: phone, zalo_url: "https://zalo.me/0912345678" } });
    // The same allowance as a listing's reveals: the listing reveals and the agent's share it.
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const headers = await authHeaders(ctx.services.db, viewer);
    for (let i = 1; i < phoneRevealRule.max; i += 1) expect((await reveal(listing.id, headers, `10.5.1.${i}`)).status).toBe(200);
    const over = await post("10.5.0.3");
    expect(over).toMatchObject({ ok: false });
    expect(JSON.stringify(over)).not.toContain(phone);
  });
});
