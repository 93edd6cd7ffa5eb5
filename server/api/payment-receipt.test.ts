import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../db/schema/index.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { readPdfText } from "../../app/lib/pdf/read-pdf-text.server.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { form, pdf } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let basicId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.services.db.select({ id: packages.id, code: packages.code }).from(packages);
  basicId = rows.find((r) => r.code === "basic")!.id;
  staff = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }));
  await updateSettings(ctx.services.db, {
    company_name: "Công ty TNHH Nhà Đất Sài Gòn",
    company_address: "135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Thành phố Hồ Chí Minh",
  });
});

afterAll(async () => {
  await ctx.close();
});

/** A user whose bank transfer for the basic package staff approved. */
async function paidUser(name: string) {
  const user = await createUser(ctx.services.db, { name });
  const headers = await authHeaders(ctx.services.db, user);
  const started = await ctx.api("POST", "initiate-bank-transfer", { headers, body: form({ package_id: basicId, file: pdf() }) });
  const id: number = started.body.data.id;
  const decision = await ctx.api("POST", "admin/bank-transfer-decision", {
    headers: staff,
    body: { payment_transaction_id: id, decision: "approve" },
  });
  expect(decision.status).toBe(200);
  return { user, headers, id, reference: started.body.data.reference as string };
}

const receiptPdf = (id: number, headers: Record<string, string>, query = "") =>
  ctx.app.request(`/api/get-payment-receipt?payment_transaction_id=${id}&format=pdf${query}`, { headers });

describe("GET get-payment-receipt format=pdf", () => {
  it("answers the payer's receipt as a PDF whose text names the company, reference, buyer, package and amount in Vietnamese", async () => {
    const a = await paidUser("Nguyễn Thị Ánh Tuyết");
    const res = await receiptPdf(a.id, { ...a.headers, "accept-language": "vi" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${a.reference}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = readPdfText(bytes);
    expect(text).toContain("Công ty TNHH Nhà Đất Sài Gòn");
    expect(text).toContain("Biên lai thanh toán");
    expect(text).toContain(a.reference);
    expect(text).toContain("199.000\u00a0₫");
    expect(text).toContain("Thành công");
    expect(text.some((line) => line.startsWith("Nguyễn Thị Ánh Tuyết"))).toBe(true);
  });

  it("speaks English to an English reader, and the JSON answer stays the default", async () => {
    const a = await paidUser("Reader");
    const text = readPdfText(new Uint8Array(await (await receiptPdf(a.id, a.headers, "&lang=en")).arrayBuffer()));
    expect(text).toContain("Payment receipt");
    expect(text).toContain("₫199,000");
    expect(text).toContain("Bank transfer (VietQR)");
    const json = await ctx.api("GET", `get-payment-receipt?payment_transaction_id=${a.id}`, { headers: a.headers });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ receipt_number: a.reference, customer: { name: "Reader" } });
  });

  it("gives user B nothing of user A's receipt, and staff get it", async () => {
    const a = await paidUser("Owner A");
    const b = await createUser(ctx.services.db);
    const res = await receiptPdf(a.id, await authHeaders(ctx.services.db, b));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect((await receiptPdf(a.id, {})).status).toBe(401);
    const forStaff = await receiptPdf(a.id, staff);
    expect(forStaff.status).toBe(200);
    expect(readPdfText(new Uint8Array(await forStaff.arrayBuffer()))).toContain(a.reference);
  });

  it("has no receipt for a payment that has not succeeded", async () => {
    const user = await createUser(ctx.services.db);
    const headers = await authHeaders(ctx.services.db, user);
    const started = await ctx.api("POST", "initiate-bank-transfer", { headers, body: form({ package_id: basicId }) });
    expect((await receiptPdf(started.body.data.id, headers)).status).toBe(409);
  });
});
