import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, paymentTransactions, userPackages } from "../../../db/schema/index.ts";
import { createUser } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { activatePackagePurchase } from "./activate-package-purchase.server.ts";
import { startPayment } from "./start-payment.server.ts";

let ctx: TestContext;
let basicId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
  basicId = basic!.id;
});

afterAll(async () => {
  await ctx.close();
});

async function openPayment() {
  const user = await createUser(ctx.services.db);
  const actor = { id: user.id, role: "user" as const, name: user.name, email: user.email };
  // Bank transfer is the method enabled by default; a receipt puts it where activation may happen.
  const payment = await startPayment(ctx.services.db, { actor, packageId: basicId, method: "bank_transfer" });
  await ctx.services.db
    .update(paymentTransactions)
    .set({ bankStatus: "pending_verification" })
    .where(eq(paymentTransactions.id, payment.id));
  return { user, payment };
}

describe("activatePackagePurchase", () => {
  it("starts the package once when the same confirmation arrives twice at the same moment", async () => {
    const { user, payment } = await openPayment();
    const results = await Promise.all([
      activatePackagePurchase(ctx.services, { transactionId: payment.id, gatewayReference: "G-1" }),
      activatePackagePurchase(ctx.services, { transactionId: payment.id, gatewayReference: "G-1" }),
    ]);
    expect(results.map((r) => r.activated).sort()).toEqual([false, true]);
    const periods = await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
    expect(periods).toHaveLength(1);
    const [row] = await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, payment.id));
    expect(row).toMatchObject({ status: "success", bankStatus: "activated", gatewayReference: "G-1", userPackageId: periods[0]!.id });
  });

  it("changes nothing for a failed payment or one that does not exist", async () => {
    const { user, payment } = await openPayment();
    await ctx.services.db.update(paymentTransactions).set({ status: "fail" }).where(eq(paymentTransactions.id, payment.id));
    expect((await activatePackagePurchase(ctx.services, { transactionId: payment.id })).activated).toBe(false);
    expect(await activatePackagePurchase(ctx.services, { transactionId: 987_654 })).toEqual({ activated: false, transaction: null });
    expect(await ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, user.id))).toEqual([]);
  });
});
