import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema/index.ts";
import { fakeAudio, inEnglish, threeParties, webmAudio } from "../../tests/support/chat-fixtures.ts";
import { form, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("chat between a buyer and an owner", () => {
  it("delivers a message, lists it for both sides with unread counts, and marks it read when the owner opens it", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
    const sent = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Căn này còn không ạ?" },
      headers: inEnglish(buyer),
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
    const { owner, buyer, listing } = await threeParties(ctx);
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
    const { owner, buyer, stranger, listing } = await threeParties(ctx);
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

    const del = await ctx.api("POST", "delete_chat_message", { body: { message_id: id }, headers: inEnglish(stranger) });
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
    const { owner, buyer, listing } = await threeParties(ctx);
    const before = await storedFiles(ctx.dataDir);
    const sent = await ctx.api("POST", "send_message", {
      body: form({ receiver_id: String(owner.id), property_id: String(listing.id), message: "Sổ hồng", file: pdf() }),
      headers: buyer.headers,
    });
    expect(sent.status).toBe(201);
    expect((await storedFiles(ctx.dataDir)).length).toBe(before.length + 1);
    const del = await ctx.api("POST", "delete_chat_message", {
      body: { message_id: sent.body.data.message_id },
      headers: inEnglish(buyer),
    });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Message deleted");
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    const seen = await ctx.api("GET", `get_messages?user_id=${buyer.id}&property_id=${listing.id}`, { headers: owner.headers });
    expect(seen.body.data.data[0]).toMatchObject({ is_deleted: true, message: "", file: null, file_info: null });
  });

  it("removes the conversation's files with the listing when the owner deletes it", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
    const before = await storedFiles(ctx.dataDir);
    const to = { receiver_id: String(owner.id), property_id: String(listing.id) };
    expect((await ctx.api("POST", "send_message", { body: form({ ...to, file: pdf() }), headers: buyer.headers })).status).toBe(201);
    const voice = await ctx.api("POST", "send_message", { body: form({ ...to, audio: webmAudio(2_000) }), headers: buyer.headers });
    expect(voice.status).toBe(201);
    expect((await storedFiles(ctx.dataDir)).length).toBe(before.length + 2);
    const deleted = await ctx.api("POST", "delete_property", { body: { id: listing.id }, headers: owner.headers });
    expect(deleted.status).toBe(200);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
  });

  it("asks for a message before sending, in English and Vietnamese", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
    const enRes = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "   " },
      headers: inEnglish(buyer),
    });
    expect(enRes.status).toBe(400);
    expect(enRes.body.message).toBe("Please enter a message before sending");
    expect(enRes.body.errors).toEqual({ message: "Please enter a message before sending" });
    const viRes = await ctx.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id },
      headers: buyer.headers,
    });
    expect(viRes.body.message).toBe("Vui lòng nhập tin nhắn trước khi gửi");
    const self = await ctx.api("POST", "send_message", { body: { receiver_id: buyer.id, message: "Tôi" }, headers: inEnglish(buyer) });
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
    const { owner, buyer, listing } = await threeParties(ctx);
    const to = { receiver_id: String(owner.id), property_id: String(listing.id) };
    const jpeg = await ctx.api("POST", "send_message", { body: form({ ...to, file: await photo(400, 300) }), headers: buyer.headers });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.file_info).toMatchObject({ type: "image", width: 400, height: 300 });
    expect(jpeg.body.data.file_info.url).toMatch(/\.webp$/);
    // eBroker's clients read `file` as the URL itself, absolute.
    expect(jpeg.body.data).toMatchObject({ file: jpeg.body.data.file_info.url, chat_message_type: "file" });
    expect(jpeg.body.data.file).toMatch(/^https?:\/\//);
    const png = await ctx.api("POST", "send_message", {
      body: form({ ...to, file: await photo(200, 200, "png") }),
      headers: buyer.headers,
    });
    expect(png.body.data.file_info.type).toBe("image");
    const doc = await ctx.api("POST", "send_message", { body: form({ ...to, file: pdf("hop-dong.pdf") }), headers: buyer.headers });
    expect(doc.body.data.file_info).toMatchObject({ type: "document", name: "hop-dong.pdf" });
    const voice = await ctx.api("POST", "send_message", { body: form({ ...to, audio: webmAudio(5_000) }), headers: buyer.headers });
    expect(voice.status).toBe(201);
    expect(voice.body.data.audio_info).toMatchObject({ content_type: "audio/webm", duration_ms: 5_000 });
    expect(voice.body.data.audio_info.url).toMatch(/\.webm$/);
    expect(voice.body.data.audio).toBe(voice.body.data.audio_info.url);

    const before = await storedFiles(ctx.dataDir);
    const count = (await ctx.services.db.select().from(messages)).length;
    const script = new File([new TextEncoder().encode("<script>alert(1)</script>")], "anh.jpg", { type: "image/jpeg" });
    const refused = await ctx.api("POST", "send_message", {
      body: form({ ...to, message: "Xem ảnh", file: script }),
      headers: inEnglish(buyer),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Only photos (JPEG, PNG), PDF documents and voice messages can be sent");
    const tiny = await ctx.api("POST", "send_message", { body: form({ ...to, file: await photo(100, 100) }), headers: inEnglish(buyer) });
    expect(tiny.body.message).toBe("Photos must be at least 120x120 pixels");
    const notAudio = await ctx.api("POST", "send_message", { body: form({ ...to, audio: fakeAudio() }), headers: inEnglish(buyer) });
    expect(notAudio.status).toBe(400);
    expect(notAudio.body.message).toBe("Voice messages must be WebM, Ogg, M4A or MP3 audio");
    const tooLong = await ctx.api("POST", "send_message", {
      body: form({ ...to, audio: webmAudio(130_000) }),
      headers: buyer.headers,
    });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toBe("Tin nhắn thoại dài tối đa 2 phút");
    // A good photo with a bad voice message: neither is kept.
    const mixed = await ctx.api("POST", "send_message", {
      body: form({ ...to, file: await photo(300, 300), audio: fakeAudio() }),
      headers: buyer.headers,
    });
    expect(mixed.status).toBe(400);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    expect((await ctx.services.db.select().from(messages)).length).toBe(count);
  });
});

describe("get_chats in eBroker's names", () => {
  it("answers the other side, the listing and both block flags flat, as eBroker's clients read them", async () => {
    const { owner, buyer, listing } = await threeParties(ctx);
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
