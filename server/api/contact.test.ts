import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { retryMailNow, whileMailIsDown } from "../../tests/support/mail-down.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = {
  first_name: "Lan",
  last_name: "Nguyễn",
  email: "lan@example.vn",
  subject: "Hỏi về căn hộ",
  message: "Căn hộ Quận 7 còn không?",
};

describe("POST contct_us", () => {
  it("answers each missing field with the spec's message, in English and Vietnamese", async () => {
    const en = await ctx.api("POST", "contct_us", { body: {}, headers: { "accept-language": "en" } });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      first_name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
    const vi = await ctx.api("POST", "contct_us", { body: { ...valid, email: "not-an-email" } });
    expect(vi.status).toBe(400);
    expect(vi.body.message).toBe("Địa chỉ email không hợp lệ");
  });

  it("treats blank fields as missing", async () => {
    const res = await ctx.api("POST", "contct_us", { body: { ...valid, subject: "   " }, headers: { "accept-language": "en" } });
    expect(res.body.errors).toEqual({ subject: "Subject is required" });
  });

  it("stores the message and mails the company address through the outbox (urlencoded body)", async () => {
    const res = await ctx.api("POST", "contct_us", { body: new URLSearchParams(valid), headers: { "accept-language": "en" } });
    expect(res.status).toBe(201);
    expect(res.body.error).toBe(false);
    expect(res.body.message).toBe("Thank you! Your message has been sent. We will reply within 24 hours.");
    const rows = await ctx.services.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Lan", lastName: "Nguyễn", email: "lan@example.vn", lang: "en" });
    await ctx.services.mailQueue.drain();
    const mail = await readOutbox(ctx.dataDir, "mail");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.content).toContain("To: lienhe@nhadat.local");
    expect(mail[0]!.content).toContain("lan@example.vn");
  });

  it("stores the message while the mail server is down, and mails the team once when it is back", async () => {
    const fresh = await createTestContext();
    try {
      const res = await whileMailIsDown(fresh, () => fresh.api("POST", "contct_us", { body: valid, headers: { "accept-language": "en" } }));
      expect(res.status).toBe(201);
      expect(await fresh.services.db.select().from(contactMessages)).toHaveLength(1);
      expect(await readOutbox(fresh.dataDir, "mail")).toEqual([]);
      expect(await retryMailNow(fresh)).toBe(1);
      expect(await retryMailNow(fresh)).toBe(0);
      const mail = await readOutbox(fresh.dataDir, "mail");
      expect(mail).toHaveLength(1);
      expect(mail[0]!.content).toContain("To: lienhe@nhadat.local");
    } finally {
      await fresh.close();
    }
  });

  it("refuses a sixth request from one address within ten minutes", async () => {
    const fresh = await createTestContext();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await fresh.api("POST", "contct_us", { body: valid, headers: { "accept-language": "en" } })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const last = await fresh.api("POST", "contct_us", { body: valid, headers: { "accept-language": "en" } });
      expect(last.status).toBe(429);
      expect(last.body.message).toBe("Too many requests, try again later");
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await fresh.services.db.select().from(contactMessages)).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});
