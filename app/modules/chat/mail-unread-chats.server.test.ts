import { eq, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/mailer.server.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { messageText } from "../../../tests/support/outbox.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { getMessagesSchema, sendMessageSchema } from "./chat-schemas.ts";
import { listMessages } from "./list-messages.server.ts";
import { chatMailDelayMs, mailUnreadChats } from "./mail-unread-chats.server.ts";
import { sendMessage } from "./send-message.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // The server's first tick: the job starts after the messages that exist.
  await mailUnreadChats(ctx.services);
});
afterAll(() => ctx.close());

/** A paid owner (who takes direct messages), a buyer, and the owner's listing. */
async function conversationParties() {
  const owner = await createActor(ctx.services.db);
  await givePackage(ctx.services.db, owner.id, "pro");
  const buyer = await createActor(ctx.services.db, { name: "Người mua" });
  const listing = await createProperty(ctx.services.db, { userId: owner.id });
  return { owner, buyer, listing };
}

/** The mails sent to `email`, after the mail worker sent what was queued. */
async function mailsTo(email: string): Promise<string[]> {
  await ctx.services.mailQueue.drain();
  return (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(email)).map((m) => messageText(m.content));
}

/** The job's clock, `ms` after the newest message was sent. */
async function afterLastMessage(ms: number): Promise<Date> {
  const [last] = await ctx.services.db.select({ at: max(messages.createdAt) }).from(messages);
  return new Date(last!.at!.getTime() + ms);
}

describe("mailUnreadChats", () => {
  it("mails three messages left unread as one mail once the delay has passed, and only once", async () => {
    const { owner, buyer, listing } = await conversationParties();
    for (const message of ["Còn không ạ?", "Giá có bớt không?", "Chiều nay xem được không?"]) {
      await sendMessage(ctx.services, buyer, sendMessageSchema.parse({ receiver_id: owner.id, property_id: listing.id, message }));
    }
    // Sending mails nothing; a minute on the messages are not yet due.
    expect(await mailsTo(owner.email)).toEqual([]);
    await mailUnreadChats(ctx.services, { now: await afterLastMessage(60_000) });
    expect(await mailsTo(owner.email)).toEqual([]);

    const due = await afterLastMessage(chatMailDelayMs);
    expect(await mailUnreadChats(ctx.services, { now: due })).toMatchObject({ mailed: 1 });
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Còn không ạ?");
    expect(mails[0]).toContain("Giá có bớt không?");
    expect(mails[0]).toContain("Chiều nay xem được không?");
    expect(mails[0]).toMatch(/\/user\/chat\?conversation=\d+/);

    // Another message in the same unread run, and later ticks: no second mail.
    await sendMessage(ctx.services, buyer, sendMessageSchema.parse({ receiver_id: owner.id, property_id: listing.id, message: "Alo?" }));
    await mailUnreadChats(ctx.services, { now: await afterLastMessage(chatMailDelayMs) });
    await mailUnreadChats(ctx.services, { now: await afterLastMessage(2 * chatMailDelayMs) });
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // Read, then a new message left unread: a new run, a new mail.
    await listMessages(ctx.services, owner, getMessagesSchema.parse({ user_id: buyer.id, property_id: listing.id }));
    await sendMessage(
      ctx.services,
      buyer,
      sendMessageSchema.parse({ receiver_id: owner.id, property_id: listing.id, message: "Em chờ ạ" }),
    );
    await mailUnreadChats(ctx.services, { now: await afterLastMessage(chatMailDelayMs) });
    const after = await mailsTo(owner.email);
    expect(after).toHaveLength(2);
    expect(after.find((m) => m.includes("Em chờ ạ"))).not.toContain("Còn không ạ?");
  });

  it("mails nothing when the recipient read the messages before the delay", async () => {
    const { owner, buyer, listing } = await conversationParties();
    for (const message of ["Một", "Hai", "Ba"]) {
      await sendMessage(ctx.services, buyer, sendMessageSchema.parse({ receiver_id: owner.id, property_id: listing.id, message }));
    }
    await listMessages(ctx.services, owner, getMessagesSchema.parse({ user_id: buyer.id, property_id: listing.id }));
    const received = await ctx.services.db.select({ readAt: messages.readAt }).from(messages).where(eq(messages.recipientId, owner.id));
    expect(received.map((m) => m.readAt !== null)).toEqual([true, true, true]);
    expect(await mailUnreadChats(ctx.services, { now: await afterLastMessage(chatMailDelayMs) })).toMatchObject({ messages: 3, mailed: 0 });
    expect(await mailsTo(owner.email)).toEqual([]);
  });
});
