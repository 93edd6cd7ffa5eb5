import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, notifications } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { retryMailNow, whileMailIsDown } from "../../tests/support/mail-down.ts";
import { countAllUnread } from "../../app/modules/chat/list-chats.server.ts";
import { chatMailDelayMs, mailUnreadChats } from "../../app/modules/chat/mail-unread-chats.server.ts";
import { createProperty } from "../../tests/support/factories.ts";
import { inEnglish, threeParties } from "../../tests/support/chat-fixtures.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// Who may chat with whom: blocking, the staff's conversations, notices and live delivery, the
// free-package rule, the rate limit.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("block-user and unblock-user", () => {
  it("stops a blocked user from sending to the blocker and tells them; unblocking restores it", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
    const to = { receiver_id: owner.id, property_id: listing.id };
    const blocked = await ctx.api("POST", "block-user", { body: { to_user_id: buyer.id, reason: "Làm phiền" }, headers: inEnglish(owner) });
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe("User blocked");
    expect((await ctx.api("POST", "block-user", { body: { to_user_id: buyer.id }, headers: owner.headers })).status).toBe(200);

    const refused = await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: inEnglish(buyer) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This user has blocked you. Your message was not sent");
    const refusedVi = await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: buyer.headers });
    expect(refusedVi.body.message).toBe("Người này đã chặn bạn. Tin nhắn không được gửi");
    const ownerSends = await ctx.api("POST", "send_message", {
      body: { receiver_id: buyer.id, property_id: listing.id, message: "Chào" },
      headers: inEnglish(owner),
    });
    expect(ownerSends.status).toBe(403);
    expect(ownerSends.body.message).toBe("You have blocked this user. Unblock them to send a message");
    expect(await ctx.services.db.select().from(messages).where(eq(messages.body, "Alo?"))).toEqual([]);

    // A stranger cannot lift the owner's block.
    const stranger = await createSignedInUser(ctx);
    await ctx.api("POST", "unblock-user", { body: { to_user_id: buyer.id }, headers: stranger.headers });
    expect((await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: buyer.headers })).status).toBe(403);

    const unblocked = await ctx.api("POST", "unblock-user", { body: { to_user_id: buyer.id }, headers: inEnglish(owner) });
    expect(unblocked.body.message).toBe("User unblocked");
    expect((await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: buyer.headers })).status).toBe(201);
  });

  it("lets a user block the site's staff (to_admin), and staff then cannot write to them", async () => {
    const user = await createSignedInUser(ctx);
    const staff = await createSignedInUser(ctx, { role: "admin" });
    await ctx.api("POST", "send_message", { body: { to_admin: 1, message: "Cần hỗ trợ" }, headers: user.headers });
    await ctx.api("POST", "block-user", { body: { to_admin: 1 }, headers: user.headers });
    const reply = await ctx.api("POST", "send_message", {
      body: { to_admin: 1, receiver_id: user.id, message: "Chào bạn" },
      headers: inEnglish(staff),
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe("This user has blocked you. Your message was not sent");
    await ctx.api("POST", "unblock-user", { body: { to_admin: "1" }, headers: user.headers });
    expect(
      (await ctx.api("POST", "send_message", { body: { to_admin: 1, receiver_id: user.id, message: "Chào bạn" }, headers: staff.headers }))
        .status,
    ).toBe(201);
  });
});

describe("chat with the site's staff", () => {
  it("reaches every staff member's list; a staff reply shows as the site", async () => {
    const user = await createSignedInUser(ctx, { name: "Khách" });
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const other = await createSignedInUser(ctx);
    const asked = await ctx.api("POST", "send_message", { body: { to_admin: 1, message: "Tin của tôi bị ẩn?" }, headers: user.headers });
    expect(asked.body.data).toMatchObject({ receiver_id: null, from_admin: false });
    const staffChats = await ctx.api("GET", "get_chats", { headers: staff.headers });
    const mine = staffChats.body.data.find((c: { user: { id: number } | null }) => c.user?.id === user.id);
    expect(mine).toMatchObject({ to_admin: true, unread_count: 1 });
    const reply = await ctx.api("POST", "send_message", {
      body: { to_admin: 1, receiver_id: user.id, message: "Chúng tôi đang kiểm tra" },
      headers: staff.headers,
    });
    expect(reply.body.data).toMatchObject({ from_admin: true, sender_id: null, receiver_id: user.id });
    const seen = await ctx.api("GET", "get_messages?to_admin=1", { headers: user.headers });
    expect(seen.body.data.data.map((m: { message: string; from_admin: boolean }) => [m.message, m.from_admin])).toEqual([
      ["Chúng tôi đang kiểm tra", true],
      ["Tin của tôi bị ẩn?", false],
    ]);
    // An ordinary user naming the site's conversation reaches only their own.
    expect((await ctx.api("GET", `get_messages?to_admin=1&user_id=${user.id}`, { headers: other.headers })).body.data.data).toEqual([]);
  });
});

describe("the header's unread count", () => {
  it("counts every unread message waiting for a member, and for staff also the site's, as the chat list does", async () => {
    const { owner, buyer, stranger, listing } = await threeParties(ctx);
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const actor = (user: { id: number; email: string }, role: "user" | "admin" = "user") => ({
      id: user.id,
      role,
      name: "",
      email: user.email,
    });
    const send = (from: { headers: Record<string, string> }, body: Record<string, unknown>) =>
      ctx.api("POST", "send_message", { body, headers: from.headers });
    await send(buyer, { receiver_id: owner.id, property_id: listing.id, message: "Còn không ạ?" });
    await send(buyer, { receiver_id: owner.id, property_id: listing.id, message: "Giá có bớt không?" });
    await send(stranger, { receiver_id: owner.id, property_id: listing.id, message: "Xem nhà được không?" });
    await send(owner, { receiver_id: buyer.id, property_id: listing.id, message: "Còn ạ" });
    const sentToSite = await send(stranger, { to_admin: 1, message: "Tin của tôi bị ẩn?" });
    expect(sentToSite.status).toBe(201);

    expect(await countAllUnread(ctx.services, actor(owner))).toBe(3);
    expect(await countAllUnread(ctx.services, actor(buyer))).toBe(1);
    const chats = await ctx.api("GET", "get_chats", { headers: owner.headers });
    expect(chats.body.data.reduce((n: number, c: { unread_count: number }) => n + c.unread_count, 0)).toBe(3);
    // Staff count what is addressed to the site as well (this one among others this file sends).
    const site = await countAllUnread(ctx.services, actor(staff, "admin"));
    expect(site).toBeGreaterThanOrEqual(1);

    // Read in one conversation, the count falls by its messages; a member's count never holds the site's.
    await ctx.api("GET", `get_messages?user_id=${buyer.id}&property_id=${listing.id}&page=1&per_page=10`, { headers: owner.headers });
    expect(await countAllUnread(ctx.services, actor(owner))).toBe(1);
    expect(await countAllUnread(ctx.services, actor(stranger))).toBe(0);
    await ctx.api("GET", "get_messages?to_admin=1&user_id=" + stranger.id, { headers: staff.headers });
    expect(await countAllUnread(ctx.services, actor(staff, "admin"))).toBe(site - 1);
  });
});

describe("notices and live delivery", () => {
  it("streams the message to the receiver's open page, not to a third user", async () => {
    const { owner, buyer, stranger, listing } = await threeParties(ctx);
    const open = async (headers: Record<string, string>) => {
      const res = await ctx.app.request("/api/events", { headers });
      const reader = res.body!.getReader();
      let text = "";
      const decoder = new TextDecoder();
      while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
      return {
        reader,
        read: async (until: string) => {
          while (!text.includes(until)) text += decoder.decode((await reader.read()).value);
          return text;
        },
        text: () => text,
      };
    };
    const ownerPage = await open(owner.headers);
    const strangerPage = await open(stranger.headers);
    await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Trực tiếp" },
      headers: buyer.headers,
    });
    const text = await ownerPage.read("event: chat-message");
    expect(text).toContain("Trực tiếp");
    // The stranger's stream hears nothing but the notification-free ready event.
    await ctx.api("POST", "send_message", { body: { to_admin: 1, message: "mốc" }, headers: stranger.headers });
    const strangerText = await strangerPage.read("mốc");
    expect(strangerText).not.toContain("Trực tiếp");
    await ownerPage.reader.cancel();
    await strangerPage.reader.cancel();
  });

  it("sends one notification per unread run and no mail while the messages are fresh", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
    const to = { receiver_id: owner.id, property_id: listing.id };
    for (const message of ["Một", "Hai", "Ba"]) await ctx.api("POST", "send_message", { body: { ...to, message }, headers: buyer.headers });
    const notes = () => ctx.services.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect((await notes()).map((n) => n.type)).toEqual(["chat"]);
    await ctx.services.mailQueue.drain();
    // The mail is the job's, for messages still unread after a few minutes (mail-unread-chats.server.test.ts).
    expect((await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(owner.email))).toEqual([]);
    await ctx.api("GET", `get_messages?user_id=${buyer.id}&property_id=${listing.id}`, { headers: owner.headers });
    await ctx.api("POST", "send_message", { body: { ...to, message: "Bốn" }, headers: buyer.headers });
    expect(await notes()).toHaveLength(2);
  });

  it("mails unread messages whose mail failed once, when the mail server is back", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
    await mailUnreadChats(ctx.services);
    const sent = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Khi thư trục trặc" },
      headers: buyer.headers,
    });
    expect(sent.status).toBe(201);
    const later = new Date(Date.now() + chatMailDelayMs + 60_000);
    await whileMailIsDown(ctx, () => mailUnreadChats(ctx.services, { now: later }));
    const mails = async () => (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(owner.email));
    expect(await mails()).toEqual([]);
    await retryMailNow(ctx);
    await retryMailNow(ctx);
    expect(await mails()).toHaveLength(1);
  });
});

describe("the free-package rule in chat", () => {
  it("refuses a first message to a free owner, offers the staff instead, and lets a running conversation go on", async () => {
    const owner = await createSignedInUser(ctx, { name: "Chủ nhà miễn phí" });
    const buyer = await createSignedInUser(ctx, { name: "Người mua" });
    const other = await createSignedInUser(ctx, { name: "Người hỏi trước" });
    const listing = await createProperty(ctx.services.db, { userId: owner.id });
    const refused = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Căn này còn không ạ?" },
      headers: inEnglish(buyer),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "This owner is on the free package and does not take direct messages. Message the site's staff about this listing and we will pass it on.",
    );
    // Nor without the listing, as from an agent's page.
    expect(
      (await ctx.api("POST", "send_message", { body: { receiver_id: owner.id, message: "Chào anh" }, headers: buyer.headers })).status,
    ).toBe(403);
    expect(await ctx.services.db.select().from(messages).where(eq(messages.senderId, buyer.id))).toEqual([]);
    // The staff take it about the listing.
    const toStaff = await ctx.api("POST", "send_message", {
      body: { to_admin: 1, property_id: listing.id, message: "Căn này còn không ạ?" },
      headers: buyer.headers,
    });
    expect(toStaff.status).toBe(201);
    // The owner may write to someone about their own listing, and the answer comes back.
    const fromOwner = await ctx.api("POST", "send_message", {
      body: { receiver_id: other.id, property_id: listing.id, message: "Anh còn quan tâm căn này không?" },
      headers: owner.headers,
    });
    expect(fromOwner.status).toBe(201);
    const reply = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Còn ạ" },
      headers: other.headers,
    });
    expect(reply.status).toBe(201);
  });
});

describe("rate limit", () => {
  it("refuses the 21st message in a minute", async () => {
    const fresh = await createTestContext();
    try {
      const owner = await createSignedInUser(fresh);
      const buyer = await createSignedInUser(fresh);
      await givePackage(fresh.services.db, owner.id, "pro");
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push(
          (await fresh.api("POST", "send_message", { body: { receiver_id: owner.id, message: `Spam ${i}` }, headers: buyer.headers }))
            .status,
        );
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
      const last = await fresh.api("POST", "send_message", { body: { receiver_id: owner.id, message: "Nữa" }, headers: inEnglish(buyer) });
      expect(last.body.message).toBe("Too many requests, try again later");
      expect(await fresh.services.db.select().from(messages)).toHaveLength(20);
    } finally {
      await fresh.close();
    }
  });
});
