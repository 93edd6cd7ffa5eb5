import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, notifications } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { retryMailNow, whileMailIsDown } from "../../tests/support/mail-down.ts";
import { chatMailDelayMs, mailUnreadChats } from "../../app/modules/chat/mail-unread-chats.server.ts";
import { createProperty } from "../../tests/support/factories.ts";
import { fakeAudio, webmAudio } from "../../tests/support/chat-fixtures.ts";
import { givePackage, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
const en = (p: Person) => ({ ...p.headers, "accept-language": "en" });

async function threeParties() {
  const owner = await createSignedInUser(ctx, { name: "Chủ nhà" });
  const buyer = await createSignedInUser(ctx, { name: "Người mua" });
  const stranger = await createSignedInUser(ctx, { name: "Người lạ" });
  // A paid owner takes direct messages; a free one is reached through the staff (below).
  await givePackage(ctx.services.db, owner.id, "pro");
  const listing = await createProperty(ctx.services.db, { userId: owner.id });
  return { owner, buyer, stranger, listing };
}

function multipart(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe("chat between a buyer and an owner", () => {
  it("delivers a message, lists it for both sides with unread counts, and marks it read when the owner opens it", async () => {
    const { owner, buyer, listing } = await threeParties();
    const sent = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Căn này còn không ạ?" },
      headers: en(buyer),
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe("Message sent");
    expect(sent.body.data).toMatchObject({
      sender_id: buyer.id,
      receiver_id: owner.id,
      property_id: listing.id,
      message: "Căn này còn không ạ?",
      is_read: false,
    });

    const ownerChats = await ctx.api("GET", "get_chats", { headers: owner.headers });
    expect(ownerChats.body.total).toBe(1);
    expect(ownerChats.body.data[0]).toMatchObject({
      user: { id: buyer.id, name: "Người mua" },
      property: { id: listing.id, title: listing.title },
      unread_count: 1,
      last_message: { message: "Căn này còn không ạ?" },
    });
    const buyerChats = await ctx.api("GET", "get_chats", { headers: buyer.headers });
    expect(buyerChats.body.data[0]).toMatchObject({ user: { id: owner.id }, unread_count: 0 });

    const read = await ctx.api("GET", `get_messages?user_id=${buyer.id}&property_id=${listing.id}&page=1&per_page=10`, {
      headers: owner.headers,
    });
    expect(read.status).toBe(200);
    expect(read.body.total).toBe(1);
    expect(read.body.data.data[0]).toMatchObject({ message: "Căn này còn không ạ?", is_read: true });
    expect((await ctx.api("GET", "get_chats", { headers: owner.headers })).body.data[0].unread_count).toBe(0);
  });

  it("pages history back with page and per_page, newest first", async () => {
    const { owner, buyer, listing } = await threeParties();
    for (let i = 1; i <= 5; i++) {
      await ctx.api("POST", "send_message", {
        body: { receiver_id: owner.id, property_id: listing.id, message: `Tin ${i}` },
        headers: buyer.headers,
      });
    }
    const first = await ctx.api("GET", `get_messages?user_id=${owner.id}&property_id=${listing.id}&page=1&per_page=2`, {
      headers: buyer.headers,
    });
    const second = await ctx.api("GET", `get_messages?user_id=${owner.id}&property_id=${listing.id}&page=2&per_page=2`, {
      headers: buyer.headers,
    });
    expect(first.body.total).toBe(5);
    expect(first.body.data.data.map((m: { message: string }) => m.message)).toEqual(["Tin 5", "Tin 4"]);
    expect(second.body.data.data.map((m: { message: string }) => m.message)).toEqual(["Tin 3", "Tin 2"]);
  });

  it("keeps a third user out: cannot read, delete or send into the conversation", async () => {
    const { owner, buyer, stranger, listing } = await threeParties();
    const sent = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Riêng tư" },
      headers: buyer.headers,
    });
    const id = sent.body.data.message_id as number;

    for (const userId of [owner.id, buyer.id]) {
      const peek = await ctx.api("GET", `get_messages?user_id=${userId}&property_id=${listing.id}`, { headers: stranger.headers });
      expect(peek.status).toBe(200);
      expect(peek.body.data.data).toEqual([]);
    }
    expect((await ctx.api("GET", "get_chats", { headers: stranger.headers })).body.data).toEqual([]);

    const del = await ctx.api("POST", "delete_chat_message", { body: { message_id: id }, headers: en(stranger) });
    expect(del.status).toBe(404);
    const ownerDel = await ctx.api("POST", "delete_chat_message", { body: { message_id: id }, headers: owner.headers });
    expect(ownerDel.status).toBe(404);
    const [row] = await ctx.services.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ body: "Riêng tư", deletedAt: null });

    // The listing is neither the stranger's nor the buyer's: no conversation about it between them.
    const into = await ctx.api("POST", "send_message", {
      body: { receiver_id: buyer.id, property_id: listing.id, message: "Chen vào" },
      headers: stranger.headers,
    });
    expect(into.status).toBe(404);
    expect(await ctx.services.db.select().from(messages).where(eq(messages.body, "Chen vào"))).toEqual([]);
  });

  it("lets only the sender delete a message; its text and file go", async () => {
    const { owner, buyer, listing } = await threeParties();
    const before = await storedFiles(ctx.dataDir);
    const sent = await ctx.api("POST", "send_message", {
      body: multipart({ receiver_id: String(owner.id), property_id: String(listing.id), message: "Sổ hồng", file: pdf() }),
      headers: buyer.headers,
    });
    expect(sent.status).toBe(201);
    expect((await storedFiles(ctx.dataDir)).length).toBe(before.length + 1);
    const del = await ctx.api("POST", "delete_chat_message", { body: { message_id: sent.body.data.message_id }, headers: en(buyer) });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Message deleted");
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const seen = await ctx.api("GET", `get_messages?user_id=${buyer.id}&property_id=${listing.id}`, { headers: owner.headers });
    expect(seen.body.data.data[0]).toMatchObject({ is_deleted: true, message: "", file: null, file_info: null });
  });

  it("removes the conversation's files with the listing when the owner deletes it", async () => {
    const { owner, buyer, listing } = await threeParties();
    const before = await storedFiles(ctx.dataDir);
    const to = { receiver_id: String(owner.id), property_id: String(listing.id) };
    expect((await ctx.api("POST", "send_message", { body: multipart({ ...to, file: pdf() }), headers: buyer.headers })).status).toBe(201);
    const voice = await ctx.api("POST", "send_message", { body: multipart({ ...to, audio: webmAudio(2_000) }), headers: buyer.headers });
    expect(voice.status).toBe(201);
    expect((await storedFiles(ctx.dataDir)).length).toBe(before.length + 2);
    const deleted = await ctx.api("POST", "delete_property", { body: { id: listing.id }, headers: owner.headers });
    expect(deleted.status).toBe(200);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
  });

  it("asks for a message before sending, in English and Vietnamese", async () => {
    const { owner, buyer, listing } = await threeParties();
    const enRes = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "   " },
      headers: en(buyer),
    });
    expect(enRes.status).toBe(400);
    expect(enRes.body.message).toBe("Please enter a message before sending");
    expect(enRes.body.errors).toEqual({ message: "Please enter a message before sending" });
    const viRes = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id },
      headers: buyer.headers,
    });
    expect(viRes.body.message).toBe("Vui lòng nhập tin nhắn trước khi gửi");
    const self = await ctx.api("POST", "send_message", { body: { receiver_id: buyer.id, message: "Tôi" }, headers: en(buyer) });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot send a message to yourself");
    const visitor = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, message: "Chào" },
      headers: { "accept-language": "en" },
    });
    expect(visitor.status).toBe(401);
  });
});

describe("files and voice messages", () => {
  it("takes a JPEG or PNG photo (re-encoded), a PDF and a voice message, and refuses anything else with nothing stored", async () => {
    const { owner, buyer, listing } = await threeParties();
    const to = { receiver_id: String(owner.id), property_id: String(listing.id) };
    const jpeg = await ctx.api("POST", "send_message", { body: multipart({ ...to, file: await photo(400, 300) }), headers: buyer.headers });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.file_info).toMatchObject({ type: "image", width: 400, height: 300 });
    expect(jpeg.body.data.file_info.url).toMatch(/\.webp$/);
    // eBroker's clients read `file` as the URL itself, absolute.
    expect(jpeg.body.data).toMatchObject({ file: jpeg.body.data.file_info.url, chat_message_type: "file" });
    expect(jpeg.body.data.file).toMatch(/^https?:\/\//);
    const png = await ctx.api("POST", "send_message", {
      body: multipart({ ...to, file: await photo(200, 200, "png") }),
      headers: buyer.headers,
    });
    expect(png.body.data.file_info.type).toBe("image");
    const doc = await ctx.api("POST", "send_message", { body: multipart({ ...to, file: pdf("hop-dong.pdf") }), headers: buyer.headers });
    expect(doc.body.data.file_info).toMatchObject({ type: "document", name: "hop-dong.pdf" });
    const voice = await ctx.api("POST", "send_message", { body: multipart({ ...to, audio: webmAudio(5_000) }), headers: buyer.headers });
    expect(voice.status).toBe(201);
    expect(voice.body.data.audio_info).toMatchObject({ content_type: "audio/webm", duration_ms: 5_000 });
    expect(voice.body.data.audio_info.url).toMatch(/\.webm$/);
    expect(voice.body.data.audio).toBe(voice.body.data.audio_info.url);

    const before = await storedFiles(ctx.dataDir);
    const count = (await ctx.services.db.select().from(messages)).length;
    const script = new File([new TextEncoder().encode("<script>alert(1)</script>")], "anh.jpg", { type: "image/jpeg" });
    const refused = await ctx.api("POST", "send_message", {
      body: multipart({ ...to, message: "Xem ảnh", file: script }),
      headers: en(buyer),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Only photos (JPEG, PNG), PDF documents and voice messages can be sent");
    const tiny = await ctx.api("POST", "send_message", { body: multipart({ ...to, file: await photo(100, 100) }), headers: en(buyer) });
    expect(tiny.body.message).toBe("Photos must be at least 120x120 pixels");
    const notAudio = await ctx.api("POST", "send_message", { body: multipart({ ...to, audio: fakeAudio() }), headers: en(buyer) });
    expect(notAudio.status).toBe(400);
    expect(notAudio.body.message).toBe("Voice messages must be WebM, Ogg, M4A or MP3 audio");
    const tooLong = await ctx.api("POST", "send_message", {
      body: multipart({ ...to, audio: webmAudio(130_000) }),
      headers: buyer.headers,
    });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toBe("Tin nhắn thoại dài tối đa 2 phút");
    // A good photo with a bad voice message: neither is kept.
    const mixed = await ctx.api("POST", "send_message", {
      body: multipart({ ...to, file: await photo(300, 300), audio: fakeAudio() }),
      headers: buyer.headers,
    });
    expect(mixed.status).toBe(400);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    expect((await ctx.services.db.select().from(messages)).length).toBe(count);
  });
});

describe("get_chats in eBroker's names", () => {
  it("answers the other side, the listing and both block flags flat, as eBroker's clients read them", async () => {
    const { owner, buyer, listing } = await threeParties();
    await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Xin chào" },
      headers: buyer.headers,
    });
    await ctx.api("POST", "block-user", { body: { to_user_id: buyer.id }, headers: owner.headers });
    const [chat] = (await ctx.api("GET", "get_chats", { headers: buyer.headers })).body.data;
    expect(chat).toMatchObject({
      property_id: listing.id,
      user_id: owner.id,
      name: "Chủ nhà",
      title: expect.any(String),
      is_blocked_by_me: false,
      is_blocked_by_user: true,
      unread_count: 0,
    });
    const [ownerSide] = (await ctx.api("GET", "get_chats", { headers: owner.headers })).body.data;
    expect(ownerSide).toMatchObject({ user_id: buyer.id, is_blocked_by_me: true, is_blocked_by_user: false });
  });
});

describe("block-user and unblock-user", () => {
  it("stops a blocked user from sending to the blocker and tells them; unblocking restores it", async () => {
    const { owner, buyer, listing } = await threeParties();
    const to = { receiver_id: owner.id, property_id: listing.id };
    const blocked = await ctx.api("POST", "block-user", { body: { to_user_id: buyer.id, reason: "Làm phiền" }, headers: en(owner) });
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe("User blocked");
    expect((await ctx.api("POST", "block-user", { body: { to_user_id: buyer.id }, headers: owner.headers })).status).toBe(200);

    const refused = await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: en(buyer) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This user has blocked you. Your message was not sent");
    const refusedVi = await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: buyer.headers });
    expect(refusedVi.body.message).toBe("Người này đã chặn bạn. Tin nhắn không được gửi");
    const ownerSends = await ctx.api("POST", "send_message", {
      body: { receiver_id: buyer.id, property_id: listing.id, message: "Chào" },
      headers: en(owner),
    });
    expect(ownerSends.status).toBe(403);
    expect(ownerSends.body.message).toBe("You have blocked this user. Unblock them to send a message");
    expect(await ctx.services.db.select().from(messages).where(eq(messages.body, "Alo?"))).toEqual([]);

    // A stranger cannot lift the owner's block.
    const stranger = await createSignedInUser(ctx);
    await ctx.api("POST", "unblock-user", { body: { to_user_id: buyer.id }, headers: stranger.headers });
    expect((await ctx.api("POST", "send_message", { body: { ...to, message: "Alo?" }, headers: buyer.headers })).status).toBe(403);

    const unblocked = await ctx.api("POST", "unblock-user", { body: { to_user_id: buyer.id }, headers: en(owner) });
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
      headers: en(staff),
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

describe("notices and live delivery", () => {
  it("streams the message to the receiver's open page, not to a third user", async () => {
    const { owner, buyer, stranger, listing } = await threeParties();
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
    const { owner, buyer, listing } = await threeParties();
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
    const { owner, buyer, listing } = await threeParties();
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
      headers: en(buyer),
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
      const last = await fresh.api("POST", "send_message", { body: { receiver_id: owner.id, message: "Nữa" }, headers: en(buyer) });
      expect(last.body.message).toBe("Too many requests, try again later");
      expect(await fresh.services.db.select().from(messages)).toHaveLength(20);
    } finally {
      await fresh.close();
    }
  });
});
