import { z } from "zod";
import { idInput, optionalText, pagingInput } from "../../app/lib/input-schemas.ts";
import { listUsers } from "../../app/modules/users/list-users.server.ts";
import { setUserActive } from "../../app/modules/users/set-user-active.server.ts";
import { setVerificationStatus, verificationStatuses } from "../../app/modules/users/set-verification-status.server.ts";
import { changeStaffRole } from "../../app/modules/users/change-staff-role.server.ts";
import { inviteStaff } from "../../app/modules/users/invite-staff.server.ts";
import { listStaff } from "../../app/modules/users/list-staff.server.ts";
import { inviteStaffSchema, staffRoleSchema } from "../../app/modules/users/staff-schemas.ts";
import { sendPasswordResetByStaff } from "../../app/modules/users/send-password-reset.server.ts";
import { defineCall } from "./define-call.ts";
import { rowListAnswer } from "./answers/records.ts";
import { userAnswer, userAnswerOf } from "./answers/user.ts";

export const adminUserCalls = [
  defineCall({
    method: "GET",
    path: "admin/users",
    auth: "staff",
    tag: "Admin",
    summary: "Every account, newest first, searchable by name, e-mail or number",
    input: z.object({ ...pagingInput, search: optionalText(100) }),
    output: z.array(userAnswer),
    handler: async ({ input, services }) => {
      const result = await listUsers(services.db, input);
      return { data: result.items.map((u) => userAnswerOf(u, services)), total: result.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/users/deactivate",
    auth: "staff",
    tag: "Admin",
    summary: "Deactivates an account: sign-in is refused and every open session stops at once",
    input: z.object({ userid: idInput(), reason: optionalText(500) }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await setUserActive(services, { actor, userId: input.userid, active: false, reason: input.reason });
      return { data: null, message: "userDeactivated" };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/users/reactivate",
    auth: "staff",
    tag: "Admin",
    summary: "Reactivates an account; its old sessions stay ended",
    input: z.object({ userid: idInput() }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await setUserActive(services, { actor, userId: input.userid, active: true });
      return { data: null, message: "userReactivated" };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/users/password-reset",
    auth: "staff",
    tag: "Admin",
    summary: "Mails an account the same password-reset link as forgot-password; audited",
    input: z.object({ user_id: idInput() }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await sendPasswordResetByStaff(services, { actor, userId: input.user_id });
      return { data: null, message: "passwordResetSent" };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/users/verification-status",
    auth: "moderator",
    tag: "Admin",
    summary: "Sets an account's verification status (initial, pending, verified, failed), which the listing gate reads",
    input: z.object({ user_id: idInput(), status: z.enum(verificationStatuses, { error: "invalidValue" }) }),
    output: z.object({ id: z.number().int(), verification_status: z.string() }),
    handler: async ({ input, actor, services }) => ({
      data: await setVerificationStatus(services.db, { actor, userId: input.user_id, status: input.status }),
      message: "verificationStatusUpdated",
    }),
  }),
  defineCall({
    method: "GET",
    path: "admin/staff",
    auth: "staff",
    tag: "Admin",
    summary: "Every staff account (admins, then moderators), active or not",
    input: z.object({}),
    output: rowListAnswer,
    handler: async ({ services }) => ({ data: await listStaff(services.db) }),
  }),
  defineCall({
    method: "POST",
    path: "admin/staff/invite",
    auth: "staff",
    tag: "Admin",
    summary: "Invites a staff member by e-mail: creates the account or promotes it, and mails the invitation",
    input: inviteStaffSchema,
    output: z.object({ id: z.number().int(), created: z.boolean() }),
    handler: async ({ input, actor, services }) => ({
      data: await inviteStaff(services, { actor, email: input.email, name: input.name, role: input.role }),
      message: "staffInvited",
      status: 201,
    }),
  }),
  defineCall({
    method: "POST",
    path: "admin/staff/role",
    auth: "staff",
    tag: "Admin",
    summary: "Sets an account's role (user, moderator, admin); never one's own, never the last admin's",
    input: staffRoleSchema,
    output: z.object({ id: z.number().int(), role: z.string() }),
    handler: async ({ input, actor, services }) => ({
      data: await changeStaffRole(services.db, { actor, userId: input.user_id, role: input.role }),
      message: "staffRoleChanged",
    }),
  }),
];
