import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { formPost, routeContext } from "../../tests/support/route-context.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { action, loader } from "./subscription-plan.tsx";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function freePackageId(): Promise<number> {
  const [free] = await ctx.services.db.select({ id: packages.id }).from(packages).where(eq(packages.code, "free"));
  return free!.id;
}

describe("the plans page", () => {
  it("sends the person back where they were going once the package is taken", async () => {
    const user = await createSignedInUser(ctx);
    const actor = { id: user.id, role: "user" as const, name: "", email: user.email };
    const context = routeContext(ctx, { actor: actor as never });
    const page = await loader({
      request: new Request("http://localhost/subscription-plan?redirectTo=%2Fuser%2Fproperties%2Fnew"),
      context,
      params: {},
    } as never);
    expect(page.returnTo).toBe("/user/properties/new");
    expect(page.loginTo).toBe("/login?redirectTo=%2Fsubscription-plan%3FredirectTo%3D%252Fuser%252Fproperties%252Fnew");

    const answer = await action({
      request: formPost("/subscription-plan", { package_id: String(await freePackageId()), redirectTo: "/user/properties/new" }),
      context,
      params: {},
    } as never);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/user/properties/new");
  });

  it("never sends the person off the site, and stays put without a destination", async () => {
    const user = await createSignedInUser(ctx);
    const context = routeContext(ctx, { actor: { id: user.id, role: "user", name: "", email: user.email } as never });
    const offsite = await loader({
      request: new Request("http://localhost/subscription-plan?redirectTo=%2F%2Fevil.example"),
      context,
      params: {},
    } as never);
    expect(offsite.returnTo).toBeNull();
    const answer = await action({
      request: formPost("/subscription-plan", { package_id: String(await freePackageId()) }),
      context,
      params: {},
    } as never);
    expect(answer).toMatchObject({ ok: true });
  });
});
