import { eq } from "drizzle-orm";
import { projects, properties } from "../../../db/schema/index.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/**
 * An admin extends a listing's or project's run by `days`, counted from its expiry or from
 * now when it has already expired; one without an expiry runs on as it is. Audited with the
 * expiry before and after.
 */
export async function extendListing(
  db: Db,
  input: { actor: Actor; kind: "property" | "project"; id: number; days: number },
): Promise<{ id: number; expires_at: string | null }> {
  if (!isAdmin(input.actor)) throw new AppError("FORBIDDEN");
  const table = input.kind === "property" ? properties : projects;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: table.id, expiresAt: table.expiresAt }).from(table).where(eq(table.id, input.id)).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (!row.expiresAt) return { id: row.id, expires_at: null };
    const from = Math.max(Date.now(), row.expiresAt.getTime());
    const expiresAt = new Date(from + input.days * 86_400_000);
    await tx.update(table).set({ expiresAt, updatedAt: new Date() }).where(eq(table.id, row.id));
    await recordStaffAction(tx, {
      actor: input.actor,
      action: `${input.kind}.extend`,
      entityType: input.kind,
      entityId: row.id,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
    });
    return { id: row.id, expires_at: expiresAt.toISOString() };
  });
}
