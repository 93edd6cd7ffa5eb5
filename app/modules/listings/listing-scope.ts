import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";

/** Who asks to change a listing or project: its owner, or an admin acting as staff on anyone's (`asStaff`). */
export interface ListingWriter {
  actor: Actor;
  asStaff?: boolean;
}

/**
 * The row a write may touch, as a query condition: the id and the owner, or the id alone
 * for an admin acting as staff. A moderator acting as staff is refused.
 */
export function writableRow(table: { id: PgColumn; userId: PgColumn }, writer: ListingWriter, id: number): SQL {
  if (writer.asStaff) {
    if (!isAdmin(writer.actor)) throw new AppError("FORBIDDEN");
    return eq(table.id, id);
  }
  return and(eq(table.id, id), eq(table.userId, writer.actor.id))!;
}

/** True when staff change someone else's row: the write keeps its review state and is audited. */
export function isStaffWrite(writer: ListingWriter, ownerId: number | null): boolean {
  return writer.asStaff === true && ownerId !== writer.actor.id;
}

/** The scalar columns a write changed, before and after, for the audit log. */
export function changedScalars(before: Record<string, unknown>, set: Record<string, unknown>): { before: object; after: object } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    if (value === undefined || key === "updatedAt") continue;
    if (value !== null && typeof value === "object" && !(value instanceof Date)) continue;
    const old = before[key];
    const same = value instanceof Date && old instanceof Date ? value.getTime() === old.getTime() : value === old;
    if (same) continue;
    was[key] = old ?? null;
    now[key] = value;
  }
  return { before: was, after: now };
}
