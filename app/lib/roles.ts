export type Role = "user" | "moderator" | "admin";

/** The role a stored `users.role` value grants; anything unknown is a plain user. */
export function toRole(stored: string | null | undefined): Role {
  return stored === "admin" || stored === "moderator" ? stored : "user";
}

/** The stored roles of staff: who handles the site's inbox, leads, reports and moderation. */
export const staffRoles = ["admin", "moderator"] as const;

/** A staff role. An admin may do everything; a moderator handles moderation, reports, leads and verification. */
export type StaffRole = (typeof staffRoles)[number];
