import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema/index.ts";
import { createProperty, createUser } from "../../tests/support/factories.ts";
import { formPost, routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { moderateListing } from "../modules/moderation/moderate-listing.server.ts";
import { action } from "./set-language.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("choosing a language", () => {
  it("returns to the page in that language, and a member's notices are written in it", async () => {
    const owner = await createUser(ctx.services.db, { language: "vi" });
    const actor = { id: owner.id, role: "user" as const, name: owner.name, email: owner.email };
    const response = (await action({
      request: formPost("/set-language", { lang: "en", redirectTo: "/properties?page=2" }),
      context: routeContext(ctx, { actor }),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Location")).toBe("/properties?page=2&lang=en");
    const [row] = await ctx.services.db.select({ language: users.language }).from(users).where(eq(users.id, owner.id));
    expect(row!.language).toBe("en");

    const listing = await createProperty(ctx.services.db, { userId: owner.id, requestStatus: "pending" });
    const staff = await createUser(ctx.services.db, { role: "admin" });
    await moderateListing(ctx.services, {
      actor: { id: staff.id, role: "admin", name: staff.name, email: staff.email },
      kind: "property",
      id: listing.id,
      decision: "approve",
    });
    const [notice] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice!.title).toBe("Your listing is approved");
  });

  it("a visitor's choice goes in the URL only; Vietnamese is the bare path", async () => {
    const response = (await action({
      request: formPost("/set-language", { lang: "vi", redirectTo: "/faqs" }),
      context: routeContext(ctx),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Location")).toBe("/faqs");
    expect(response.headers.get("Set-Cookie")).toContain("lang=vi");
  });
});
