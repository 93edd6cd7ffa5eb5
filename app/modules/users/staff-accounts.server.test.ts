import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, settings, users } from "../../../db/schema/index.ts";
import { isAppError } from "../../lib/errors.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createUser } from "../../../tests/support/factories.ts";
import { readOutbox } from "../../lib/mail/mailer.server.ts";
import { latestMessage, messageText } from "../../../tests/support/outbox.ts";
import { retryMailNow, whileMailIsDown } from "../../../tests/support/mail-down.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { changeStaffRole } from "./change-staff-role.server.ts";
import { inviteStaff } from "./invite-staff.server.ts";
import { listStaff } from "./list-staff.server.ts";
import { setUserActive } from "./set-user-active.server.ts";

let ctx: TestContext;

/** A mail header as read: RFC 2047 encoded words (UTF-8, Q or B) decoded, folded lines joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\s*\n\s+/g, " ")
    .replace(/^"(.*)"(?= <)/, "$1")
    .trim();
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const codeOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  return isAppError(error) ? error.code : error;
};
const roleOf = async (id: number) => (await ctx.services.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const auditFor = (id: number) =>
  ctx.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, id)));

describe("inviteStaff", () => {
  it("creates a moderator with a verified address and mails a link that sets the password", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin", name: "Chị Quản Trị" });
    const email = `moi-${admin.id}@example.test`;
    const invited = await inviteStaff(ctx.services, {
      actor: admin,
      email: ` ${email.toUpperCase()} `,
      name: "Anh Kiểm Duyệt",
      role: "moderator",
    });
    expect(invited.created).toBe(true);
    const [row] = await ctx.services.db.select().from(users).where(eq(users.id, invited.id));
    expect(row).toMatchObject({ email, role: "moderator", emailVerified: true, banned: false });
    const [entry] = await auditFor(invited.id);
    expect(entry).toMatchObject({ actorId: admin.id, action: "staff.invite", beforeStatus: null });
    expect(JSON.parse(entry!.afterStatus!)).toEqual({ role: "moderator", email });

    await ctx.services.mailQueue.drain();
    const mail = await latestMessage(ctx.dataDir, "mail", email);
    expect(mail).toContain("Chị Quản Trị");
    expect(mail).toContain("Kiểm duyệt viên");
    const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    await ctx.services.auth.api.resetPassword({ body: { token: token!, newPassword: "moi-mat-khau" } });
    const signedIn = await ctx.services.auth.api.signInEmail({ body: { email, password: "moi-mat-khau" } });
    expect(Number(signedIn.user.id)).toBe(invited.id);
  });

  it("names the company from the settings in the invitation's subject and sender", async () => {
    await ctx.services.db
      .insert(settings)
      .values({ key: "company_name", value: JSON.stringify("Saigon Homes Co") })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify("Saigon Homes Co") } });
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const email = `ten-cong-ty-${admin.id}@example.test`;
    await inviteStaff(ctx.services, { actor: admin, email, name: "Chị Mới", role: "moderator" });
    await ctx.services.mailQueue.drain();
    const raw = (await readOutbox(ctx.dataDir, "mail")).find((m) => m.content.includes(email))!.content;
    const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*(?:\n[ \t].*)*)`, "mi").exec(raw)?.[1] ?? "");
    expect(header("From")).toBe("Saigon Homes Co <no-reply@nhadat.local>");
    expect(header("Subject")).toBe("Lời mời làm Kiểm duyệt viên tại Saigon Homes Co");
    expect(messageText(raw)).toContain("Kiểm duyệt viên tại Saigon Homes Co");
  });

  it("invites while the mail server is down and mails the invitation once when it is back", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const email = `cho-thu-${admin.id}@example.test`;
    const invited = await whileMailIsDown(ctx, () =>
      inviteStaff(ctx.services, { actor: admin, email, name: "Chị Chờ Thư", role: "moderator" }),
    );
    expect(invited.created).toBe(true);
    const mailsTo = async () => (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(email));
    expect(await mailsTo()).toEqual([]);
    await retryMailNow(ctx);
    await retryMailNow(ctx);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(messageText(mails[0]!.content)).toMatch(/reset-password\?token=[\w-]+/);
  });

  it("promotes an existing account and mails it the sign-in page; a moderator may not invite", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const moderator = await createActor(ctx.services.db, { role: "moderator" });
    const person = await createUser(ctx.services.db);
    expect(await codeOf(inviteStaff(ctx.services, { actor: moderator, email: person.email, name: "X", role: "admin" }))).toBe("FORBIDDEN");
    expect(await roleOf(person.id)).toBe("user");

    const invited = await inviteStaff(ctx.services, { actor: admin, email: person.email, name: "ignored", role: "admin" });
    expect(invited).toEqual({ id: person.id, created: false });
    expect(await roleOf(person.id)).toBe("admin");
    const [entry] = await auditFor(person.id);
    expect(JSON.parse(entry!.beforeStatus!)).toEqual({ role: "user" });
    expect(JSON.parse(entry!.afterStatus!)).toEqual({ role: "admin" });
    await ctx.services.mailQueue.drain();
    expect(await latestMessage(ctx.dataDir, "mail", person.email)).toContain("/login");
  });
});

describe("changeStaffRole and setUserActive", () => {
  it("change roles with before and after in the audit log, and refuse one's own account and moderators", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    const moderator = await createActor(ctx.services.db, { role: "moderator" });
    const person = await createUser(ctx.services.db);
    expect(await changeStaffRole(ctx.services.db, { actor: admin, userId: person.id, role: "moderator" })).toEqual({
      id: person.id,
      role: "moderator",
    });
    const [entry] = await auditFor(person.id);
    expect(entry).toMatchObject({ action: "staff.role", beforeStatus: '{"role":"user"}', afterStatus: '{"role":"moderator"}' });

    expect(await codeOf(changeStaffRole(ctx.services.db, { actor: admin, userId: admin.id, role: "moderator" }))).toBe("STAFF_SELF_CHANGE");
    expect(await codeOf(setUserActive(ctx.services, { actor: admin, userId: admin.id, active: false }))).toBe("STAFF_SELF_CHANGE");
    expect(await codeOf(changeStaffRole(ctx.services.db, { actor: moderator, userId: person.id, role: "admin" }))).toBe("FORBIDDEN");
    expect(await codeOf(setUserActive(ctx.services, { actor: moderator, userId: person.id, active: false }))).toBe("FORBIDDEN");
    expect(await roleOf(admin.id)).toBe("admin");
    expect(await roleOf(person.id)).toBe("moderator");

    await setUserActive(ctx.services, { actor: admin, userId: person.id, active: false, reason: "nghỉ việc" });
    const deactivated = (await auditFor(person.id)).find((e) => e.action === "user.deactivate");
    expect(deactivated).toMatchObject({ beforeStatus: '{"active":true}', afterStatus: '{"active":false}', reason: "nghỉ việc" });
    expect((await listStaff(ctx.services.db)).find((s) => s.id === person.id)).toMatchObject({ role: "moderator", is_active: false });
  });

  it("keeps the last active admin: of two admins demoting each other, the second is refused", async () => {
    const db = ctx.services.db;
    const first = await createActor(db, { role: "admin" });
    const second = await createActor(db, { role: "admin" });
    // Only these two stay active admins in this test's database.
    await db
      .update(users)
      .set({ banned: true })
      .where(and(eq(users.role, "admin"), ne(users.id, first.id), ne(users.id, second.id)));

    const outcomes = await Promise.allSettled([
      changeStaffRole(db, { actor: first, userId: second.id, role: "user" }),
      setUserActive(ctx.services, { actor: second, userId: first.id, active: false }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(isAppError(refused.reason) && refused.reason.code).toBe("LAST_ADMIN");
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.banned, false)));
    expect(admins).toHaveLength(1);
    // The one left cannot be demoted by a stale session of the other.
    const left = admins[0]!.id === first.id ? first : second;
    const other = left === first ? second : first;
    expect(await codeOf(changeStaffRole(db, { actor: other, userId: left.id, role: "moderator" }))).toBe("LAST_ADMIN");
    expect(await roleOf(left.id)).toBe("admin");
  });
});
