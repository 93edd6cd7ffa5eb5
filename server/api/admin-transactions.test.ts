import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, paymentEvents, paymentTransactions } from "../../db/schema/index.ts";
import { authHeaders, createUser, type UserRow } from "../../tests/support/factories.ts";
import { routeContext } from "../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { loader as transactionsLoader } from "../../app/routes/admin/transactions.tsx";
import { loader as transactionLoader } from "../../app/routes/admin/transaction.tsx";

let ctx: TestContext;
let admin: Record<string, string>;
let adminUser: UserRow;
let payer: UserRow;
let other: UserRow;
const ids: Record<string, number> = {};
let sequence = 0;

async function payment(user: UserRow, fields: Partial<typeof paymentTransactions.$inferInsert>) {
  const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
  const [row] = await ctx.services.db
    .insert(paymentTransactions)
    .values({
      userId: user.id,
      packageId: basic!.id,
      reference: `NDTX${++sequence}`,
      method: "vnpay",
      amount: basic!.price,
      chargedAmount: basic!.price,
      ...fields,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  adminUser = await createUser(ctx.services.db, { role: "admin" });
  admin = { ...(await authHeaders(ctx.services.db, adminUser)), "accept-language": "en" };
  payer = await createUser(ctx.services.db, { name: "Người mua Một", email: "mua1@example.test" });
  other = await createUser(ctx.services.db, { name: "Người mua Hai", email: "mua2@example.test" });
  // 2030-03-01 00:30 in Vietnam is still 2030-02-28 in UTC: the day filter counts Vietnam's days.
  ids.success = (await payment(payer, { status: "success", amount: 199_000, createdAt: new Date("2030-02-28T17:30:00Z") })).id;
  ids.fail = (await payment(payer, { status: "fail", amount: 499_000, createdAt: new Date("2030-03-05T03:00:00Z") })).id;
  ids.transfer = (
    await payment(other, {
      method: "bank_transfer",
      bankStatus: "pending_verification",
      amount: 199_000,
      createdAt: new Date("2030-03-10T03:00:00Z"),
    })
  ).id;
  await ctx.services.db.insert(paymentEvents).values([
    { method: "vnpay", transactionId: ids.success, reference: "NDTX1", outcome: "bad_signature", payload: { vnp_TxnRef: "NDTX1" } },
    {
      method: "vnpay",
      transactionId: ids.success,
      reference: "NDTX1",
      outcome: "confirmed",
      payload: { vnp_TxnRef: "NDTX1", vnp_ResponseCode: "00" },
    },
  ]);
});
afterAll(() => ctx.close());

const refs = (body: { data: { id: number }[] }) => body.data.map((row) => row.id).filter((id) => Object.values(ids).includes(id));

describe("staff transactions", () => {
  it("filters by state, method, payer and Vietnam calendar days", async () => {
    const call = async (query: string) => refs((await ctx.api("GET", `admin/payments?limit=100&${query}`, { headers: admin })).body);
    expect(await call("payment_status=success")).toEqual([ids.success]);
    expect(await call("payment_gateway=bank_transfer")).toEqual([ids.transfer]);
    expect(await call(`user_id=${payer.id}`)).toEqual([ids.fail, ids.success]);
    expect(await call("search=mua2@example")).toEqual([ids.transfer]);
    expect(await call("from_date=2030-03-01&to_date=2030-03-05")).toEqual([ids.fail, ids.success]);
    expect(await call("from_date=2030-03-06")).toEqual([ids.transfer]);
    const bad = await ctx.api("GET", "admin/payments?from_date=1-3-2030", { headers: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ from_date: "Please enter a date as YYYY-MM-DD" });
  });

  it("opens one payment with its gateway confirmations, oldest first; refuses a moderator", async () => {
    const res = await ctx.api("GET", `admin/transaction?payment_transaction_id=${ids.success}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.success, package_name: "Basic", user_email: "mua1@example.test" });
    expect(res.body.data.events.map((e: { outcome: string }) => e.outcome)).toEqual(["bad_signature", "confirmed"]);
    const moderator = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "moderator" }));
    expect((await ctx.api("GET", `admin/transaction?payment_transaction_id=${ids.success}`, { headers: moderator })).status).toBe(403);
    expect((await ctx.api("GET", "admin/payments", { headers: moderator })).status).toBe(403);
    expect((await ctx.api("GET", "admin/transaction?payment_transaction_id=999999", { headers: admin })).status).toBe(404);
  });

  it("the page totals what matches in whole VND per state, drops a bad filter and keeps the others", async () => {
    const context = routeContext(ctx, { actor: { id: adminUser.id, role: "admin", name: "", email: adminUser.email } });
    const page = await transactionsLoader({
      request: new Request(`http://localhost/admin/transactions?user_id=${payer.id}&from_date=nonsense&payment_gateway=vnpay`),
      context,
      params: {},
    } as never);
    expect(page.filters).toMatchObject({ user_id: String(payer.id), from_date: "", payment_gateway: "vnpay" });
    expect(page.totals).toEqual({
      success: { count: 1, amount: 199_000 },
      fail: { count: 1, amount: 499_000 },
      processing: { count: 0, amount: 0 },
    });
    const one = await transactionLoader({
      request: new Request(`http://localhost/admin/transactions/${ids.transfer}`),
      context,
      params: { id: String(ids.transfer) },
    } as never);
    expect(one.payment).toMatchObject({ reference: expect.stringMatching(/^NDTX/), events: [] });

    const moderator = await createUser(ctx.services.db, { role: "moderator" });
    const modContext = routeContext(ctx, { actor: { id: moderator.id, role: "moderator", name: "", email: moderator.email } as never });
    await expect(
      transactionsLoader({ request: new Request("http://localhost/admin/transactions"), context: modContext, params: {} } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});
