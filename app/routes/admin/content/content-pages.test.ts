import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqs, homeSections } from "../../../../db/schema/index.ts";
import type { Actor } from "../../../lib/actor.server.ts";
import { createActor } from "../../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../../tests/support/test-app.ts";
import { formPost, routeContext } from "../../../../tests/support/route-context.ts";
import { action as deleteAction } from "./delete.tsx";
import { action as editAction, loader as editLoader } from "./edit.tsx";
import { loader as hubLoader } from "./index.tsx";
import { action as tableAction, loader as tableLoader } from "./table.tsx";

let ctx: TestContext;
let admin: Actor;
let moderator: Actor;
let user: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx.services.db, { role: "admin" });
  moderator = { ...(await createActor(ctx.services.db, { role: "moderator" })), role: "moderator" };
  user = await createActor(ctx.services.db);
});
afterAll(() => ctx.close());

const get = (path: string) => new Request(`http://localhost${path}`);

/** The status a refused page answers (thrown as data or a Response). */
async function refusedStatus(run: () => Promise<unknown>): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

describe("the staff content pages", () => {
  it("are for admins only: a moderator or a user gets 403 on reading and on writing, and nothing changes", async () => {
    const [faq] = await ctx.services.db.insert(faqs).values({ question: "Câu hỏi giữ nguyên", answer: "…" }).returning();
    for (const actor of [moderator, user]) {
      const context = routeContext(ctx, { actor, lang: "vi" });
      expect(await refusedStatus(() => hubLoader({ request: get("/admin/content"), context, params: {} } as never))).toBe(403);
      expect(
        await refusedStatus(() => tableLoader({ request: get("/admin/content/faqs"), context, params: { table: "faqs" } } as never)),
      ).toBe(403);
      expect(
        await refusedStatus(() =>
          editAction({
            request: formPost(`/admin/content/faqs/${faq!.id}`, { question: "Bị đổi", answer: "x" }),
            context,
            params: { table: "faqs", id: String(faq!.id) },
          } as never),
        ),
      ).toBe(403);
      expect(
        await refusedStatus(() =>
          deleteAction({
            request: formPost(`/admin/content/faqs/${faq!.id}/delete`, {}),
            context,
            params: { table: "faqs", id: String(faq!.id) },
          } as never),
        ),
      ).toBe(403);
    }
    expect(await ctx.services.db.select().from(faqs).where(eq(faqs.id, faq!.id))).toEqual([faq]);
  });

  it("answers 404 for a table or row that does not exist", async () => {
    const context = routeContext(ctx, { actor: admin });
    expect(
      await refusedStatus(() => tableLoader({ request: get("/admin/content/users"), context, params: { table: "users" } } as never)),
    ).toBe(404);
    expect(
      await refusedStatus(() =>
        editLoader({ request: get("/admin/content/home-sections/x"), context, params: { table: "home-sections", id: "x" } } as never),
      ),
    ).toBe(404);
  });

  it("keeps what was typed and names the field when a save fails, and redirects to the list when it succeeds", async () => {
    const context = routeContext(ctx, { actor: admin, lang: "en" });
    const failed = (await editAction({
      request: formPost("/admin/content/faqs/new", { question: "", answer: "Typed answer", question_en: "Typed" }),
      context,
      params: { table: "faqs" },
    } as never)) as { ok: false; errors: Record<string, string>; values: Record<string, string> };
    expect(failed.errors).toEqual({ question: "Please fill in this field" });
    expect(failed.values).toMatchObject({ answer: "Typed answer", question_en: "Typed" });

    const saved = await editAction({
      request: formPost("/admin/content/faqs/new", { question: "Có mất phí không?", answer: "Không." }),
      context,
      params: { table: "faqs" },
    } as never).catch((thrown: unknown) => thrown);
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("location")).toBe("/admin/content/faqs?done=saved");
    expect(await ctx.services.db.select().from(faqs).where(eq(faqs.question, "Có mất phí không?"))).toHaveLength(1);
  });

  it("moves a home section with the up button's form", async () => {
    const context = routeContext(ctx, { actor: admin });
    await tableLoader({ request: get("/admin/content/home-sections"), context, params: { table: "home-sections" } } as never);
    const answer = await tableAction({
      request: formPost("/admin/content/home-sections", { id: "featured", direction: "up" }),
      context,
      params: { table: "home-sections" },
    } as never);
    expect(answer).toMatchObject({ ok: true });
    const rows = await ctx.services.db.select().from(homeSections);
    const at = (key: string) => rows.find((row) => row.key === key)!.sequence;
    expect(at("featured")).toBeLessThan(at("categories"));
  });
});
