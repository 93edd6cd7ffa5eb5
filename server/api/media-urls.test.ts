import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { authHeaders, createProperty, createUser } from "../../tests/support/factories.ts";
import { pngClaiming } from "../../tests/support/hostile-images.ts";
import { photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("media URLs", () => {
  it("answers the same absolute avatar URL from agent-list, agent-properties and get_property", async () => {
    // The demo seed's avatars, and uploaded photos, as their rows hold them.
    for (const image of ["/media/demo/avatars/agent-1.webp", "users/1/profile-abc.webp"]) {
      const agent = await createUser(ctx.services.db, { image, name: `Môi giới ${image.length}` });
      const property = await createProperty(ctx.services.db, { userId: agent.id });
      const path = image.startsWith("/") ? image : `/media/${image}`;
      // Pages keep site paths; API answers are absolute (docs/architecture.md, "The API contract").
      const expected = `http://localhost:3000${path}`;

      const updated = await ctx.api("POST", "update_profile", {
        body: { about_me: "Chuyên căn hộ" },
        headers: await authHeaders(ctx.services.db, agent),
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.profile).toBe(expected);

      const list = await ctx.api("GET", `agent-list?limit=100`);
      expect(list.body.data.find((a: { id: number }) => a.id === agent.id)?.profile).toBe(expected);
      const card = await ctx.api("GET", `agent-properties?id=${agent.id}`);
      expect(card.body.data.customer_data.profile).toBe(expected);
      const detail = await ctx.api("GET", `get_property?id=${property.id}`);
      expect(detail.body.data[0].profile).toBe(expected);
    }
  });

  it("keeps a Google photo URL as it is", async () => {
    const image = "https://lh3.googleusercontent.com/a/photo";
    const agent = await createUser(ctx.services.db, { image });
    await createProperty(ctx.services.db, { userId: agent.id });
    const card = await ctx.api("GET", `agent-properties?id=${agent.id}`);
    expect(card.body.data.customer_data.profile).toBe(image);
  });
});

describe("the pixel cap", () => {
  it("refuses a PNG claiming 30000x30000 pixels as too many pixels, not as a wrong format, and stores nothing", async () => {
    const user = await createSignedInUser(ctx);
    const before = await storedFiles(ctx.dataDir);
    for (const [lang, message] of [
      ["en", "The photo has too many pixels (at most 40 megapixels)"],
      ["vi", "Ảnh có quá nhiều điểm ảnh (tối đa 40 megapixel)"],
    ] as const) {
      const body = new FormData();
      body.set("profile", new File([pngClaiming(30000, 30000)], "bomb.png", { type: "image/png" }));
      const res = await ctx.api("POST", "update_profile", { body, headers: { ...user.headers, "accept-language": lang } });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(message);
    }
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const [row] = await ctx.services.db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
    expect(row!.image).toBeNull();
  });

  it("still takes an ordinary PNG profile photo", async () => {
    const user = await createSignedInUser(ctx);
    const body = new FormData();
    body.set("profile", await photo(300, 300, "png"));
    const res = await ctx.api("POST", "update_profile", { body, headers: user.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatch(/^https?:\/\/[^/]+\/media\/users\/\d+\/profile-[0-9a-f]+\.webp$/);
  });
});
