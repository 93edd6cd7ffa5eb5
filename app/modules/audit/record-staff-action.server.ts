import { auditLog } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StaffAction {
  /** Who acted; null when a gateway's signed word did (a payment confirmed without staff). */
  actor: Pick<Actor, "id"> | null;
  /** "<entity>.<verb>": "property.approve", "setting.update", "staff.role", … */
  action: string;
  entityType: string;
  /** The row acted on; 0 for a singleton such as the settings. */
  entityId: number;
  /** The state before and after: a status, or an object kept as JSON. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

function stored(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Writes one staff action to the audit log, inside the caller's transaction where it has one. */
export async function recordStaffAction(db: Db | Tx, entry: StaffAction): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    beforeStatus: stored(entry.before),
    afterStatus: stored(entry.after),
    reason: entry.reason ?? null,
  });
}
