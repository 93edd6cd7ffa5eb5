import { and, count, desc, eq, ilike, like, or, type SQL } from "drizzle-orm";
import { auditLog, users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { z } from "zod";
import type { Page } from "../../lib/page.ts";

/** An entity type as the log names it ("property", "user", …). */
export const auditEntityInput = z.string({ error: "invalidValue" }).regex(/^[a-z_]{1,40}$/, { error: "invalidValue" });
/** An action ("property.approve") or an entity's every action ("property"). */
export const auditActionInput = z.string({ error: "invalidValue" }).regex(/^[a-z_]{1,40}(\.[a-z_]{1,40})?$/, { error: "invalidValue" });

export interface AuditEntry {
  id: number;
  actor: { id: number; name: string; email: string } | null;
  action: string;
  entity_type: string;
  entity_id: number;
  before_status: string | null;
  after_status: string | null;
  reason: string | null;
  created_at: string;
}

export interface AuditLogFilter {
  entityType?: string;
  entityId?: number;
  /** An exact action ("property.approve"), or without a dot every action on that entity ("property"). */
  action?: string;
  /** The acting staff member's id, or text within their name or e-mail. */
  actor?: number | string;
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, "\\$&");

/** Staff decisions, newest first, filtered by entity, action and actor. */
export async function listAuditLog(db: Db, input: AuditLogFilter & { limit: number; offset: number }): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (input.entityType) conditions.push(eq(auditLog.entityType, input.entityType));
  if (input.entityId !== undefined) conditions.push(eq(auditLog.entityId, input.entityId));
  if (input.action) {
    conditions.push(
      input.action.includes(".") ? eq(auditLog.action, input.action) : like(auditLog.action, `${escapeLike(input.action)}.%`),
    );
  }
  if (typeof input.actor === "number") conditions.push(eq(auditLog.actorId, input.actor));
  else if (input.actor) {
    const pattern = `%${escapeLike(input.actor)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return {
    items: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before_status: entry.beforeStatus,
      after_status: entry.afterStatus,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}
