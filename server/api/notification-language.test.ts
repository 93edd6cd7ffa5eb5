import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, packages } from "../../db/schema/index.ts";
import { toRole } from "../../app/lib/roles.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { notify } from "../../app/modules/notifications/notify.server.ts";
import { setLanguage } from "../../app/modules/users/set-language.server.ts";
import { loader as notificationsPage } from "../../app/routes/user/notifications.tsx";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { form, pdf } from "../../tests/support/listing-fixtures.ts";
import { routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let basicId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.services.db.select({ id: packages.id, code: packages.code }).from(packages);
  basicId = rows.find((r) => r.code === "basic")!.id;
  // Staff act from a Vietnamese page: what they trigger must not take their language.
  staff = { "accept-language": "vi", ...(await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }))) };
});

afterAll(async () => {
  await ctx.close();
});

async function member(language: string) {
  const user = await createUser(ctx.services.db, { language });
  const actor = { id: user.id, role: toRole(user.role), name: user.name, email: user.email };
  return { user, actor, headers: await authHeaders(ctx.services.db, user) };
}

/** The member buys the basic package by bank transfer and staff approve it: the activation notice. */
async function buyBasic(headers: Record<string, string>) {
  const started = await ctx.api("POST", "initiate-bank-transfer", { headers, body: form({ package_id: basicId, file: pdf() }) });
  const id = started.body.data.id;
  const approved = await ctx.api("POST", "admin/bank-transfer-decision", {
    headers: staff,
    body: { payment_transaction_id: id, decision: "approve" },
  });
  expect(approved.status).toBe(200);
  return started.body.data.reference as string;
}

const inbox = async (headers: Record<string, string>, lang: string) =>
  (await ctx.api("GET", `get_notification_list?lang=${lang}`, { headers })).body.data as { title: string; body: string }[];

describe("notifications in the reader's language", () => {
  it("a notice sent while the member read Vietnamese reads in English after they switch, in the API and on the page", async () => {
    const { user, actor, headers } = await member("vi");
    const reference = await buyBasic(headers);
    const [vi] = await inbox(headers, "vi");
    expect(vi).toMatchObject({
      title: "Gói đã được kích hoạt",
      body: `Thanh toán ${reference} đã được xác nhận và gói Gói Cơ bản đã được kích hoạt.`,
    });

    await setLanguage(ctx.services.db, { actor, lang: "en" });
    const [en] = await inbox(headers, "en");
    expect(en).toMatchObject({
      title: "Package activated",
      body: `Your payment ${reference} is confirmed and the package Basic is active.`,
    });

    const page = await notificationsPage({
      context: routeContext(ctx, { lang: "en", actor }),
      request: new Request("http://localhost/user/notifications?lang=en"),
      params: {},
    } as never);
    expect(page.items[0]).toMatchObject({ title: "Package activated", body: expect.stringContaining("the package Basic") });

    // The row keeps the meaning (keys and the package's names) and the text as sent.
    const [row] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({
      titleKey: "paymentActivatedTitle",
      bodyKey: "paymentActivatedBody",
      params: { package: { vi: "Gói Cơ bản", en: "Basic" }, reference },
      title: "Gói đã được kích hoạt",
    });
  });

  it("names the package in English for an English member, and mails them in English though staff acted in Vietnamese", async () => {
    const { user, headers } = await member("en");
    const reference = await buyBasic(headers);
    const [item] = await inbox(headers, "en");
    expect(item!.body).toBe(`Your payment ${reference} is confirmed and the package Basic is active.`);
    await ctx.services.mailQueue.drain();
    const mail = (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(user.email));
    expect(mail.some((m) => m.content.includes("Package activated") && m.content.includes("the package Basic is active"))).toBe(true);
    expect(mail.some((m) => m.content.includes("Gói đã được kích hoạt"))).toBe(false);
  });

  it("keeps written notifications and rows stored before keys as they were written", async () => {
    const { user, headers } = await member("vi");
    await notify(ctx.services, user.id, { title: "Bảo trì hệ thống tối nay", body: "Từ 23:00 đến 23:30" });
    await ctx.services.db.insert(notifications).values({ userId: user.id, title: "Tin cũ", body: "Nội dung cũ" });
    const items = await inbox(headers, "en");
    expect(items.map((i) => [i.title, i.body])).toEqual([
      ["Tin cũ", "Nội dung cũ"],
      ["Bảo trì hệ thống tối nay", "Từ 23:00 đến 23:30"],
    ]);
  });
});
