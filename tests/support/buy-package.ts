import { eq } from "drizzle-orm";
import { packages } from "../../db/schema/index.ts";
import { form, pdf } from "./listing-fixtures.ts";
import type { TestContext } from "./test-app.ts";

/**
 * Buys the package `code` through the real calls: the user opens a bank transfer with a
 * receipt, staff approve it (activatePackagePurchase starts the period). Throws when a step
 * does not answer as it should.
 */
export async function buyPackageByBankTransfer(
  ctx: TestContext,
  buyer: Record<string, string>,
  staff: Record<string, string>,
  code: string,
): Promise<number> {
  const [pkg] = await ctx.services.db.select({ id: packages.id }).from(packages).where(eq(packages.code, code));
  if (!pkg) throw new Error(`no package ${code}`);
  const started = await ctx.api("POST", "initiate-bank-transfer", { headers: buyer, body: form({ package_id: pkg.id, file: pdf() }) });
  if (started.status !== 201) throw new Error(`initiate-bank-transfer answered ${started.status}: ${started.body?.message}`);
  const id = started.body.data.id as number;
  const decision = await ctx.api("POST", "admin/bank-transfer-decision", {
    headers: staff,
    body: { payment_transaction_id: id, decision: "approve" },
  });
  if (decision.status !== 200 || decision.body.data.bank_transfer_status !== "activated") {
    throw new Error(`approve answered ${decision.status}: ${decision.body?.message}`);
  }
  return id;
}
