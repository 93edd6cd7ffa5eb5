import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { users, verifications } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { resetPasswordUrl } from "../../lib/auth.server.ts";
import { AppError } from "../../lib/errors.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { StaffRole } from "../../lib/roles.ts";
import type { Services } from "../../lib/services.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { assertMayManageStaff, assertNotLastAdmin, lockForStaffChange } from "./staff-guards.server.ts";

/** How long an invitation's set-password link works. */
const invitationLifetimeMs = 7 * 86_400_000;

export interface InviteStaffInput {
  actor: Actor;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * An admin invites a staff member by e-mail: a new account is created with the role and a
 * verified address, an existing one is promoted (or an admin moved to moderator, never the
 * last one). The invitation mail carries a link to set a password for a new account (the
 * reset-password page, with a token in better-auth's own store) and the sign-in page for an
 * existing one. Audited with the role before and after. Account, token, audit entry and mail
 * are one transaction; the mail worker sends the invitation after it commits.
 */
export async function inviteStaff(
  services: Pick<Services, "db" | "mailQueue" | "env">,
  input: InviteStaffInput,
): Promise<{ id: number; created: boolean }> {
  if (input.actor.role !== "admin") throw new AppError("FORBIDDEN");
  const email = input.email.trim().toLowerCase();
  const result = await services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    let invited: { id: number; name: string; language: string | null; created: boolean };
    if (found) {
      assertMayManageStaff(input.actor, found.id);
      const locked = await lockForStaffChange(tx, found.id);
      const before = locked.target;
      if (input.role !== "admin") assertNotLastAdmin(locked);
      const [row] = await tx
        .update(users)
        .set({ role: input.role, updatedAt: new Date() })
        .where(eq(users.id, found.id))
        .returning({ id: users.id, name: users.name, language: users.language });
      await recordStaffAction(tx, {
        actor: input.actor,
        action: "staff.invite",
        entityType: "user",
        entityId: found.id,
        before: { role: before.role },
        after: { role: input.role },
      });
      invited = { ...row!, created: false };
    } else {
      const [row] = await tx
        .insert(users)
        .values({ email, name: input.name.trim(), role: input.role, emailVerified: true, logintype: "email" })
        .returning({ id: users.id, name: users.name, language: users.language });
      await recordStaffAction(tx, {
        actor: input.actor,
        action: "staff.invite",
        entityType: "user",
        entityId: row!.id,
        before: null,
        after: { role: input.role, email },
      });
      invited = { ...row!, created: true };
    }

    let link = `${services.env.baseUrl}/login`;
    if (invited.created) {
      // The set-password token, in better-auth's own store (the row its reset-password call reads).
      const token = randomBytes(24).toString("base64url");
      await tx.insert(verifications).values({
        identifier: `reset-password:${token}`,
        value: String(invited.id),
        expiresAt: new Date(Date.now() + invitationLifetimeMs),
      });
      link = resetPasswordUrl(services.env, token);
    }
    const lang = isLanguageCode(invited.language) ? invited.language : "vi";
    const role = translate(lang, input.role === "admin" ? "roleAdmin" : "roleModerator");
    const site = String(await getSetting(tx, "company_name"));
    // Queued with the change it reports: an invitation rolled back (the last admin, say) mails no one.
    await enqueueMail(tx, {
      to: email,
      subject: translate(lang, "staffInviteMailSubject", { role, site }),
      text: translate(lang, invited.created ? "staffInviteMailBodyNew" : "staffInviteMailBody", {
        name: invited.name,
        inviter: input.actor.name,
        role,
        link,
        site,
      }),
    });
    return invited;
  });
  services.mailQueue.kick();
  return { id: result.id, created: result.created };
}
