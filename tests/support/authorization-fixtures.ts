import { eq } from "drizzle-orm";
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
import { type MatrixActor } from "../../server/api/authorization-matrix.ts";
import { authHeaders, categoryBySlug, createProject, createProperty, createUser, type UserRow } from "./factories.ts";
import { givePackage, storedFiles } from "./listing-fixtures.ts";
import { type TestContext } from "./test-app.ts";
import { matrixInputs } from "./authorization-inputs.ts";

// The people and rows every cell of the authorization matrix acts on, the input each call is
// given, and the rows a refused write must leave as they were (server/api/authorization-matrix.test.ts).

export interface Actors {
  headers: Record<MatrixActor, Record<string, string>>;
  ids: Record<MatrixActor, number | null>;
}

/** What one cell acts on: the owner's ("user"'s) listing, pending listing and project, and a user for staff to act on. */
export interface Resources {
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

export type Input = Record<string, unknown> | FormData;

let sequence = 0;
let passwordHash: string | undefined;

/** The matrix's builders, bound to one test server. */
export function matrixFixtures(ctx: TestContext) {
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
      .values({
        propertyId: base.pendingProperty,
        originalId: base.property,
        reasons: ["photo", "same_owner"],
        score: 65,
        photoDistance: 1,
      })
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
      payments: await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, r.owner.id))
        .orderBy(paymentTransactions.id),
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

  return { makeActors, makeResources, snapshot, inputs: matrixInputs(ctx) };
}

export type MatrixFixtures = ReturnType<typeof matrixFixtures>;
