import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes, packages, users } from "../../db/schema/index.ts";
import { getDashboard } from "../../app/modules/dashboard/get-dashboard.server.ts";
import { initiateBankTransfer } from "../../app/modules/payments/initiate-bank-transfer.server.ts";
import { pdf, photo } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { latestOtp } from "../../tests/support/outbox.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const en = { "accept-language": "en" };
const vi = { "accept-language": "vi" };
let sequence = 0;
const uniqueEmail = () => `buyer${++sequence}-${Date.now()}@example.test`;

async function registerAndVerify(email = uniqueEmail(), password = "secret123") {
  const reg = await ctx.api("POST", "user-register", {
    body: { name: "Nguyễn Văn A", email, password, re_password: password },
    headers: en,
  });
  expect(reg.status).toBe(201);
  const otp = await latestOtp(ctx.dataDir, "mail", email);
  const verified = await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`, { headers: en });
  expect(verified.status).toBe(200);
  return { email, password, id: reg.body.data.id as number };
}

async function signIn(email: string, password: string, headers: Record<string, string> = en) {
  return ctx.api("POST", "user_signup", { body: { logintype: "email", email, password }, headers });
}

describe("POST user-register", () => {
  it("answers the spec's validation messages in both languages", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "a@b.vn", password: "secret1", re_password: "secret1" }, "Name is required", ""],
      [{ name: "A", email: "not-mail", password: "secret1", re_password: "secret1" }, "Email address is invalid", ""],
      [{ name: "A", password: "secret1", re_password: "secret1" }, "Email is required", ""],
      [{ name: "A", email: "a@b.vn", password: "123", re_password: "123" }, "Password must be 6 characters or more", ""],
      [{ name: "A", email: "a@b.vn", password: "secret1", re_password: "secret2" }, "Passwords do not match", ""],
      [{ name: "A", email: "a@b.vn", mobile: "12ab", password: "secret1", re_password: "secret1" }, "Phone number is invalid", ""],
    ];
    for (const [body, english] of cases) {
      const res = await ctx.api("POST", "user-register", { body, headers: en });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(english);
    }
    const vietnamese = await ctx.api("POST", "user-register", {
      body: { name: "A", email: "a@b.vn", password: "secret1", re_password: "x" },
      headers: vi,
    });
    expect(vietnamese.body.message).toBe("Mật khẩu không khớp");
  });

  it("refuses a taken e-mail with 409 Email already in use", async () => {
    const { email } = await registerAndVerify();
    const again = await ctx.api("POST", "user-register", {
      body: { name: "B", email: email.toUpperCase(), password: "secret1", re_password: "secret1" },
      headers: en,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Email already in use");
    const againVi = await ctx.api("POST", "user-register", {
      body: { name: "B", email, password: "secret1", re_password: "secret1" },
      headers: vi,
    });
    expect(againVi.body.message).toBe("Email đã được sử dụng");
  });
});

describe("e-mail sign-up, verification and sign-in", () => {
  it("refuses password sign-in until the e-mail OTP is entered, then answers token and the user", async () => {
    const email = uniqueEmail();
    await ctx.api("POST", "user-register", {
      body: { name: "Trần Thị B", email, mobile: "0901234567", password: "secret123", re_password: "secret123" },
    });
    const early = await signIn(email, "secret123");
    expect(early.status).toBe(403);
    expect(early.body.message).toBe("Please first verify your email address");

    const empty = await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}&otp=`, { headers: en });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please enter OTP first");
    const emptyVi = await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}`, { headers: vi });
    expect(emptyVi.body.message).toBe("Vui lòng nhập mã OTP trước");
    const otp = await latestOtp(ctx.dataDir, "mail", email);
    const wrong = await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}&otp=${otp === "000000" ? "111111" : "000000"}`, {
      headers: en,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The verification code is incorrect");
    const ok = await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`);
    expect(ok.status).toBe(200);
    const reused = await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`, { headers: en });
    expect(reused.status).toBe(400);

    const res = await signIn(email, "secret123");
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(typeof res.body.token).toBe("string");
    expect(res.body.data).toMatchObject({
      name: "Trần Thị B",
      email,
      mobile: "+84901234567",
      logintype: "email",
      role: "user",
      notification: 1,
    });
    for (const key of [
      "id",
      "userid",
      "profile",
      "address",
      "latitude",
      "longitude",
      "about_me",
      "facebook_id",
      "twiiter_id",
      "instagram_id",
      "youtube_id",
      "city",
      "state",
      "country",
      "type",
    ]) {
      expect(res.body.data).toHaveProperty(key);
    }
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("nhadat.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);

    const viaBearer = await ctx.api("GET", "get_notification_list", { headers: { authorization: `Bearer ${res.body.token}` } });
    expect(viaBearer.status).toBe(200);
    const viaCookie = await ctx.api("GET", "get_notification_list", { headers: { cookie: cookie!.split(";")[0]! } });
    expect(viaCookie.status).toBe(200);
  });

  it("answers 'incorrect details' for a wrong password or an unknown address alike", async () => {
    const { email } = await registerAndVerify();
    const wrong = await signIn(email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("incorrect details");
    const unknown = await signIn("nobody@example.test", "whatever1", vi);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("thông tin đăng nhập không chính xác");
    const missing = await ctx.api("POST", "user_signup", { body: { logintype: "email", email }, headers: en });
    expect(missing.body.message).toBe("Password is required");
  });
});

describe("phone sign-in with OTP", () => {
  it("sends an SMS code, verifies it and creates the account on first use", async () => {
    const none = await ctx.api("GET", "get-otp", { headers: en });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Phone number is required");

    const number = "0912345678";
    expect((await ctx.api("GET", `get-otp?number=${number}`)).status).toBe(200);
    const otp = await latestOtp(ctx.dataDir, "sms", "+84912345678");
    const premature = await ctx.api("POST", "user_signup", { body: { logintype: "phone", mobile: number }, headers: en });
    expect(premature.body.message).toBe("Please enter OTP first");
    expect((await ctx.api("GET", `verify-otp?number=${number}&otp=${otp}`)).status).toBe(200);
    const first = await ctx.api("POST", "user_signup", { body: { logintype: "phone", mobile: number } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ mobile: "+84912345678", logintype: "phone", email: "" });
    const phoneCookie = first.headers.getSetCookie().find((c) => c.startsWith("nhadat.session_token="));
    expect(phoneCookie).toMatch(/HttpOnly/i);
    expect((await ctx.api("GET", "get_notification_list", { headers: { cookie: phoneCookie!.split(";")[0]! } })).status).toBe(200);
    const spent = await ctx.api("POST", "user_signup", { body: { logintype: "phone", mobile: number }, headers: en });
    expect(spent.status).toBe(400);

    await ctx.api("GET", `get-otp?number=%2B84912345678`);
    const again = await latestOtp(ctx.dataDir, "sms", "+84912345678");
    const second = await ctx.api("POST", "user_signup", { body: { logintype: "phone", mobile: "+84912345678", otp: again } });
    expect(second.body.data.id).toBe(first.body.data.id);
    const me = await ctx.api("GET", "get_notification_list", { headers: { authorization: `Bearer ${second.body.token}` } });
    expect(me.status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const number = "0987654321";
    await ctx.api("GET", `get-otp?number=${number}`);
    const otp = await latestOtp(ctx.dataDir, "sms", "+84987654321");
    await ctx.services.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.target, "+84987654321"));
    const res = await ctx.api("GET", `verify-otp?number=${number}&otp=${otp}`, { headers: en });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The code has expired, please request a new one");
  });

  it("burns a code after five wrong guesses", async () => {
    const number = "0977000111";
    await ctx.api("GET", `get-otp?number=${number}`);
    const otp = await latestOtp(ctx.dataDir, "sms", "+84977000111");
    const wrong = otp === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) await ctx.api("GET", `verify-otp?number=${number}&otp=${wrong}`);
    const res = await ctx.api("GET", `verify-otp?number=${number}&otp=${otp}`);
    expect(res.status).toBe(400);
  });
});

describe("GET forgot-password", () => {
  it("answers alike for known and unknown addresses and mails a working reset link", async () => {
    const { email } = await registerAndVerify();
    const before = await signIn(email, "secret123");
    const unknown = await ctx.api("GET", "forgot-password?email=ghost%40example.test", { headers: en });
    const known = await ctx.api("GET", `forgot-password?email=${encodeURIComponent(email)}`, { headers: en });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    const { latestMessage } = await import("../../tests/support/outbox.ts");
    const mail = await latestMessage(ctx.dataDir, "mail", email);
    const token = /reset-password\?token=([^\s&]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    const { resetPassword } = await import("../../app/modules/auth/password-reset.server.ts");
    await resetPassword(ctx.services, { token: decodeURIComponent(token!), password: "newsecret1" });
    expect((await signIn(email, "secret123")).status).toBe(401);
    expect((await signIn(email, "newsecret1")).status).toBe(200);
    const old = await ctx.api("GET", "get_notification_list", { headers: { authorization: `Bearer ${before.body.token}` } });
    expect(old.status).toBe(401);
    await expect(resetPassword(ctx.services, { token: decodeURIComponent(token!), password: "again123" })).rejects.toMatchObject({
      code: "RESET_TOKEN_INVALID",
    });
  });
});

describe("POST delete_user", () => {
  it("asks for confirmation, then removes the account and its photo", async () => {
    const user = await createSignedInUser(ctx);
    const form = new FormData();
    form.set("profile", await photo(160, 160, "png"), "me.png");
    const updated = await ctx.api("POST", "update_profile", { body: form, headers: user.headers });
    const [row] = await ctx.services.db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
    const unconfirmed = await ctx.api("POST", "delete_user", { body: { userid: user.id }, headers: { ...user.headers, ...en } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe("Please confirm that you want to delete your account");
    const other = await createSignedInUser(ctx);
    expect((await ctx.api("POST", "delete_user", { body: { userid: user.id, confirm: "1" }, headers: other.headers })).status).toBe(403);
    const res = await ctx.api("POST", "delete_user", { body: { userid: user.id, confirm: "1" }, headers: user.headers });
    expect(res.status).toBe(200);
    expect(await ctx.services.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await ctx.services.storage.get(row!.image!)).toBeNull();
    expect(updated.body.data.profile).toContain(row!.image);
    expect((await ctx.api("GET", "get_notification_list", { headers: user.headers })).status).toBe(401);
  });
});

describe("POST delete_user keeps the financial records", () => {
  it("erases the person but keeps the payment, its amount, package and receipt readable to staff; totals and revenue unchanged", async () => {
    const admin = await createSignedInUser(ctx, { role: "admin" });
    const payer = await createSignedInUser(ctx, { name: "Người mua gói" });
    const [basic] = await ctx.services.db.select().from(packages).where(eq(packages.code, "basic"));
    const payerActor = { id: payer.id, role: "user" as const, name: "Người mua gói", email: payer.email };
    const payment = await initiateBankTransfer(ctx.services, { actor: payerActor, packageId: basic!.id, file: pdf("bien-lai.pdf") });
    const approve = await ctx.api("POST", "admin/bank-transfer-decision", {
      body: { payment_transaction_id: payment.id, decision: "approve" },
      headers: admin.headers,
    });
    expect(approve.status).toBe(200);
    const adminActor = { id: admin.id, role: "admin" as const, name: "", email: admin.email };
    const before = {
      list: await ctx.api("GET", "admin/payments?limit=100", { headers: admin.headers }),
      revenue: (await getDashboard(ctx.services.db, { actor: adminActor, days: 7 })).series.find((s) => s.key === "revenue")!.total,
    };
    expect(before.revenue).toBeGreaterThanOrEqual(basic!.price);

    const res = await ctx.api("POST", "delete_user", { body: { confirm: "1" }, headers: payer.headers });
    expect(res.status).toBe(200);
    expect(await ctx.services.db.select().from(users).where(eq(users.id, payer.id))).toHaveLength(0);

    const list = await ctx.api("GET", "admin/payments?limit=100", { headers: admin.headers });
    expect(list.body.total).toBe(before.list.body.total);
    const revenue = (await getDashboard(ctx.services.db, { actor: adminActor, days: 7 })).series.find((s) => s.key === "revenue")!.total;
    expect(revenue).toBe(before.revenue);
    const kept = await ctx.api("GET", `admin/transaction?payment_transaction_id=${payment.id}`, { headers: admin.headers });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      id: payment.id,
      user_id: null,
      user_name: "",
      user_email: "",
      amount: basic!.price,
      package_id: basic!.id,
      payment_status: "success",
      has_receipt_file: true,
    });
    expect(JSON.stringify(kept.body.data)).not.toContain(payer.email);
    const receipt = await ctx.app.request(`/user/payments/${payment.id}/receipt-file`, { headers: admin.headers });
    expect([receipt.status, receipt.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  });
});

describe("deactivation by staff", () => {
  it("stops an open session at once and refuses sign-in until reactivated", async () => {
    const staff = await createSignedInUser(ctx, { role: "admin" });
    const { email, password, id } = await registerAndVerify();
    const session = await signIn(email, password);
    const headers = { authorization: `Bearer ${session.body.token}` };
    expect((await ctx.api("GET", "get_notification_list", { headers })).status).toBe(200);

    const notStaff = await ctx.api("POST", "admin/users/deactivate", { body: { userid: id }, headers });
    expect(notStaff.status).toBe(403);
    const off = await ctx.api("POST", "admin/users/deactivate", { body: { userid: id }, headers: staff.headers });
    expect(off.status).toBe(200);

    const open = await ctx.api("GET", "get_notification_list", { headers: { ...headers, ...en } });
    expect(open.status).toBe(403);
    expect(open.body.message).toBe("Your Account have been Deactivetd by Admin");
    const again = await signIn(email, password, vi);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("Tài khoản của bạn đã bị quản trị viên vô hiệu hóa");

    const list = await ctx.api("GET", `admin/users?search=${encodeURIComponent(email)}`, { headers: staff.headers });
    expect(list.body.data[0]).toMatchObject({ id, is_active: false });

    expect((await ctx.api("POST", "admin/users/reactivate", { body: { userid: id }, headers: staff.headers })).status).toBe(200);
    expect((await ctx.api("GET", "get_notification_list", { headers })).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe("demo mode", () => {
  it("refuses profile changes and account deletion to users, not to staff", async () => {
    const { updateSettings } = await import("../../app/modules/settings/get-settings.server.ts");
    const user = await createSignedInUser(ctx);
    const staff = await createSignedInUser(ctx, { role: "admin" });
    await updateSettings(ctx.services.db, { demo_mode: true });
    try {
      const res = await ctx.api("POST", "update_profile", { body: { name: "Demo" }, headers: { ...user.headers, ...en } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("This Action is Not Allowed in Demo Mode");
      const del = await ctx.api("POST", "delete_user", { body: { confirm: "1" }, headers: { ...user.headers, ...vi } });
      expect(del.status).toBe(403);
      expect(del.body.message).toBe("Thao tác này không được phép ở chế độ demo");
      expect((await ctx.api("POST", "update_profile", { body: { name: "Staff" }, headers: staff.headers })).status).toBe(200);
    } finally {
      await updateSettings(ctx.services.db, { demo_mode: false });
    }
  });
});

describe("rate limits", () => {
  it("answers 429 Too many requests once the sign-in budget is spent", async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_10_MINUTES: "2" } });
    try {
      for (let i = 0; i < 2; i++) expect((await limited.api("GET", "forgot-password?email=a%40b.vn")).status).toBe(200);
      const refused = await limited.api("GET", "forgot-password?email=a%40b.vn", { headers: en });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many requests, try again later");
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      for (let i = 0; i < 2; i++)
        expect((await limited.api("POST", "user_signup", { body: { email: "a@b.vn", password: "wrong1" } })).status).toBe(401);
      const signInRefused = await limited.api("POST", "user_signup", { body: { email: "a@b.vn", password: "wrong1" }, headers: vi });
      expect(signInRefused.status).toBe(429);
      expect(signInRefused.body.message).toBe("Quá nhiều yêu cầu, vui lòng thử lại sau");
    } finally {
      await limited.close();
    }
  });

  it("limits codes sent to one number", async () => {
    for (let i = 0; i < 5; i++) expect((await ctx.api("GET", "get-otp?number=0966000999")).status).toBe(200);
    const sixth = await ctx.api("GET", "get-otp?number=0966000999", { headers: en });
    expect(sixth.status).toBe(429);
  });

  it("answers get-otp alike for an address awaiting verification and an unknown one, past the budget too", async () => {
    const pending = `pending-otp-${Date.now()}@example.test`;
    const unknown = `unknown-otp-${Date.now()}@example.test`;
    const reg = await ctx.api("POST", "user-register", {
      body: { name: "Lê Văn C", email: pending, password: "secret123", re_password: "secret123" },
    });
    expect(reg.status).toBe(201);
    // Registration mailed the first code; the address has four more this hour, and the unknown one as many.
    const answers = async (email: string) => {
      const seen: { status: number; message: string }[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await ctx.api("GET", `get-otp?email=${encodeURIComponent(email)}`, { headers: en });
        seen.push({ status: res.status, message: res.body.message });
      }
      return seen;
    };
    const forPending = await answers(pending);
    await ctx.api("GET", `get-otp?email=${encodeURIComponent(unknown)}`);
    const forUnknown = await answers(unknown);
    expect(forPending.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(forUnknown).toEqual(forPending);
  });
});
