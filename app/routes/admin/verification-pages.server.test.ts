import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/actor.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { formPost, routeContext } from "../../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { action as formBuilderAction, loader as formBuilderLoader } from "./verification-form.tsx";
import { loader as queueLoader } from "./verifications.tsx";

let ctx: TestContext;
let user: Actor;
let moderator: Actor;
let admin: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createActor(ctx.services.db);
  moderator = { ...(await createActor(ctx.services.db, { role: "moderator" })), role: "moderator" };
  admin = await createActor(ctx.services.db, { role: "admin" });
});
afterAll(async () => {
  await ctx.close();
});

const args = (path: string, actor: Actor, request = new Request(`http://localhost${path}`)) =>
  ({ request, params: {}, context: routeContext(ctx, { actor }) }) as never;

/** The status a page answers with: its data, or the Response or data() it throws. */
async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (thrown) {
    const status =
      (thrown as { status?: number; init?: { status?: number } }).status ?? (thrown as { init?: { status?: number } }).init?.status;
    return status ?? 500;
  }
}

describe("staff verification pages", () => {
  it("let a moderator run the queues but keep building the form to admins", async () => {
    expect(await statusOf(queueLoader(args("/admin/verifications?kind=listing", moderator)))).toBe(200);
    expect(await statusOf(queueLoader(args("/admin/verifications", user)))).toBe(403);
    expect(await statusOf(formBuilderLoader(args("/admin/verification-form", moderator)))).toBe(403);
    expect(await statusOf(formBuilderLoader(args("/admin/verification-form", admin)))).toBe(200);
    const post = () => formPost("/admin/verification-form", { intent: "save", kind: "text", label_vi: "Mã số thuế", label_en: "Tax code" });
    expect(await statusOf(formBuilderAction(args("/admin/verification-form", moderator, post())))).toBe(403);
    const saved = (await formBuilderAction(args("/admin/verification-form", admin, post()))) as { ok: boolean };
    expect(saved.ok).toBe(true);
  });
});
