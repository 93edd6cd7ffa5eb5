import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, notifications } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { blockUser } from "./block-user.server.ts";
import { blockSchema, sendMessageSchema } from "./chat-schemas.ts";
import { deleteChatMessage } from "./delete-message.server.ts";
import { sendMessage } from "./send-message.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A paid owner takes direct messages (a free one is reached through the staff). */
async function createPaidOwner() {
  const owner = await createActor(ctx.services.db);
  await givePackage(ctx.services.db, owner.id, "pro");
  return owner;
}

const send = (fields: Record<string, unknown>) => sendMessageSchema.parse(fields);
const sentBy = (userId: number) => ctx.services.db.select().from(messages).where(eq(messages.senderId, userId));
const chatNotices = (userId: number) =>
  ctx.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "chat")));

describe("sendMessage", () => {
  it("writes a message about the owner's listing and tells the owner once per unread run", async () => {
    const [owner, buyer] = [await createPaidOwner(), await createActor(ctx.services.db)];
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const first = await sendMessage(ctx.services, buyer, send({ receiver_id: owner.id, property_id: listing.id, message: "Còn không ạ?" }));
    await sendMessage(ctx.services, buyer, send({ receiver_id: owner.id, property_id: listing.id, message: "Em gọi được không?" }));
    expect(first).toMatchObject({ sender_id: buyer.id, receiver_id: owner.id, property_id: listing.id, message: "Còn không ạ?" });
    expect((await sentBy(buyer.id)).map((m) => m.body)).toEqual(["Còn không ạ?", "Em gọi được không?"]);
    expect(await chatNotices(owner.id)).toHaveLength(1);
  });

  it("refuses an empty send, a listing neither side owns and a blocked pair, writing nothing", async () => {
    const [owner, buyer, stranger] = [
      await createActor(ctx.services.db),
      await createActor(ctx.services.db),
      await createActor(ctx.services.db),
    ];
    const strangersListing = await createProperty(ctx.services.db, { userId: stranger.id });
    await expect(sendMessage(ctx.services, buyer, send({ receiver_id: owner.id }))).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(
      sendMessage(ctx.services, buyer, send({ receiver_id: owner.id, property_id: strangersListing.id, message: "x" })),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await blockUser(ctx.services.db, owner, blockSchema.parse({ to_user_id: buyer.id }));
    await expect(sendMessage(ctx.services, buyer, send({ receiver_id: owner.id, message: "x" }))).rejects.toMatchObject({
      code: "CHAT_BLOCKED",
    });
    expect(await sentBy(buyer.id)).toEqual([]);
  });
});

describe("deleteChatMessage", () => {
  it("lets only the sender delete, and keeps the message's place without its text", async () => {
    const [owner, buyer] = [await createPaidOwner(), await createActor(ctx.services.db)];
    const sent = await sendMessage(ctx.services, buyer, send({ receiver_id: owner.id, message: "Giá bao nhiêu?" }));
    await expect(deleteChatMessage(ctx.services, owner, sent.message_id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await sentBy(buyer.id))[0]).toMatchObject({ body: "Giá bao nhiêu?", deletedAt: null });
    await deleteChatMessage(ctx.services, buyer, sent.message_id);
    const [after] = await sentBy(buyer.id);
    expect(after).toMatchObject({ body: "" });
    expect(after!.deletedAt).toBeInstanceOf(Date);
    await expect(deleteChatMessage(ctx.services, buyer, sent.message_id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
