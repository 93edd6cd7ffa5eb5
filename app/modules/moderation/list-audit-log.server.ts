import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { auditLog, users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Page } from "../properties/search-properties.server.ts";

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

/** Staff decisions, newest first, optionally for one entity. */
export async function listAuditLog(
  db: Db,
  input: { entityType?: string; entityId?: number; limit: number; offset: number },
): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (input.entityType) conditions.push(eq(auditLog.entityType, input.entityType));
  if (input.entityId !== undefined) conditions.push(eq(auditLog.entityId, input.entityId));
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
    db.select({ total: count() }).from(auditLog).where(where),
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
