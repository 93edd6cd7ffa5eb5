import { eq } from "drizzle-orm";
import { projects, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { notifyOwner, queueOwnerMail, type NotifyDeps, type OwnerNotice } from "../notifications/notify-owner.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import type { Db } from "../../lib/db.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Decision = "approve" | "reject";

export interface ModerateListingInput {
  actor: Actor;
  kind: "property" | "project";
  id: number;
  decision: Decision;
  /** Required to reject; the owner sees it. */
  reason?: string;
}

/**
 * A staff decision on a listing or project (request_status approved or rejected, with the
 * reason the owner sees). The change and its audit record are one transaction; the owner
 * is told by e-mail (queued in the same transaction, sent after it commits) and in the inbox. Staff may reverse an earlier decision.
 */
export async function moderateListing(
  deps: NotifyDeps,
  input: ModerateListingInput,
): Promise<{ id: number; request_status: string; reject_reason: string | null }> {
  const result = await deps.db.transaction((tx) => decideListing(tx, deps, input));
  if (result.notice && result.userId !== null) await notifyOwner(deps, result.userId, result.notice);
  return { id: result.id, request_status: result.requestStatus, reject_reason: result.rejectReason };
}

/**
 * The decision inside the caller's transaction (a duplicate's merge or rejection takes it too):
 * the row changed, the audit record and the owner's mail queued; the caller tells the owner
 * in the inbox (`notifyOwner`) after the commit. `duplicateOfId` marks a merged duplicate.
 */
export async function decideListing(
  tx: Tx,
  deps: Pick<NotifyDeps, "env">,
  input: ModerateListingInput & { duplicateOfId?: number },
): Promise<{ id: number; userId: number | null; requestStatus: string; rejectReason: string | null; notice: OwnerNotice | null }> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "reject" && !reason) throw new AppError("VALIDATION", { fields: { reason: "reasonTextRequired" } });
  const table = input.kind === "property" ? properties : projects;
  const after = input.decision === "approve" ? "approved" : "rejected";
  const [row] = await tx
    .select({ id: table.id, userId: table.userId, title: table.title, slugId: table.slugId, requestStatus: table.requestStatus })
    .from(table)
    .where(eq(table.id, input.id))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  await tx
    .update(table)
    .set({
      requestStatus: after,
      rejectReason: after === "rejected" ? reason : null,
      updatedAt: new Date(),
      ...(input.kind === "property" ? { duplicateOfId: input.duplicateOfId ?? null } : {}),
    })
    .where(eq(table.id, row.id));
  await recordStaffAction(tx, {
    actor: input.actor,
    action: `${input.kind}.${input.decision}`,
    entityType: input.kind,
    entityId: row.id,
    before: row.requestStatus,
    after: after,
    reason,
  });
  let notice: OwnerNotice | null = null;
  if (row.userId !== null && row.userId !== input.actor.id) {
    const prefix = input.kind === "property" ? "listing" : "project";
    notice = {
      titleKey: after === "approved" ? `${prefix}ApprovedTitle` : `${prefix}RejectedTitle`,
      bodyKey: after === "approved" ? `${prefix}ApprovedBody` : `${prefix}RejectedBody`,
      vars: { title: row.title, reason: reason ?? "" },
      url: input.kind === "property" ? `/my-property/${row.slugId}` : `/project-details/${row.id}`,
      type: input.kind,
    };
    await queueOwnerMail(tx, deps.env, row.userId, notice);
  }
  return { id: row.id, userId: row.userId, requestStatus: after, rejectReason: after === "rejected" ? reason : null, notice };
}
