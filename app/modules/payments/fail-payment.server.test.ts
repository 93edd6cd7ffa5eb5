import { eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, paymentTransactions, userPackages } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { failPayment } from "./fail-payment.server.ts";
import { findOwnPayment, lookUpOwnPayment } from "./find-own-payment.server.ts";

let ctx: TestContext;
let packageId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [paid] = await ctx.services.db.select({ id: packages.id }).from(packages).where(gt(packages.price, 0)).limit(1);
  packageId = paid!.id;
});
afterAll(() => ctx.close());

let n = 0;
async function startPayment(actor: Actor, method: "vnpay" | "paypal" = "vnpay", gatewayReference: string | null = null) {
  const [row] = await ctx.services.db
    .insert(paymentTransactions)
    .values({
      userId: actor.id,
      packageId,
      reference: `NDMOD${Date.now()}${++n}`,
      method,
      amount: 1_500_000,
      chargedAmount: 1_500_000,
      gatewayReference,
    })
    .returning();
  return row!;
}
const statusOf = async (id: number) =>
  (await ctx.services.db.select({ status: paymentTransactions.status }).from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]
    ?.status;

describe("failPayment", () => {
  it("fails the payer's own processing payment once, activates nothing, and leaves anyone else's alone", async () => {
    const [payer, other] = [await createActor(ctx.services.db), await createActor(ctx.services.db)];
    const payment = await startPayment(payer);
    await expect(failPayment(ctx.services.db, { actor: other, transactionId: payment.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await statusOf(payment.id)).toBe("processing");
    expect(await failPayment(ctx.services.db, { actor: payer, transactionId: payment.id })).toMatchObject({ status: "fail" });
    await expect(failPayment(ctx.services.db, { actor: payer, transactionId: payment.id })).rejects.toMatchObject({
      code: "PAYMENT_NOT_OPEN",
    });
    expect(await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, payer.id))).toEqual([]);
  });
});

describe("lookUpOwnPayment and findOwnPayment", () => {
  it("find the payer's payment by our reference or the gateway's, for its method only, and nobody else's", async () => {
    const [payer, other] = [await createActor(ctx.services.db), await createActor(ctx.services.db)];
    const payment = await startPayment(payer, "paypal", `PAYPAL-${Date.now()}`);
    const db = ctx.services.db;
    expect((await lookUpOwnPayment(db, { actor: payer, method: "paypal", reference: payment.reference }))?.id).toBe(payment.id);
    expect(
      (await lookUpOwnPayment(db, { actor: payer, method: "paypal", reference: payment.gatewayReference!, by: "gatewayReference" }))?.id,
    ).toBe(payment.id);
    expect(await lookUpOwnPayment(db, { actor: payer, method: "vnpay", reference: payment.reference })).toBeUndefined();
    expect(await lookUpOwnPayment(db, { actor: other, method: "paypal", reference: payment.reference })).toBeUndefined();
    await expect(findOwnPayment(db, { actor: other, method: "paypal", reference: payment.reference })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
