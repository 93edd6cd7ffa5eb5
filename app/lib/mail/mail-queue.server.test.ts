import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { createLogger } from "../logger.server.ts";
import { enqueueMail, enqueueMails, pruneSentMail, retryDelaySeconds, sentMailKeepDays, startMailQueue } from "./mail-queue.server.ts";
import { readOutbox, type MailMessage, type Mailer } from "./mailer.server.ts";

let ctx: TestContext;
let sequence = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const address = () => `queue${++sequence}-${Date.now()}@example.test`;
const mailsTo = async (to: string) => (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(`To: ${to}`));
const rowOf = async (to: string) => (await ctx.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

describe("the mail queue", () => {
  it("sends nothing for a change that rolled back, and a committed change's mail once, after the commit", async () => {
    const rolledBack = address();
    await expect(
      ctx.services.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: rolledBack, subject: "Không gửi", text: "x" });
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    const committed = address();
    await ctx.services.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: committed, subject: "Đã gửi", text: "Nội dung" });
      // Inside the transaction the worker sees no row: nothing can go before the commit.
      expect(await mailsTo(committed)).toEqual([]);
    });
    await ctx.services.mailQueue.drain();
    await ctx.services.mailQueue.drain();
    expect(await mailsTo(rolledBack)).toEqual([]);
    const sent = await mailsTo(committed);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toMatch(/^Message-ID: <outbox-\d+-\d+@nhadat\.local>$/m);
    expect(await rowOf(committed)).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null, sentAt: expect.any(Date) });
  });

  it("keeps one mail per dedupe key however often it is queued", async () => {
    const to = address();
    const key = `test:${to}`;
    expect(await enqueueMail(ctx.services.db, { to, subject: "Một lần", text: "x" }, { dedupeKey: key })).toBe(true);
    expect(await enqueueMail(ctx.services.db, { to, subject: "Một lần", text: "x" }, { dedupeKey: key })).toBe(false);
    await ctx.services.mailQueue.drain();
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("queues many mails in one call, each dedupe key once, and answers which it queued", async () => {
    const [a, b, c] = [address(), address(), address()];
    expect(await enqueueMail(ctx.services.db, { to: a, subject: "Trước", text: "x" }, { dedupeKey: `many:${a}` })).toBe(true);
    const queued = await enqueueMails(ctx.services.db, [
      { message: { to: a, subject: "Lại", text: "x" }, dedupeKey: `many:${a}` },
      { message: { to: b, subject: "Một", text: "x" }, dedupeKey: `many:${b}` },
      { message: { to: b, subject: "Hai", text: "x" }, dedupeKey: `many:${b}` },
      { message: { to: c, subject: "Không khoá", text: "x" } },
    ]);
    expect(queued).toEqual([false, true, false, true]);
    await ctx.services.mailQueue.drain();
    const subjects = async (to: string) =>
      (await ctx.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.subject);
    expect(await subjects(a)).toEqual(["Trước"]);
    expect(await subjects(b)).toEqual(["Một"]);
    expect(await mailsTo(a)).toHaveLength(1);
    expect(await mailsTo(b)).toHaveLength(1);
    expect(await mailsTo(c)).toHaveLength(1);
  });

  it("sends a queued mail's own headers (an alert's one-click unsubscribe)", async () => {
    const to = address();
    const headers = {
      "List-Unsubscribe": "<https://nhadat.example/unsubscribe/saved-search?token=1.abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    await enqueueMail(ctx.services.db, { to, subject: "Tin mới", text: "x", headers });
    await ctx.services.mailQueue.drain();
    const [sent] = await mailsTo(to);
    // Long header lines are folded (RFC 5322); unfolded they read as sent.
    const head = sent!.content.replace(/\n[ \t]+/g, " ");
    expect(head).toMatch(/^List-Unsubscribe: <https:\/\/nhadat\.example\/unsubscribe\/saved-search\?token=1\.abc>$/m);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it("retries a failed send later, with its error kept, and sends it once when the mail server is back", async () => {
    const to = address();
    const delivered: MailMessage[] = [];
    let up = false;
    // A mail server that refuses until it is back: SMTP is a third party.
    const flaky: Mailer = {
      transport: "smtp",
      async send(message) {
        if (!up) throw new Error("421 try again later");
        delivered.push(message);
      },
    };
    const queue = startMailQueue({ db: ctx.services.db, mailer: flaky, logger: createLogger("silent"), env: ctx.services.env });
    try {
      await ctx.services.mailQueue.close(); // only the flaky worker sends in this test
      await enqueueMail(ctx.services.db, { to, subject: "Thử lại", text: "x" });
      await queue.drain();
      const failed = await rowOf(to);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null, lastError: "421 try again later" });
      const wait = (failed.nextAttemptAt.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(retryDelaySeconds(1) - 5);
      await queue.drain();
      expect((await rowOf(to)).attempts).toBe(1); // not due yet: not tried again

      up = true;
      await ctx.services.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, failed.id));
      await queue.drain();
      await queue.drain();
      expect(delivered.filter((m) => m.to === to)).toHaveLength(1);
      expect(await rowOf(to)).toMatchObject({ attempts: 2, sentAt: expect.any(Date), lastError: null });
    } finally {
      await queue.close();
    }
  });

  it("lets two workers drain the same queue at once and sends each mail once", async () => {
    const sent: string[] = [];
    const counting = (): Mailer => ({
      transport: "smtp",
      async send(message) {
        sent.push(message.to);
      },
    });
    const deps = { db: ctx.services.db, logger: createLogger("silent"), env: ctx.services.env };
    const one = startMailQueue({ ...deps, mailer: counting() });
    const two = startMailQueue({ ...deps, mailer: counting() });
    const addresses = Array.from({ length: 12 }, address);
    try {
      for (const to of addresses) await enqueueMail(ctx.services.db, { to, subject: "Song song", text: "x" });
      await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
      expect(sent.filter((to) => addresses.includes(to)).sort()).toEqual([...addresses].sort());
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("deletes mail sent over a month ago, and keeps newer mail and every mail not sent", async () => {
    const db = ctx.services.db;
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    const oldSent = address();
    const recentSent = address();
    const oldUnsent = address();
    const givenUp = address();
    for (const to of [oldSent, recentSent, oldUnsent, givenUp]) await enqueueMail(db, { to, subject: "Nhắc", text: "x" });
    await db
      .update(mailOutbox)
      .set({ sentAt: daysAgo(sentMailKeepDays + 1), createdAt: daysAgo(sentMailKeepDays + 1) })
      .where(eq(mailOutbox.to, oldSent));
    await db
      .update(mailOutbox)
      .set({ sentAt: daysAgo(sentMailKeepDays - 1) })
      .where(eq(mailOutbox.to, recentSent));
    await db
      .update(mailOutbox)
      .set({ createdAt: daysAgo(90), nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(mailOutbox.to, oldUnsent));
    await db
      .update(mailOutbox)
      .set({ createdAt: daysAgo(90), attempts: 10, lastError: "refused" })
      .where(eq(mailOutbox.to, givenUp));

    expect(await pruneSentMail(db)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((row) => row.to);
    expect(left).not.toContain(oldSent);
    expect(left).toEqual(expect.arrayContaining([recentSent, oldUnsent, givenUp]));
    expect(await pruneSentMail(db)).toBe(0);
  });

  it("waits 30 s after the first failure, doubling to at most an hour", () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3_600, 3_600]);
  });
});
