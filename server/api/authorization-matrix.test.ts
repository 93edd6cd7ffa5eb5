import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advertisements,
  duplicateCandidates,
  accounts,
  conversations,
  leads,
  messages,
  notifications,
  packages,
  parameters,
  paymentTransactions,
  projects,
  properties,
  reports,
  savedSearches,
  settings,
  users,
  verificationFormFields,
  verificationRequests,
} from "../../db/schema/index.ts";
import { hashPassword } from "../../app/lib/auth.server.ts";
import { allCalls } from "./index.ts";
import { actorsInOrder, authLibraryMatrix, authorizationMatrix, gatewayWebhookMatrix, type MatrixActor } from "./authorization-matrix.ts";
import { updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { authHeaders, categoryBySlug, createProject, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { givePackage, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { startFakeFlutterwave, type FakeFlutterwave } from "../../tests/support/fake-flutterwave.ts";
import { startFakePaypal, type FakePaypal } from "../../tests/support/fake-paypal.ts";

// Nominatim is a third-party service: a local server answers geocode and reverse-geocode.
let geocoder: Server;
let ctx: TestContext;
let paypal: FakePaypal;
let flutterwave: FakeFlutterwave;
let sequence = 0;

interface Actors {
  headers: Record<MatrixActor, Record<string, string>>;
  ids: Record<MatrixActor, number | null>;
}

/** What one cell acts on: the owner's ("user"'s) listing, pending listing and project, and a user for staff to act on. */
interface Resources {
  owner: UserRow;
  property: number;
  secondProperty: number;
  pendingProperty: number;
  /** An open pair: A's pending listing as a likely duplicate of A's listing. */
  duplicatePair: number;
  project: number;
  victim: number;
  freePackage: number;
  notification: number;
  /** A's saved search. */
  savedSearch: number;
  /** A's pending feature request for A's second listing. */
  advertisement: number;
  categoryId: number;
  areaParameterId: number;
  paidPackage: number;
  /** A package nobody holds, for staff to edit, take off sale or delete. */
  unusedPackage: number;
  /** A's bank transfer with its receipt awaiting staff, and A's paid (successful) payment. */
  payment: number;
  paymentReference: string;
  paidPayment: number;
  /** A's message to user C about A's listing. */
  message: number;
  /** A lead that reached A directly, a lead in the team's inbox, and C's open report of A's listing. */
  lead: number;
  teamLead: number;
  report: number;
  /** A field of the agent verification form, and user C's agent application awaiting staff. */
  formField: number;
  agentApplication: number;
}

let shared: Resources;
let passwordHash: string | undefined;
let actors: Actors;

async function makeActors(): Promise<{ actors: Actors; owner: UserRow }> {
  const db = ctx.services.db;
  const owner = await createUser(db, { name: "Chủ tin A", phoneNumber: `09${String(10_000_000 + ++sequence).slice(-8)}` });
  const other = await createUser(db, { name: "Người dùng B" });
  const deactivated = await createUser(db, { name: "Tài khoản bị khoá", banned: true });
  // The users table's role column takes any text; the code knows "user" and "admin" only.
  const moderator = await createUser(db, { name: "Kiểm duyệt viên", role: "moderator" });
  const admin = await createUser(db, { name: "Quản trị", role: "admin" });
  for (const user of [owner, other, deactivated, moderator]) await givePackage(db, user.id, "pro");
  passwordHash ??= await hashPassword("secret123");
  await db.insert(accounts).values({ accountId: String(owner.id), providerId: "credential", userId: owner.id, password: passwordHash });
  const headersOf = async (user: UserRow) => authHeaders(db, user);
  return {
    owner,
    actors: {
      headers: {
        visitor: {},
        user: await headersOf(owner),
        other: await headersOf(other),
        deactivated: await headersOf(deactivated),
        moderator: await headersOf(moderator),
        admin: await headersOf(admin),
      },
      ids: { visitor: null, user: owner.id, other: other.id, deactivated: deactivated.id, moderator: moderator.id, admin: admin.id },
    },
  };
}

/** A listing of the owner's whose photo files exist in storage, so a write that must fail can be seen not to touch them. */
async function ownedProperty(owner: UserRow, overrides: Parameters<typeof createProperty>[1] = {}): Promise<number> {
  const key = `properties/u${owner.id}/matrix-${++sequence}`;
  await ctx.services.storage.put(`${key}-320.webp`, new Uint8Array([1, 2, 3]), "image/webp");
  const row = await createProperty(ctx.services.db, {
    userId: owner.id,
    titleImage: { key, width: 320, height: 240, widths: [320] },
    ...overrides,
  });
  return row.id;
}

async function makeResources(owner: UserRow): Promise<Resources> {
  const db = ctx.services.db;
  const [free] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, "free"));
  const [notification] = await db
    .insert(notifications)
    .values({ userId: owner.id, title: "Thông báo", body: "Nội dung" })
    .returning({ id: notifications.id });
  const base = {
    owner,
    property: await ownedProperty(owner),
    secondProperty: await ownedProperty(owner),
    pendingProperty: await ownedProperty(owner, { requestStatus: "pending" }),
    project: (await createProject(db, { userId: owner.id })).id,
    victim: (await createUser(db, { name: "Người được xử lý" })).id,
    freePackage: free!.id,
    notification: notification!.id,
    savedSearch: (
      await db
        .insert(savedSearches)
        .values({
          userId: owner.id,
          name: "Căn hộ Bến Thành",
          url: "/properties?ward=phuong-ben-thanh",
          filters: { wardSlug: "phuong-ben-thanh" },
        })
        .returning({ id: savedSearches.id })
    )[0]!.id,
    categoryId: (await categoryBySlug(db, "can-ho-chung-cu")).id,
    areaParameterId: (await db.select({ id: parameters.id }).from(parameters).where(eq(parameters.code, "area")))[0]!.id,
  };
  const [paid] = await db.select({ id: packages.id, price: packages.price }).from(packages).where(eq(packages.code, "basic"));
  const payment = async (status: "processing" | "success", bankStatus: "pending_verification" | "activated") => {
    const values = {
      userId: owner.id,
      packageId: paid!.id,
      reference: `MATRIX${++sequence}`,
      method: "bank_transfer" as const,
      amount: paid!.price,
      chargedAmount: paid!.price,
      status,
      bankStatus,
    };
    return (
      await db
        .insert(paymentTransactions)
        .values(values)
        .returning({ id: paymentTransactions.id, reference: paymentTransactions.reference })
    )[0]!;
  };
  const pending = await payment("processing", "pending_verification");
  const [conversation] = await db
    .insert(conversations)
    .values({ userOneId: Math.min(owner.id, base.victim), userTwoId: Math.max(owner.id, base.victim), propertyId: base.property })
    .returning({ id: conversations.id });
  const [message] = await db
    .insert(messages)
    .values({ conversationId: conversation!.id, senderId: owner.id, recipientId: base.victim, body: "Căn hộ còn không?" })
    .returning({ id: messages.id });
  const lead = async (routedTo: "owner" | "staff") =>
    (
      await db
        .insert(leads)
        .values({
          kind: "inquiry",
          propertyId: base.property,
          ownerId: owner.id,
          routedTo,
          name: "Khách",
          email: `lead${++sequence}@example.test`,
          message: "Tôi quan tâm.",
        })
        .returning({ id: leads.id })
    )[0]!.id;
  const [report] = await db
    .insert(reports)
    .values({ userId: base.victim, propertyId: base.property, otherMessage: "Tin sai giá" })
    .returning({ id: reports.id });
  const [unused] = await db
    .insert(packages)
    .values({ code: `matrix-${++sequence}`, name: "Gói thử", translations: { en: "Trial" }, price: 99_000, durationDays: 7 })
    .returning({ id: packages.id });
  const [pair] = await db
    .insert(duplicateCandidates)
    .values({ propertyId: base.pendingProperty, originalId: base.property, reasons: ["photo", "same_owner"], score: 65, photoDistance: 1 })
    .returning({ id: duplicateCandidates.id });
  const [advertisement] = await db
    .insert(advertisements)
    .values({ userId: owner.id, featureFor: "property", propertyId: base.secondProperty })
    .returning({ id: advertisements.id });
  return {
    ...base,
    advertisement: advertisement!.id,
    duplicatePair: pair!.id,
    paidPackage: paid!.id,
    unusedPackage: unused!.id,
    payment: pending.id,
    paymentReference: pending.reference,
    paidPayment: (await payment("success", "activated")).id,
    message: message!.id,
    lead: await lead("owner"),
    teamLead: await lead("staff"),
    report: report!.id,
    formField: (
      await db
        .insert(verificationFormFields)
        .values({ kind: "text", labelVi: "Số chứng chỉ hành nghề", labelEn: "Licence number" })
        .returning({ id: verificationFormFields.id })
    )[0]!.id,
    agentApplication: await (async () => {
      await db.update(users).set({ verificationStatus: "pending" }).where(eq(users.id, base.victim));
      const [application] = await db
        .insert(verificationRequests)
        .values({ kind: "agent", userId: base.victim })
        .returning({ id: verificationRequests.id });
      return application!.id;
    })(),
  };
}

type Input = Record<string, unknown> | FormData;

/** A valid input per call, for the owner, built on the cell's resources. */
const inputs: Record<string, (r: Resources) => Input | Promise<Input>> = {
  "GET get_property": (r) => ({ id: r.property }),
  "GET get-all-similar-properties": (r) => ({ property_id: r.property }),
  "GET get_nearby_properties": () => ({ latitude: 10.7725, longitude: 106.698 }),
  "GET compare-properties": (r) => ({ source_property_id: r.property, target_property_id: r.secondProperty }),
  "GET get-project-detail": (r) => ({ id: r.project }),
  "POST reveal-phone": (r) => ({ property_id: r.property }),
  "GET agent-properties": (r) => ({ id: r.owner.id }),
  "POST saved-searches": () => ({ name: "Căn hộ 2 phòng ngủ", url: "/properties?bedrooms=2" }),
  "POST saved-searches/update": (r) => ({ id: r.savedSearch, name: "Đổi tên" }),
  "DELETE saved-searches": (r) => ({ id: r.savedSearch }),
  "POST personalised-fields": (r) => ({ category_ids: [r.categoryId], price_range: "1000000000,5000000000", property_type: "sell" }),
  "GET mortgage-calculator": () => ({ loan_amount: 2_000_000_000, interest_rate: 10, loan_term_years: 20 }),
  "GET get-map-clusters": () => ({ min_latitude: 10.6, max_latitude: 10.9, min_longitude: 106.5, max_longitude: 106.9, zoom: 12 }),
  "GET geocode": () => ({ q: "Bến Thành" }),
  "GET reverse-geocode": () => ({ latlng: "10.77,106.70" }),
  "POST contct_us": () => ({ first_name: "An", email: "an@example.test", subject: "Hỏi giá", message: "Xin báo giá căn hộ." }),
  "POST user-register": () => ({
    name: "Người mới",
    email: `new${++sequence}@example.test`,
    password: "secret123",
    re_password: "secret123",
  }),
  "GET get-otp": () => ({ email: `otp${++sequence}@example.test` }),
  "GET verify-otp": (r) => ({ email: r.owner.email, otp: "000000" }),
  "POST user_signup": (r) => ({ logintype: "email", email: r.owner.email, password: "secret123" }),
  "GET forgot-password": (r) => ({ email: r.owner.email }),
  "POST update_profile": () => ({ about_me: "Chuyên căn hộ quận 1" }),
  "POST register-fcm-id": () => ({
    fcm_id: JSON.stringify({ endpoint: `https://push.example.test/${++sequence}`, keys: { p256dh: "p256dh-key", auth: "auth-key" } }),
  }),
  "POST before-logout": () => ({}),
  "POST delete_user": () => ({ confirm: "1" }),
  "POST mark-notifications-read": (r) => ({ ids: [r.notification] }),
  "POST admin/send-notification": (r) => ({ user_id: r.victim, title: "Xin chào" }),
  "POST admin/users/deactivate": (r) => ({ userid: r.victim }),
  "POST admin/users/reactivate": (r) => ({ userid: r.victim }),
  "POST admin/staff/invite": () => ({ email: `invited${++sequence}@example.test`, name: "Kiểm duyệt viên", role: "moderator" }),
  "POST admin/staff/role": (r) => ({ user_id: r.victim, role: "moderator" }),
  "POST admin/users/password-reset": (r) => ({ user_id: r.victim }),
  "POST admin/users/verification-status": (r) => ({ user_id: r.victim, status: "verified" }),
  "POST admin/update-settings": () => ({ values: {} }),
  "POST apply-agent-verification": async () => {
    // Every active field of the form answered: the site's default form and the cells' own fields.
    const fields = await ctx.services.db
      .select()
      .from(verificationFormFields)
      .where(eq(verificationFormFields.isActive, true))
      .orderBy(verificationFormFields.sortOrder, verificationFormFields.id);
    const body = new FormData();
    for (const [index, field] of fields.entries()) {
      body.set(`form_fields[${index}][id]`, String(field.id));
      body.set(`form_fields[${index}][value]`, field.kind === "file" ? pdf("giay-to.pdf") : field.kind === "number" ? "5" : "079200001234");
    }
    return body;
  },
  "POST request-listing-verification": async (r) => {
    const body = new FormData();
    body.set("property_id", String(r.property));
    body.set("certificate", pdf("so-hong.pdf"));
    body.append("photos[]", await photo(320, 240, "jpeg", "phong-khach.jpg"));
    return body;
  },
  "GET get-listing-verification": (r) => ({ property_id: r.property }),
  "POST admin/save-verification-form-field": () => ({ kind: "text", label_vi: "Mã số thuế", label_en: "Tax code" }),
  "POST admin/remove-verification-form-field": (r) => ({ id: r.formField }),
  "GET admin/verification-requests": () => ({ kind: "agent" }),
  "POST admin/decide-verification": (r) => ({ id: r.agentApplication, decision: "fail", reason: "Thiếu giấy tờ" }),
  "POST post_property": async (r) => {
    const body = new FormData();
    const fields = {
      title: "Căn hộ mới đăng",
      description: "Căn hộ thoáng mát, gần chợ và trường học.",
      category_id: String(r.categoryId),
      property_type: "sell",
      price: "3000000000",
    };
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    body.set("parameters[0][parameter_id]", String(r.areaParameterId));
    body.set("parameters[0][value]", "80");
    body.set("title_image", await photo(320, 240));
    return body;
  },
  "POST update_post_property": (r) => ({ id: r.property, title: "Tiêu đề đã sửa cho tin" }),
  "POST delete_property": (r) => ({ id: r.property }),
  "POST update_property_status": (r) => ({ property_id: r.property, status: "inactive" }),
  "POST change-property-status": (r) => ({ property_id: r.property, status: "inactive" }),
  "POST add_favourite": (r) => ({ property_id: r.property, type: 1 }),
  "POST interested_users": (r) => ({ property_id: r.property, type: 1 }),
  "GET get_interested_users": (r) => ({ property_id: r.property }),
  "GET check-package-limit": () => ({ type: "property_list" }),
  "GET get_limits": () => ({ package_type: "property" }),
  "POST assign_package": (r) => ({ package_id: r.freePackage }),
  "POST admin/assign-package": (r) => ({ user_id: r.victim, package_id: r.freePackage }),
  "POST admin/save-package": (r) => ({ id: r.unusedPackage, name: "Gói thử đổi tên", name_en: "Trial renamed", price: 0, duration: 14 }),
  "POST admin/package-status": (r) => ({ id: r.unusedPackage, is_active: "0" }),
  "POST admin/delete-package": (r) => ({ id: r.unusedPackage }),
  "POST post_project": (r) => ({ id: r.project, title: "Dự án đã sửa tên" }),
  "POST delete_project": (r) => ({ id: r.project }),
  "POST change-project-status": (r) => ({ project_id: r.project, status: "inactive" }),
  "POST store_advertisement": (r) => ({ feature_for: "property", property_id: r.property }),
  "POST delete_advertisement": (r) => ({ id: r.advertisement }),
  "GET admin/moderation-queue": () => ({ kind: "property" }),
  "POST admin/moderate": (r) => ({ kind: "property", id: r.pendingProperty, decision: "approve" }),
  "GET admin/duplicates": () => ({}),
  "POST admin/decide-duplicate": (r) => ({ id: r.duplicatePair, decision: "merge" }),
  "POST initiate-bank-transfer": (r) => ({ package_id: r.paidPackage }),
  "GET get-bank-transfer-details": (r) => ({ payment_transaction_id: r.payment }),
  "POST upload-bank-receipt-file": async (r) => {
    const body = new FormData();
    body.set("payment_transaction_id", String(r.payment));
    body.set("file", await photo(320, 240, "png", "bien-lai.png"));
    return body;
  },
  "POST create-payment-intent": (r) => ({ package_id: r.paidPackage, payment_method: "vnpay" }),
  "POST createPaymentIntent": (r) => ({ package_id: r.paidPackage, amount: "199000", currency: "₫" }),
  "POST confirmPayment": () => ({ paymentIntentId: "pi_nobody_opened" }),
  "GET paypal": (r) => ({ package_id: r.paidPackage }),
  "POST flutterwave": (r) => ({ package_id: r.paidPackage }),
  "POST payment-transaction-fail": (r) => ({ payment_transaction_id: r.payment }),
  "GET get-payment-receipt": (r) => ({ payment_transaction_id: r.paidPayment }),
  "GET admin/transaction": (r) => ({ payment_transaction_id: r.payment }),
  "POST admin/update-payment-settings": () => ({
    bank_transfer_status: true,
    bank_bin: "970436",
    account_number: "0071000888888",
    account_name: "CONG TY NHA DAT SAI GON",
    vnpay_status: true,
    vnpay_tmn_code: "MATRIX01",
  }),
  "POST admin/bank-transfer-decision": (r) => ({
    payment_transaction_id: r.payment,
    decision: "reject",
    reason: "Biên lai không đọc được",
  }),
  "GET get_messages": (r) => ({ user_id: r.victim, property_id: r.property }),
  "POST send_message": (r) => ({ receiver_id: r.victim, property_id: r.property, message: "Xin chào" }),
  "POST delete_chat_message": (r) => ({ message_id: r.message }),
  "POST block-user": (r) => ({ to_user_id: r.victim }),
  "POST unblock-user": (r) => ({ to_user_id: r.victim }),
  "POST submit-lead": (r) => ({
    name: "Khách",
    email: `khach${++sequence}@example.test`,
    message: "Tôi muốn xem nhà.",
    property_id: r.property,
  }),
  "POST submit-property-requirement": (r) => ({
    purpose: "buy",
    category_id: r.categoryId,
    timeline: "just_looking",
    name: "Khách",
    email: `tim${++sequence}@example.test`,
  }),
  "POST add_reports": (r) => ({ property_id: r.property, reason_id: "other", other_message: "Tin sai giá" }),
  "POST admin/decide-report": (r) => ({ id: r.report, decision: "dismiss" }),
  "POST admin/update-lead": (r) => ({ id: r.teamLead, state: "done" }),
  "POST admin/reply-lead": (r) => ({ id: r.teamLead, message: "Chúng tôi sẽ gọi lại trong hôm nay." }),
  "POST update-lead": (r) => ({ id: r.lead, state: "done" }),
};

/** The rows a call can change, read back after a refused write. */
async function snapshot(r: Resources): Promise<unknown> {
  const db = ctx.services.db;
  // Views are counted in memory and written in batches; a refused write never touches them.
  const listing = async (id: number) =>
    (await db.select().from(properties).where(eq(properties.id, id))).map(({ totalViews: _views, ...row }) => row);
  return {
    property: await listing(r.property),
    pending: await listing(r.pendingProperty),
    duplicatePair: await db.select().from(duplicateCandidates).where(eq(duplicateCandidates.id, r.duplicatePair)),
    project: await db.select().from(projects).where(eq(projects.id, r.project)),
    owner: await db.select().from(users).where(eq(users.id, r.owner.id)),
    victim: await db.select().from(users).where(eq(users.id, r.victim)),
    unusedPackage: await db.select().from(packages).where(eq(packages.id, r.unusedPackage)),
    settings: await db.select().from(settings).orderBy(settings.key),
    payments: await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, r.owner.id)).orderBy(paymentTransactions.id),
    message: await db.select().from(messages).where(eq(messages.id, r.message)),
    leads: await db.select().from(leads).where(eq(leads.ownerId, r.owner.id)).orderBy(leads.id),
    report: await db.select().from(reports).where(eq(reports.id, r.report)),
    savedSearch: await db.select().from(savedSearches).where(eq(savedSearches.id, r.savedSearch)),
    advertisement: await db.select().from(advertisements).where(eq(advertisements.id, r.advertisement)),
    formFields: await db.select().from(verificationFormFields).orderBy(verificationFormFields.id),
    verifications: await db.select().from(verificationRequests).orderBy(verificationRequests.id),
    files: await storedFiles(ctx.dataDir),
  };
}

/** Calls the app in-process from a client address of its own, so per-address limits (contact, sign-up) do not leak from one cell into the next. */
async function call(
  id: string,
  headers: Record<string, string>,
  input: Input,
): Promise<{ status: number; body: { error: boolean; message: string; data: unknown } | null }> {
  const [method, path] = id.split(" ") as [string, string];
  const init: RequestInit & { headers: Headers } = { method, headers: new Headers(headers) };
  let url = `/api/${path}`;
  // GET and DELETE read their input from the query (server/http/parse-input.ts).
  if (method === "GET" || method === "DELETE") {
    const query = new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    if (query) url += `?${query}`;
  } else if (input instanceof FormData) {
    init.body = input;
  } else {
    init.body = JSON.stringify(input);
    init.headers.set("content-type", "application/json");
  }
  const n = ++sequence;
  const res = await ctx.app.request(url, init, {
    incoming: { socket: { remoteAddress: `10.20.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` } },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const body = req.url?.startsWith("/reverse")
      ? {
          display_name: "Bến Thành, Thành phố Hồ Chí Minh",
          lat: "10.77",
          lon: "106.70",
          address: { city: "Thành phố Hồ Chí Minh", country: "Việt Nam" },
        }
      : [];
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
  // PayPal and Flutterwave open the payment at the gateway: their local fakes answer, named by the environment.
  paypal = await startFakePaypal({ clientId: "matrix-client", clientSecret: "matrix-secret", webhookId: "WH-MATRIX" });
  flutterwave = await startFakeFlutterwave({ secretKey: "FLWSECK_TEST-matrix-X", secretHash: "matrix-hash" });
  ctx = await createTestContext({
    env: {
      NOMINATIM_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`,
      PAYPAL_API_BASE: paypal.apiBase,
      FLUTTERWAVE_API_BASE: flutterwave.apiBase,
    },
  });
  // VNPay checkout is signed locally (the payer is sent to the gateway's URL), so it runs without a gateway; Stripe stays off.
  await updateSettings(ctx.services.db, { vnpay_status: true, vnpay_tmn_code: "MATRIX01", vnpay_hash_secret: "matrix-hash-secret" });
  await updateSettings(ctx.services.db, {
    paypal_status: true,
    paypal_client_id: "matrix-client",
    paypal_client_secret: "matrix-secret",
    paypal_webhook_id: "WH-MATRIX",
    paypal_rate_vnd: 25_000,
    flutterwave_status: true,
    flutterwave_secret_key: "FLWSECK_TEST-matrix-X",
    flutterwave_secret_hash: "matrix-hash",
    flutterwave_rate_vnd: 25_000,
  });
  const made = await makeActors();
  actors = made.actors;
  shared = await makeResources(made.owner);
});
afterAll(async () => {
  await Promise.all([paypal.close(), flutterwave.close()]);
  await ctx.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

const registered = allCalls.map((c) => `${c.method} ${c.path}`);

describe("the authorization matrix", () => {
  it("has a row for every registered call, and none for a call that does not exist", () => {
    expect(registered.filter((id) => !authorizationMatrix.has(id))).toEqual([]);
    expect([...authorizationMatrix.keys()].filter((id) => !registered.includes(id))).toEqual([]);
  });

  it("answers every call × actor as the table says; refused writes leave rows and files unchanged", async () => {
    const observed: string[] = [];
    const mismatches: string[] = [];
    const changed: string[] = [];
    let cells = 0;
    let readBacks = 0;
    for (const id of registered) {
      const row = authorizationMatrix.get(id);
      if (!row) continue;
      const isWrite = id.startsWith("POST ");
      // Refusals run first, so a write that succeeds does not change what the next actor sees.
      const order = [...actorsInOrder].sort((a, b) => Number(row.expect[a] < 300) - Number(row.expect[b] < 300));
      const line: Partial<Record<MatrixActor, number>> = {};
      for (const actor of order) {
        let cellActors = actors;
        let resources = shared;
        if (row.fresh) {
          if (row.fresh === "actors") {
            const made = await makeActors();
            cellActors = made.actors;
            resources = await makeResources(made.owner);
          } else {
            resources = await makeResources(shared.owner);
          }
        }
        const input = await (inputs[id] ?? (() => ({})))(resources);
        const before = isWrite && row.expect[actor] >= 400 ? await snapshot(resources) : null;
        const res = await call(id, cellActors.headers[actor], input);
        cells += 1;
        line[actor] = res.status;
        if (res.status !== row.expect[actor])
          mismatches.push(`${id} as ${actor}: expected ${row.expect[actor]}, got ${res.status} (${res.body?.message})`);
        expect(res.body).toMatchObject({ error: res.status >= 400, message: expect.any(String) });
        if (before) {
          readBacks += 1;
          if (!isDeepStrictEqual(await snapshot(resources), before)) changed.push(`${id} as ${actor} changed a row or a file`);
        }
      }
      observed.push(`${id.padEnd(44)} ${actorsInOrder.map((a) => String(line[a]).padStart(4)).join(" ")}`);
    }
    if (process.env.PRINT_MATRIX) console.info(`${observed.join("\n")}\n${cells} cells, ${readBacks} refused writes read back`);
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
    expect(readBacks).toBeGreaterThan(80);
    expect(cells).toBe(registered.length * actorsInOrder.length);
  }, 300_000);

  it("refuses an unsigned gateway webhook from every actor and leaves the payment as it was", async () => {
    const mismatches: string[] = [];
    const changed: string[] = [];
    for (const [id, row] of gatewayWebhookMatrix) {
      const [method, path] = id.split(" ") as [string, string];
      for (const actor of actorsInOrder) {
        const resources = await makeResources(shared.owner);
        const before = await snapshot(resources);
        const event = { vnp_TxnRef: resources.paymentReference, vnp_ResponseCode: "00", vnp_TransactionStatus: "00", vnp_Amount: "1" };
        const res =
          method === "GET"
            ? await ctx.app.request(`/api/${path}?${new URLSearchParams(event).toString()}`, { headers: actors.headers[actor] })
            : await ctx.app.request(`/api/${path}`, {
                method,
                headers: { ...actors.headers[actor], "content-type": "application/json" },
                body: JSON.stringify({
                  id: `evt_${++sequence}`,
                  type: "payment_intent.succeeded",
                  data: { object: { id: "pi_matrix", metadata: { reference: resources.paymentReference } } },
                }),
              });
        const body = JSON.stringify(await res.json());
        if (res.status !== row.expect[actor] || !body.includes(row.resource))
          mismatches.push(`${id} as ${actor}: expected ${row.expect[actor]} ${row.resource}, got ${res.status} ${body}`);
        if (!isDeepStrictEqual(await snapshot(resources), before)) changed.push(`${id} as ${actor} changed a row or a file`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
  }, 60_000);

  it("answers the sign-in library's endpoints as the table says: none is a door, and none changes a row", async () => {
    const mismatches: string[] = [];
    const changed: string[] = [];
    for (const [id, row] of authLibraryMatrix) {
      const [method, path] = id.split(" ") as [string, string];
      for (const actor of actorsInOrder) {
        const resources = await makeResources(shared.owner);
        const before = await snapshot(resources);
        // What an attacker would send each: the owner's address, a new name and photo, staff's role.
        const body = {
          email: resources.owner.email,
          password: "secret123",
          newPassword: "taken-over-1",
          name: "x".repeat(20_000),
          image: "https://evil.example/pixel.png",
          userId: resources.owner.id,
          role: "admin",
          provider: "google",
        };
        const res = await ctx.app.request(`http://localhost:3000/api/${path}${method === "GET" ? "?code=x&state=y" : ""}`, {
          method,
          redirect: "manual",
          headers: { ...actors.headers[actor], "content-type": "application/json", origin: "http://localhost:3000" },
          body: method === "GET" ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        if (res.status !== row.expect[actor] || (row.resource !== "-" && !text.includes(row.resource)))
          mismatches.push(`${id} as ${actor}: expected ${row.expect[actor]} ${row.resource}, got ${res.status} ${text.slice(0, 200)}`);
        if (!isDeepStrictEqual(await snapshot(resources), before)) changed.push(`${id} as ${actor} changed a row or a file`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(changed).toEqual([]);
  }, 120_000);
});
