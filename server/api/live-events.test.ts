import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../app/lib/db.server.ts";
import { listenerApplicationName } from "../../app/lib/pg-listener.server.ts";
import { createServices, type Services } from "../../app/lib/services.server.ts";
import { notify } from "../../app/modules/notifications/notify.server.ts";
import { createProperty } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { testDatabaseKind } from "../../tests/support/test-db.ts";
import { createApp } from "../app.ts";
import type { ApiEnv } from "./mount-api.ts";

// Instance A is the test context; instance B has its own services (event bus, listener)
// and app on the same database, as a second server process would.
let a: TestContext;
let b: { services: Services; app: Hono<ApiEnv> };
const bLog: { level: number; msg: string }[] = [];

beforeAll(async () => {
  a = await createTestContext();
  const logger = pino({ level: "info", base: undefined }, { write: (line: string) => void bLog.push(JSON.parse(line)) });
  const services = await createServices(a.services.env, { database: a.services.database, logger });
  b = { services, app: createApp(services, { mode: "test" }) };
});
afterAll(async () => {
  await b.services.close();
  await a.close();
});

/** Reads an SSE body until `marker` appears (or the stream ends), failing after `ms`. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string | null, ms = 5000): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  for (;;) {
    if (marker !== null && text.includes(marker)) return text;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no ${marker ?? "end of stream"} within ${ms} ms; got: ${text}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no ${marker ?? "end of stream"} within ${ms} ms; got: ${text}`)), left),
      ),
    ]);
    if (chunk.done) {
      if (marker === null) return text;
      throw new Error(`stream ended before ${marker}; got: ${text}`);
    }
    text += decoder.decode(chunk.value);
  }
}

async function openStream(app: Hono<ApiEnv>, headers: Record<string, string>) {
  const res = await app.request("/api/events", { headers });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const text = await readUntil(reader, "event: ready");
  // The id the stream carries, as a browser keeps it for Last-Event-ID.
  const lastId = /^id: (.+)$/m.exec(text)?.[1];
  return Object.assign(reader, { lastId });
}

describe("live events across app instances on one database", () => {
  it("a notification created on instance A reaches the user's page streaming from instance B", async () => {
    const user = await createSignedInUser(a);
    const other = await createSignedInUser(a);
    const reader = await openStream(b.app, user.headers);
    await notify(a.services, other.id, { title: "Không phải của bạn" });
    const item = await notify(a.services, user.id, { title: "Tin mới từ máy A", body: "Nội dung", url: "/user/notifications" });
    const text = await readUntil(reader, "event: notification");
    const data = text.split("\n").find((line) => line.startsWith("data: {") && line.includes('"title"'));
    expect(JSON.parse(data!.slice("data: ".length))).toEqual(item);
    expect(text).not.toContain("Không phải của bạn");
    await reader.cancel();
  });

  it("a staff send to everyone on instance A reaches every open page on instance B; one to chosen users only theirs", async () => {
    const staff = await createSignedInUser(a, { role: "admin" });
    const [one, two] = [await createSignedInUser(a), await createSignedInUser(a)];
    const [oneReader, twoReader] = [await openStream(b.app, one.headers), await openStream(b.app, two.headers)];
    const everyone = await a.api("POST", "admin/send-notification", {
      body: { audience: "all", title: "Bảo trì hệ thống tối nay" },
      headers: staff.headers,
    });
    expect(everyone.status).toBe(201);
    for (const [reader, user] of [
      [oneReader, one],
      [twoReader, two],
    ] as const) {
      const text = await readUntil(reader!, "Bảo trì hệ thống tối nay");
      expect(text).toContain("event: notification");
      const data = text.split("\n").find((line) => line.startsWith("data: {") && line.includes("Bảo trì"));
      const item = JSON.parse(data!.slice("data: ".length)) as { id: number; title: string; is_read: boolean };
      const inbox = await a.api("GET", "get_notification_list", { headers: user.headers });
      expect(inbox.body.data.map((n: { id: number }) => n.id)).toContain(item.id);
      expect(item.is_read).toBe(false);
    }

    const chosen = await a.api("POST", "admin/send-notification", {
      body: { audience: "users", user_ids: [one.id], title: "Chỉ dành cho bạn" },
      headers: staff.headers,
    });
    expect(chosen.status).toBe(201);
    expect(await readUntil(oneReader!, "Chỉ dành cho bạn")).toContain("event: notification");
    // The second page hears its own next notification without the chosen send before it.
    await notify(a.services, two.id, { title: "Tin riêng sau đó" });
    expect(await readUntil(twoReader!, "Tin riêng sau đó")).not.toContain("Chỉ dành cho bạn");
    await Promise.all([oneReader!.cancel(), twoReader!.cancel()]);
  });

  it("deactivation on instance A ends the stream on instance B with session-ended", async () => {
    const staff = await createSignedInUser(a, { role: "admin" });
    const user = await createSignedInUser(a);
    const reader = await openStream(b.app, user.headers);
    const off = await a.api("POST", "admin/users/deactivate", { body: { userid: user.id }, headers: staff.headers });
    expect(off.status).toBe(200);
    const text = await readUntil(reader, null);
    expect(text).toContain("event: session-ended");
    expect(text).toContain('"reason":"accountDeactivated"');
    expect((await b.app.request("/api/events", { headers: user.headers })).status).toBe(403);
  });

  it("a page that reconnects with Last-Event-ID receives the chat messages and notifications stored while it was away", async () => {
    const owner = await createSignedInUser(a);
    const buyer = await createSignedInUser(a);
    const listing = await createProperty(a.services.db, { userId: owner.id });
    // A paid owner takes direct messages (a free one is reached through the staff).
    await givePackage(a.services.db, owner.id, "pro");
    const first = await openStream(b.app, owner.headers);
    expect(first.lastId).toMatch(/^\d+\.\d+$/);
    await first.cancel();
    // While the owner's page is away (a process restarting, a phone switching networks):
    const sent = await a.api("POST", "send_message", {
      body: { receiver_id: owner.id, property_id: listing.id, message: "Tin nhắn trong lúc mất kết nối" },
      headers: buyer.headers,
    });
    expect(sent.status).toBe(201);
    const item = await notify(a.services, owner.id, { title: "Thông báo trong lúc mất kết nối" });
    const res = await a.app.request("/api/events", { headers: { ...owner.headers, "last-event-id": first.lastId! } });
    const reader = res.body!.getReader();
    const text = await readUntil(reader, "Thông báo trong lúc mất kết nối");
    expect(text).toContain("event: chat-message");
    expect(text).toContain("Tin nhắn trong lúc mất kết nối");
    expect(text).toContain(`"id":${item.id}`);
    // Its events carry the advanced cursor; a stream opened afresh replays nothing.
    const ids = [...text.matchAll(/^id: (\d+)\.(\d+)$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(ids.at(-1)).toEqual([sent.body.data.message_id, item.id]);
    await reader.cancel();
    const fresh = await openStream(a.app, owner.headers);
    await notify(a.services, owner.id, { title: "Tin sau" });
    expect(await readUntil(fresh, "Tin sau")).not.toContain("mất kết nối");
    await fresh.cancel();
  });

  it.skipIf(testDatabaseKind() === "pglite")(
    "passes on what was sent while the listener's connection was down, once it is back (PostgreSQL)",
    async () => {
      const user = await createSignedInUser(a);
      const reader = await openStream(b.app, user.headers);
      const reconnects = bLog.filter((line) => line.msg === "event listener reconnected").length;
      await a.services.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${listenerApplicationName} and datname = current_database()`,
      );
      // Sent at once: the listeners reconnect after 250 ms at the earliest, so neither hears its signal.
      const item = await notify(a.services, user.id, { title: "Gửi khi bộ nghe mất kết nối" });
      await expect
        .poll(() => bLog.filter((line) => line.msg === "event listener reconnected").length, { timeout: 5000 })
        .toBe(reconnects + 1);
      const text = await readUntil(reader, "Gửi khi bộ nghe mất kết nối");
      expect(text).toContain(`"id":${item.id}`);
      await reader.cancel();
    },
  );

  it.skipIf(testDatabaseKind() === "pglite")(
    "keeps delivering after the listener's connection is terminated (PostgreSQL: PGlite has no backends to end)",
    async () => {
      const user = await createSignedInUser(a);
      const reader = await openStream(b.app, user.headers);
      const listeners = rowsOf<{ pid: number }>(
        await a.services.db.execute(
          sql`select pid from pg_stat_activity where application_name = ${listenerApplicationName} and datname = current_database()`,
        ),
      );
      // One LISTEN connection per instance.
      expect(listeners).toHaveLength(2);
      await a.services.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${listenerApplicationName} and datname = current_database()`,
      );
      const deadline = Date.now() + 5000;
      while (!bLog.some((line) => line.msg === "event listener reconnected")) {
        if (Date.now() > deadline) throw new Error(`listener did not reconnect: ${JSON.stringify(bLog)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(bLog.find((line) => line.msg === "event listener connection lost; reconnecting")?.level).toBe(40);
      const item = await notify(a.services, user.id, { title: "Sau khi kết nối lại" });
      const text = await readUntil(reader, "event: notification");
      expect(text).toContain(`"id":${item.id}`);
      expect(text).toContain("Sau khi kết nối lại");
      await reader.cancel();
      const after = rowsOf<{ pid: number }>(
        await a.services.db.execute(
          sql`select pid from pg_stat_activity where application_name = ${listenerApplicationName} and datname = current_database()`,
        ),
      );
      expect(after.map((row) => row.pid)).not.toContain(listeners[0]!.pid);
    },
  );
});
