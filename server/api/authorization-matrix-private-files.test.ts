import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, messages, packages, verificationRequests } from "../../db/schema/index.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import { initiateBankTransfer } from "../../app/modules/payments/initiate-bank-transfer.server.ts";
import { authHeaders, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { webmAudio } from "../../tests/support/chat-fixtures.ts";
import { form, givePackage, pdf, photo } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { privateFileMatrix, privateFileReaders, type PrivateFileReader } from "./authorization-matrix.ts";

let ctx: TestContext;
let headers: Record<PrivateFileReader, Record<string, string>>;
/** The URL of each file of the table, as its owner was given it. */
const urls = new Map<string, string>();

const actorOf = (user: UserRow): Actor => ({ id: user.id, role: "user", name: user.name, email: user.email });

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  const owner = await createUser(db, { name: "Chủ tin A" });
  const party = await createUser(db, { name: "Người nhận C" });
  const stranger = await createUser(db, { name: "Người lạ B" });
  const moderator = await createUser(db, { name: "Kiểm duyệt viên", role: "moderator" });
  const admin = await createUser(db, { name: "Quản trị", role: "admin" });
  for (const user of [owner, party]) await givePackage(db, user.id, "pro");
  headers = {
    visitor: {},
    owner: await authHeaders(db, owner),
    party: await authHeaders(db, party),
    stranger: await authHeaders(db, stranger),
    moderator: await authHeaders(db, moderator),
    admin: await authHeaders(db, admin),
  };

  const listing = await createProperty(db, { userId: owner.id });
  const send = async (fields: Parameters<typeof form>[0]) => {
    const res = await ctx.api("POST", "send_message", { headers: headers.owner, body: form(fields) });
    if (res.status !== 201) throw new Error(`send_message answered ${res.status}: ${res.body.message}`);
    return res.body.data as { message_id: number; file: string; audio: string };
  };
  // Answers carry absolute URLs (docs/architecture.md, "The API contract"); the doors are checked by path.
  const path = (url: string) => new URL(url).pathname;
  const toParty = { receiver_id: party.id, property_id: listing.id };
  urls.set("chat-photo", path((await send({ ...toParty, file: await photo(320, 240) })).file));
  urls.set("chat-document", path((await send({ ...toParty, file: pdf("hop-dong.pdf") })).file));
  urls.set("chat-voice", path((await send({ ...toParty, audio: webmAudio(2_000) })).audio));
  const deleted = await send({ ...toParty, file: await photo(320, 240) });
  urls.set("chat-photo-deleted", path(deleted.file));
  const removed = await ctx.api("POST", "delete_chat_message", { headers: headers.owner, body: { message_id: deleted.message_id } });
  if (removed.status !== 200) throw new Error(`delete_chat_message answered ${removed.status}`);
  urls.set("site-chat-photo", path((await send({ to_admin: 1, file: await photo(320, 240) })).file));

  // A message stored before chat files were private: its key under chat/, its URL the one clients kept.
  const [conversation] = await db
    .select({ id: conversations.id, userOneId: conversations.userOneId })
    .from(conversations)
    .where(eq(conversations.propertyId, listing.id));
  const oldKey = `chat/${conversation!.userOneId}/${randomUUID()}.pdf`;
  await ctx.services.storage.put(oldKey, new TextEncoder().encode("%PDF-1.4\n%old\n"), "application/pdf");
  await db.insert(messages).values({
    conversationId: conversation!.id,
    senderId: owner.id,
    recipientId: party.id,
    file: { kind: "document", key: oldKey, size: 14, name: "cu.pdf" },
  });
  urls.set("chat-photo-before-this-change", `/media/${oldKey}`);

  const [basic] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, "basic"));
  const payment = await initiateBankTransfer(ctx.services, { actor: actorOf(owner), packageId: basic!.id, file: pdf("bien-lai.pdf") });
  urls.set("receipt-file", `/user/payments/${payment.id}/receipt-file`);

  const papersKey = `private/verification/${owner.id}/${randomUUID()}.pdf`;
  await ctx.services.storage.put(papersKey, new TextEncoder().encode("%PDF-1.4\n%papers\n"), "application/pdf");
  const [application] = await db
    .insert(verificationRequests)
    .values({
      kind: "agent",
      userId: owner.id,
      files: [{ key: papersKey, contentType: "application/pdf", size: 17, name: "chung-chi.pdf" }],
    })
    .returning({ id: verificationRequests.id });
  urls.set("verification-file", `/verification-files/${application!.id}/0`);

  const listingKey = `properties/u${owner.id}/matrix-photo`;
  await ctx.services.storage.put(`${listingKey}-320.webp`, new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]), "image/webp");
  urls.set("listing-photo", `/media/${listingKey}-320.webp`);
});
afterAll(() => ctx.close());

describe("the private files' authorization matrix", () => {
  it("names a stored file for every row", () => {
    expect([...privateFileMatrix.keys()].filter((name) => !urls.has(name))).toEqual([]);
    for (const name of ["chat-photo", "chat-document", "chat-voice", "site-chat-photo"])
      expect(urls.get(name)).toMatch(/^\/media\/chat\/\d+\//);
  });

  it("answers every file × reader as the table says, private files uncached and sandboxed, public photos cached long", async () => {
    const mismatches: string[] = [];
    const observed: string[] = [];
    for (const [name, row] of privateFileMatrix) {
      const line: string[] = [];
      for (const reader of privateFileReaders) {
        const res = await ctx.app.request(urls.get(name)!, { headers: headers[reader] });
        const body = new Uint8Array(await res.arrayBuffer());
        line.push(String(res.status));
        if (res.status !== row.expect[reader]) mismatches.push(`${name} as ${reader}: expected ${row.expect[reader]}, got ${res.status}`);
        if (res.status !== 200) {
          if (res.headers.get("cache-control")?.includes("public")) mismatches.push(`${name} as ${reader}: a refusal is cacheable`);
          if (body.byteLength > 20) mismatches.push(`${name} as ${reader}: a refusal carries ${body.byteLength} bytes`);
          continue;
        }
        const expected = row.cache === "public" ? "public, max-age=31536000, immutable" : "private, no-store";
        const got = [
          res.headers.get("cache-control"),
          res.headers.get("x-content-type-options"),
          res.headers.get("content-security-policy"),
        ];
        if (!isDeep(got, [expected, "nosniff", "sandbox"])) mismatches.push(`${name} as ${reader}: headers ${got.join(" | ")}`);
        if (body.byteLength === 0) mismatches.push(`${name} as ${reader}: empty body`);
      }
      observed.push(`${name.padEnd(32)} ${line.join(" ")}`);
    }
    if (process.env.PRINT_MATRIX) console.info(observed.join("\n"));
    expect(mismatches).toEqual([]);
  });

  it("refuses a deactivated account's session and any key outside chat/ under the chat door", async () => {
    const banned = await createUser(ctx.services.db, { banned: true });
    const res = await ctx.app.request(urls.get("chat-photo")!, { headers: await authHeaders(ctx.services.db, banned) });
    expect(res.status).toBe(403);
    const traversal = await ctx.app.request("/media/chat/%2e%2e/private/receipts/x.pdf", { headers: headers.admin });
    expect(traversal.status).toBe(404);
  });
});

function isDeep(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
