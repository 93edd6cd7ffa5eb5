import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, packages, paymentTransactions, userPackages } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { hasValidCrc, parseTlv } from "../../app/modules/payments/vietqr.ts";
import { authHeaders, createUser } from "../../tests/support/factories.ts";
import { form, pdf, photo } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { paymentSetting } from "../../tests/support/payment-settings.ts";

let ctx: TestContext;
let packageIds: Record<string, number>;
let staff: Record<string, string>;
const en = { "accept-language": "en" };

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.services.db.select({ id: packages.id, code: packages.code }).from(packages);
  packageIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  const admin = await createUser(ctx.services.db, { role: "admin" });
  staff = { ...en, ...(await authHeaders(ctx.services.db, admin)) };
});

afterAll(async () => {
  await ctx.close();
});

async function signedInUser() {
  const user = await createUser(ctx.services.db);
  return { user, headers: { ...en, ...(await authHeaders(ctx.services.db, user)) } };
}

async function startTransfer(headers: Record<string, string>, plan = "basic", file?: File) {
  return ctx.api("POST", "initiate-bank-transfer", { headers, body: form({ package_id: packageIds[plan], file }) });
}

const heldPeriods = (userId: number) => ctx.services.db.select().from(userPackages).where(eq(userPackages.userId, userId));

describe("GET get-package", () => {
  it("lists the active packages with whole-VND prices and the seven feature types, in the request's language", async () => {
    const res = await ctx.api("GET", "get-package", { headers: en });
    expect(res.status).toBe(200);
    const basic = res.body.data.find((p: { id: number }) => p.id === packageIds.basic);
    expect(basic.price).toBe(199_000);
    expect(Number.isInteger(basic.price)).toBe(true);
    // Each package lists the features it includes (as eBroker's clients show them); all_features names all seven.
    expect(basic.features.every((f: { included: boolean }) => f.included)).toBe(true);
    expect(basic.features.map((f: { type: string }) => f.type)).toContain("property_list");
    expect(res.body.all_features!.map((f: { name: string }) => f.name)).toEqual([
      "property_list",
      "property_feature",
      "project_list",
      "project_feature",
      "mortgage_calculator_detail",
      "premium_properties",
      "project_access",
    ]);
    expect(res.body.active_packages).toEqual([]);
    // get_package (eBroker's web client's spelling) is the same call.
    const alias = await ctx.api("GET", "get_package", { headers: en });
    expect(alias.status).toBe(200);
    expect(alias.body.data).toEqual(res.body.data);
  });

  it("tells a signed-in user which package runs, its usage and its end", async () => {
    const { headers } = await signedInUser();
    expect((await ctx.api("POST", "assign_package", { headers, body: { package_id: packageIds.free } })).status).toBe(201);
    const res = await ctx.api("GET", "get-package", { headers });
    const free = res.body.data.find((p: { id: number }) => p.id === packageIds.free);
    expect(free.is_active).toBe(true);
    expect(free.active_until).toMatch(/^\d{4}-/);
    const [running] = res.body.active_packages!;
    expect(running.package_id).toBe(packageIds.free);
    const listing = running.usage.find((u: { type: string }) => u.type === "property_list");
    expect(listing).toMatchObject({ used: 0 });
    expect(listing.remaining).toBe(listing.limit);
  });
});

describe("POST assign_package", () => {
  it("refuses a paid package without a confirmed payment and starts nothing", async () => {
    const { user, headers } = await signedInUser();
    const res = await ctx.api("POST", "assign_package", { headers, body: { package_id: packageIds.pro } });
    expect(res.status).toBe(402);
    expect(await heldPeriods(user.id)).toEqual([]);
  });
});

describe("GET get_payment_settings", () => {
  it("answers the enabled methods and bank details, never a secret", async () => {
    await updateSettings(ctx.services.db, { vnpay_status: true, vnpay_tmn_code: "TMNCODE1", vnpay_hash_secret: "very-secret-hash" });
    try {
      const res = await ctx.api("GET", "get_payment_settings");
      expect(res.status).toBe(200);
      expect(paymentSetting(res.body, "enabled_methods")).toEqual(["vnpay", "bank_transfer"]);
      expect(paymentSetting(res.body, "bank_transfer")).toMatchObject({ status: true, bank_bin: "970436" });
      expect(JSON.stringify(res.body)).not.toContain("very-secret-hash");
      expect(JSON.stringify(res.body)).not.toContain("TMNCODE1");
    } finally {
      await updateSettings(ctx.services.db, { vnpay_status: false });
    }
  });

  it("refuses to open a payment when no method is enabled, with the spec's wording", async () => {
    await updateSettings(ctx.services.db, { bank_transfer_status: false });
    try {
      const { headers } = await signedInUser();
      expect(paymentSetting((await ctx.api("GET", "get_payment_settings")).body, "enabled_methods")).toEqual([]);
      const res = await startTransfer(headers);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("No payment method is enabled");
    } finally {
      await updateSettings(ctx.services.db, { bank_transfer_status: true });
    }
  });
});

describe("bank transfer", () => {
  it("opens a submitted transfer with bank details, a note naming the transaction and a valid VietQR code", async () => {
    const { user, headers } = await signedInUser();
    const res = await startTransfer(headers);
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({
      payment_status: "processing",
      bank_transfer_status: "submitted",
      amount: 199_000,
      payment_type: "bank_transfer",
    });
    expect(data.transfer_note).toMatch(/^ND[2-9A-Z]{10}$/);
    const qr = data.bank_transfer;
    expect(qr).toMatchObject({ bank_bin: "970436", account_number: "0071000888888", amount: 199_000, transfer_note: data.transfer_note });
    expect(hasValidCrc(qr.vietqr_payload)).toBe(true);
    const fields = parseTlv(qr.vietqr_payload);
    expect(fields.get("54")).toBe("199000");
    expect(fields.get("62")).toBe(`0812${data.transfer_note}`);
    expect(qr.vietqr_svg).toMatch(/^<svg [^>]*role="img"/);
    const [row] = await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, data.id));
    expect(row!.userId).toBe(user.id);
    expect(await heldPeriods(user.id)).toEqual([]);
  });

  it("refuses a free package and an unknown one", async () => {
    const { headers } = await signedInUser();
    expect((await startTransfer(headers, "free")).status).toBe(400);
    expect((await ctx.api("POST", "initiate-bank-transfer", { headers, body: { package_id: 999_999 } })).status).toBe(404);
  });

  it("takes a JPEG, PNG or PDF receipt by its bytes and refuses anything else", async () => {
    const { headers } = await signedInUser();
    const withPdf = await startTransfer(headers, "basic", pdf("bien-lai.pdf"));
    expect(withPdf.status).toBe(201);
    expect(withPdf.body.data).toMatchObject({ bank_transfer_status: "pending_verification", has_receipt_file: true });
    const id = (await startTransfer(headers)).body.data.id;
    const png = await ctx.api("POST", "upload-bank-receipt-file", {
      headers,
      body: form({ payment_transaction_id: id, file: await photo(200, 300, "png") }),
    });
    expect(png.status).toBe(200);
    expect(png.body.data.bank_transfer_status).toBe("pending_verification");
    const fake = new File([new TextEncoder().encode("not really a picture")], "receipt.jpg", { type: "image/jpeg" });
    const bad = await ctx.api("POST", "upload-bank-receipt-file", { headers, body: form({ payment_transaction_id: id, file: fake }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The receipt must be a JPEG, PNG or PDF file");
    const none = await ctx.api("POST", "upload-bank-receipt-file", { headers, body: form({ payment_transaction_id: id }) });
    expect(none.status).toBe(400);
    // A bad receipt on initiate opens no payment at all.
    const before = await ctx.api("GET", "get_payment_details", { headers });
    expect((await startTransfer(headers, "basic", fake)).status).toBe(400);
    expect((await ctx.api("GET", "get_payment_details", { headers })).body.total).toBe(before.body.total);
  });

  it("keeps receipts private: /media does not serve them", async () => {
    const { headers } = await signedInUser();
    const res = await startTransfer(headers, "basic", await photo(200, 200));
    const [row] = await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, res.body.data.id));
    expect(row!.receiptFile).toMatch(/^private\/receipts\//);
    expect(await ctx.services.storage.get(row!.receiptFile!)).not.toBeNull();
    expect((await ctx.app.request(`/media/${row!.receiptFile}`)).status).toBe(404);
  });

  it("approve: staff start the package once, the user is told by notification and mail, the decision is audited", async () => {
    const { user, headers } = await signedInUser();
    const id = (await startTransfer(headers, "pro", pdf())).body.data.id;
    const queue = await ctx.api("GET", "admin/payments?queue=1&limit=100", { headers: staff });
    expect(queue.body.data.map((p: { id: number }) => p.id)).toContain(id);

    const approve = await ctx.api("POST", "admin/bank-transfer-decision", {
      headers: staff,
      body: { payment_transaction_id: id, decision: "approve" },
    });
    expect(approve.status).toBe(200);
    expect(approve.body.data).toMatchObject({ payment_status: "success", bank_transfer_status: "activated" });
    const periods = await heldPeriods(user.id);
    expect(periods).toHaveLength(1);
    expect(periods[0]!.packageId).toBe(packageIds.pro);

    const again = await ctx.api("POST", "admin/bank-transfer-decision", {
      headers: staff,
      body: { payment_transaction_id: id, decision: "approve" },
    });
    expect(again.status).toBe(409);
    expect(await heldPeriods(user.id)).toHaveLength(1);

    const check = await ctx.api("GET", "check-package-limit?type=project_access", { headers });
    expect(check.body.data).toEqual({ package_available: true, feature_available: true, limit_available: true });
    const inbox = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(inbox.map((n) => n.url)).toContain("/user/transaction-history");
    // The decision queues its mail and wakes the queue; the mail is written once the queue has sent it.
    await ctx.services.mailQueue.drain();
    const mail = await readOutbox(ctx.dataDir, "mail");
    expect(mail.some((m) => m.content.includes(user.email))).toBe(true);
    const audit = await ctx.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "payment"), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action)).toEqual(["payment.approve"]);
    const history = await ctx.api("GET", "get_payment_details", { headers });
    expect(history.body.data[0]).toMatchObject({ id, payment_status: "success", bank_transfer_status: "activated" });
  });

  it("reject: the user sees the reason, re-uploads, and staff then approve", async () => {
    const { user, headers } = await signedInUser();
    const id = (await startTransfer(headers, "basic", await photo(300, 300))).body.data.id;
    const noReason = await ctx.api("POST", "admin/bank-transfer-decision", {
      headers: staff,
      body: { payment_transaction_id: id, decision: "reject" },
    });
    expect(noReason.status).toBe(400);
    const reject = await ctx.api("POST", "admin/bank-transfer-decision", {
      headers: staff,
      body: { payment_transaction_id: id, decision: "reject", reason: "Số tiền không khớp" },
    });
    expect(reject.status).toBe(200);
    const seen = await ctx.api("GET", "get_payment_details?payment_type=bank_transfer", { headers });
    expect(seen.body.data[0]).toMatchObject({
      id,
      bank_transfer_status: "rejected",
      reject_reason: "Số tiền không khớp",
      payment_status: "processing",
    });
    expect(await heldPeriods(user.id)).toEqual([]);
    // A rejected transfer cannot be approved until a new receipt arrives.
    expect(
      (await ctx.api("POST", "admin/bank-transfer-decision", { headers: staff, body: { payment_transaction_id: id, decision: "approve" } }))
        .status,
    ).toBe(409);

    const reupload = await ctx.api("POST", "upload-bank-receipt-file", {
      headers,
      body: form({ payment_transaction_id: id, file: pdf() }),
    });
    expect(reupload.body.data.bank_transfer_status).toBe("pending_verification");
    expect(
      (await ctx.api("POST", "admin/bank-transfer-decision", { headers: staff, body: { payment_transaction_id: id, decision: "approve" } }))
        .status,
    ).toBe(200);
    expect(await heldPeriods(user.id)).toHaveLength(1);
    const audit = await ctx.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "payment"), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["payment.approve", "payment.reject"]);
  });

  it("renewing a running package adds its units now and its days after the current end", async () => {
    const { user, headers } = await signedInUser();
    for (let i = 0; i < 2; i += 1) {
      const id = (await startTransfer(headers, "basic", pdf())).body.data.id;
      expect(
        (
          await ctx.api("POST", "admin/bank-transfer-decision", {
            headers: staff,
            body: { payment_transaction_id: id, decision: "approve" },
          })
        ).status,
      ).toBe(200);
    }
    const periods = (await heldPeriods(user.id)).sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
    expect(periods).toHaveLength(2);
    const [pkg] = await ctx.services.db.select().from(packages).where(eq(packages.id, packageIds.basic!));
    const days = (periods[1]!.endsAt.getTime() - periods[0]!.endsAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(pkg!.durationDays);
    expect(periods[1]!.startsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("payment-transaction-fail and get-payment-receipt", () => {
  it("fails the payer's own processing payment once; nothing is activated and no receipt exists", async () => {
    const { user, headers } = await signedInUser();
    const id = (await startTransfer(headers)).body.data.id;
    const res = await ctx.api("POST", "payment-transaction-fail", { headers, body: { payment_transaction_id: id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Payment canceled");
    expect(res.body.data.payment_status).toBe("fail");
    expect((await ctx.api("POST", "payment-transaction-fail", { headers, body: { payment_transaction_id: id } })).status).toBe(409);
    expect(
      (await ctx.api("POST", "upload-bank-receipt-file", { headers, body: form({ payment_transaction_id: id, file: pdf() }) })).status,
    ).toBe(409);
    expect((await ctx.api("GET", `get-payment-receipt?payment_transaction_id=${id}`, { headers })).status).toBe(409);
    expect(await heldPeriods(user.id)).toEqual([]);
  });

  it("gives the receipt of a successful payment with the company's details", async () => {
    const { headers } = await signedInUser();
    const id = (await startTransfer(headers, "basic", pdf())).body.data.id;
    await ctx.api("POST", "admin/bank-transfer-decision", { headers: staff, body: { payment_transaction_id: id, decision: "approve" } });
    const res = await ctx.api("GET", `get-payment-receipt?payment_transaction_id=${id}`, { headers });
    expect(res.status).toBe(200);
    expect(res.body.data.company.name).toBeTruthy();
    expect(res.body.data.payment).toMatchObject({ id, amount: 199_000, payment_status: "success" });
  });

  it("filters the history by payment type and pages it", async () => {
    const { headers } = await signedInUser();
    await startTransfer(headers);
    await startTransfer(headers);
    const all = await ctx.api("GET", "get_payment_details?limit=1", { headers });
    expect(all.body.total).toBe(2);
    expect(all.body.data).toHaveLength(1);
    expect((await ctx.api("GET", "get_payment_details?payment_type=online", { headers })).body.total).toBe(0);
    expect((await ctx.api("GET", "get_payment_details?payment_type=cash", { headers })).status).toBe(400);
  });
});

describe("one user's payment is not another's", () => {
  it("user B cannot see, upload to, fail or get the receipt of user A's transaction, and A's row is unchanged", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const id = (await startTransfer(a.headers)).body.data.id;
    const [before] = await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));

    expect((await ctx.api("GET", "get_payment_details", { headers: b.headers })).body.data).toEqual([]);
    expect((await ctx.api("GET", `get-bank-transfer-details?payment_transaction_id=${id}`, { headers: b.headers })).status).toBe(404);
    const upload = await ctx.api("POST", "upload-bank-receipt-file", {
      headers: b.headers,
      body: form({ payment_transaction_id: id, file: pdf() }),
    });
    expect(upload.status).toBe(404);
    expect((await ctx.api("POST", "payment-transaction-fail", { headers: b.headers, body: { payment_transaction_id: id } })).status).toBe(
      404,
    );
    expect((await ctx.api("GET", `get-payment-receipt?payment_transaction_id=${id}`, { headers: b.headers })).status).toBe(404);
    expect((await ctx.api("GET", "admin/payments", { headers: b.headers })).status).toBe(403);
    expect(
      (
        await ctx.api("POST", "admin/bank-transfer-decision", {
          headers: b.headers,
          body: { payment_transaction_id: id, decision: "approve" },
        })
      ).status,
    ).toBe(403);

    const [after] = await ctx.services.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
    expect(after).toEqual(before);
    expect((await ctx.api("GET", `get-bank-transfer-details?payment_transaction_id=${id}`, { headers: a.headers })).status).toBe(200);
  });

  it("a visitor gets 401 on every payment call", async () => {
    for (const [method, path] of [
      ["POST", "initiate-bank-transfer"],
      ["POST", "upload-bank-receipt-file"],
      ["GET", "get_payment_details"],
      ["POST", "payment-transaction-fail"],
      ["GET", "get-payment-receipt?payment_transaction_id=1"],
    ] as const) {
      expect((await ctx.api(method, path, { body: method === "POST" ? {} : undefined })).status).toBe(401);
    }
  });
});

describe("OpenAPI", () => {
  it("documents the payment calls", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const path of [
      "get-package",
      "get_payment_settings",
      "initiate-bank-transfer",
      "upload-bank-receipt-file",
      "get_payment_details",
      "payment-transaction-fail",
      "get-payment-receipt",
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/api/${path}`);
    }
  });
});
