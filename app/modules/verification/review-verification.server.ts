import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  listingChecks,
  properties,
  users,
  verificationRequests,
  type ListingCheck,
  type VerificationKind,
  type VerificationRequestStatus,
} from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { notifyOwner, queueOwnerMail, type NotifyDeps, type OwnerNotice } from "../notifications/notify-owner.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/** A verified listing's badge lasts this long unless a renewal is verified. */
export const listingBadgeDays = 45;

/** Where the owner and staff read a private file of a request. */
export function verificationFileUrl(requestId: number, index: number): string {
  return `/verification-files/${requestId}/${index}`;
}

export interface QueueItem {
  id: number;
  kind: VerificationKind;
  status: VerificationRequestStatus;
  user: { id: number; name: string; email: string };
  property: { id: number; title: string; slug: string; address: string | null; price: number } | null;
  answers: { label_vi: string; label_en: string; kind: string; value: string | string[] | null; file_url: string | null }[];
  files: { role: string | null; name: string; content_type: string; url: string }[];
  checks: ListingCheck[];
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  verified_until: string | null;
}

type RequestRow = typeof verificationRequests.$inferSelect;

function fileIndex(row: RequestRow, key: string): number {
  return row.files.findIndex((file) => file.key === key);
}

function toQueueItem(row: RequestRow, user: QueueItem["user"], property: QueueItem["property"]): QueueItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    user,
    property,
    answers: row.answers.map((answer) => ({
      label_vi: answer.labelVi,
      label_en: answer.labelEn,
      kind: answer.kind,
      value: answer.value,
      file_url: answer.file ? verificationFileUrl(row.id, fileIndex(row, answer.file.key)) : null,
    })),
    files: row.files.map((file, index) => ({
      role: file.role ?? null,
      name: file.name,
      content_type: file.contentType,
      url: verificationFileUrl(row.id, index),
    })),
    checks: row.checks,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    verified_until: row.verifiedUntil?.toISOString() ?? null,
  };
}

/** Staff's queue of one kind: pending ones oldest first by default, decided ones newest first. */
export async function listVerificationQueue(
  db: Db,
  input: { kind: VerificationKind; status?: VerificationRequestStatus; limit: number; offset: number },
): Promise<{ items: QueueItem[]; total: number }> {
  const status = input.status ?? "pending";
  const where = and(eq(verificationRequests.kind, input.kind), eq(verificationRequests.status, status));
  const rows = await db
    .select({
      request: verificationRequests,
      user: { id: users.id, name: users.name, email: users.email },
      property: {
        id: properties.id,
        title: properties.title,
        slug: properties.slugId,
        address: properties.address,
        price: properties.price,
      },
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(properties, eq(properties.id, verificationRequests.propertyId))
    .where(where)
    .orderBy(
      status === "pending" ? asc(verificationRequests.createdAt) : desc(verificationRequests.decidedAt),
      asc(verificationRequests.id),
    )
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(verificationRequests).where(where);
  return {
    items: rows.map((row) => toQueueItem(row.request, row.user, row.property?.id ? (row.property as QueueItem["property"]) : null)),
    total: total?.n ?? 0,
  };
}

export interface Decision {
  actor: Actor;
  id: number;
  decision: "verify" | "fail";
  /** What the user sees when it fails; required then. */
  reason?: string;
  /** A listing's checks staff ticked; at least one to verify a listing. */
  checks?: readonly ListingCheck[];
}

/**
 * The one staff decision on an agent application or a listing verification request:
 * verify or fail (with a reason the user sees). Agent: the account's state follows
 * (verified or failed: the listing gate and the badge read it). Listing: the badge names
 * the ticked checks and lasts 45 days. Audited, and the user is told by notification and mail.
 */
export async function decideVerification(deps: NotifyDeps, input: Decision): Promise<QueueItem> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "fail" && !reason) throw new AppError("VALIDATION", { fields: { reason: "reasonTextRequired" } });
  const checks = listingChecks.filter((check) => input.checks?.includes(check));
  const decided = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(verificationRequests).where(eq(verificationRequests.id, input.id)).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (row.status !== "pending") throw new AppError("ALREADY_DECIDED");
    if (row.kind === "listing" && input.decision === "verify" && checks.length === 0)
      throw new AppError("VALIDATION", { fields: { checks: "checksRequired" } });
    const now = new Date();
    const status = input.decision === "verify" ? "verified" : "failed";
    const [updated] = await tx
      .update(verificationRequests)
      .set({
        status,
        reason,
        checks: row.kind === "listing" && status === "verified" ? checks : [],
        decidedBy: input.actor.id,
        decidedAt: now,
        verifiedUntil: row.kind === "listing" && status === "verified" ? new Date(now.getTime() + listingBadgeDays * 86_400_000) : null,
      })
      .where(and(eq(verificationRequests.id, row.id), eq(verificationRequests.status, "pending")))
      .returning();
    if (row.kind === "agent") {
      await tx
        .update(users)
        .set({ verificationStatus: status, updatedAt: now })
        .where(and(eq(users.id, row.userId), inArray(users.verificationStatus, ["pending", "initial", "failed"])));
    }
    await recordStaffAction(tx, {
      actor: input.actor,
      action: `verification.${input.decision}`,
      entityType: row.kind === "agent" ? "agent_verification" : "listing_verification",
      entityId: row.id,
      before: "pending",
      after: row.kind === "listing" && status === "verified" ? { status, checks } : status,
      reason,
    });
    const verified = updated!.status === "verified";
    const [titled] = updated!.propertyId
      ? await tx.select({ title: properties.title }).from(properties).where(eq(properties.id, updated!.propertyId))
      : [];
    const notice: OwnerNotice = {
      titleKey:
        updated!.kind === "agent"
          ? verified
            ? "agentVerifiedTitle"
            : "agentVerifyFailedTitle"
          : verified
            ? "listingVerifiedTitle"
            : "listingVerifyFailedTitle",
      bodyKey:
        updated!.kind === "agent"
          ? verified
            ? "agentVerifiedBody"
            : "agentVerifyFailedBody"
          : verified
            ? "listingVerifiedBody"
            : "listingVerifyFailedBody",
      vars: { reason: reason ?? "", title: titled?.title ?? "" },
      url: updated!.kind === "agent" ? "/user/agent-verification" : `/user/properties/${updated!.propertyId}/verify`,
      type: "verification",
    };
    await queueOwnerMail(tx, deps.env, updated!.userId, notice);
    return { ...updated!, notice };
  });
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, decided.userId));
  const [property] = decided.propertyId
    ? await deps.db
        .select({
          id: properties.id,
          title: properties.title,
          slug: properties.slugId,
          address: properties.address,
          price: properties.price,
        })
        .from(properties)
        .where(eq(properties.id, decided.propertyId))
    : [];
  await notifyOwner(deps, decided.userId, decided.notice);
  return toQueueItem(decided, user!, property ?? null);
}

/** A private file of a request, for its owner or staff; null for anyone else or a file that is not there. */
export async function findVerificationFile(
  db: Db,
  input: { actor: Actor; requestId: number; index: number },
): Promise<{ key: string; contentType: string; name: string } | null> {
  const isStaffReader = input.actor.role === "admin" || input.actor.role === "moderator";
  const [row] = await db
    .select({ files: verificationRequests.files })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.id, input.requestId), isStaffReader ? undefined : eq(verificationRequests.userId, input.actor.id)));
  const file = row?.files[input.index];
  return file ? { key: file.key, contentType: file.contentType, name: file.name } : null;
}
