import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { assertMayMessage, blockUser, unblockUser } from "./block-user.server.ts";
import { blockSchema } from "./chat-schemas.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const to = (fields: Record<string, unknown>) => blockSchema.parse(fields);
const blocksBy = (userId: number) => ctx.services.db.select().from(blocks).where(eq(blocks.blockerId, userId));

describe("blockUser and unblockUser", () => {
  it("blocks a user once however often asked, refuses oneself and an unknown user, and unblocking lifts it", async () => {
    const [anh, binh] = [await createActor(ctx.services.db), await createActor(ctx.services.db)];
    await blockUser(ctx.services.db, anh, to({ to_user_id: binh.id, reason: "spam" }));
    await blockUser(ctx.services.db, anh, to({ to_user_id: binh.id, reason: "again" }));
    expect((await blocksBy(anh.id)).map((b) => [b.blockedId, b.reason])).toEqual([[binh.id, "spam"]]);
    await expect(blockUser(ctx.services.db, anh, to({ to_user_id: anh.id }))).rejects.toMatchObject({ code: "CHAT_SELF" });
    await expect(blockUser(ctx.services.db, anh, to({ to_user_id: 987_654_321 }))).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
    await unblockUser(ctx.services.db, anh, to({ to_user_id: binh.id }));
    expect(await blocksBy(anh.id)).toEqual([]);
  });

  it("lets a user block the site's staff, and staff then may not write to them", async () => {
    const user = await createActor(ctx.services.db);
    const admin = await createActor(ctx.services.db, { role: "admin" });
    expect(await blockUser(ctx.services.db, user, to({ to_admin: true }))).toEqual({ to_user_id: null, to_admin: true });
    await expect(assertMayMessage(ctx.services.db, { id: admin.id, asStaff: true }, user.id)).rejects.toMatchObject({
      code: "CHAT_BLOCKED",
    });
  });
});

describe("assertMayMessage", () => {
  it("refuses both ways across a block and allows the pair once it is lifted", async () => {
    const [owner, buyer] = [await createActor(ctx.services.db), await createActor(ctx.services.db)];
    await assertMayMessage(ctx.services.db, { id: buyer.id, asStaff: false }, owner.id);
    await blockUser(ctx.services.db, owner, to({ to_user_id: buyer.id }));
    await expect(assertMayMessage(ctx.services.db, { id: buyer.id, asStaff: false }, owner.id)).rejects.toMatchObject({
      code: "CHAT_BLOCKED",
    });
    await expect(assertMayMessage(ctx.services.db, { id: owner.id, asStaff: false }, buyer.id)).rejects.toMatchObject({
      code: "CHAT_YOU_BLOCKED",
    });
    await unblockUser(ctx.services.db, owner, to({ to_user_id: buyer.id }));
    await assertMayMessage(ctx.services.db, { id: owner.id, asStaff: false }, buyer.id);
  });
});
