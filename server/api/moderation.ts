import { z } from "zod";
import { idInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { auditActionInput, auditEntityInput, listAuditLog } from "../../app/modules/audit/list-audit-log.server.ts";
import { listModerationQueue } from "../../app/modules/moderation/list-moderation-queue.server.ts";
import { moderateAdvertisement } from "../../app/modules/moderation/moderate-advertisement.server.ts";
import { moderateListing } from "../../app/modules/moderation/moderate-listing.server.ts";
import { decideDuplicate } from "../../app/modules/moderation/decide-duplicate.server.ts";
import { listDuplicateCandidates } from "../../app/modules/moderation/list-duplicate-candidates.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import { defineCall } from "./define-call.ts";

const kind = z.enum(["property", "project", "advertisement"], { error: "invalidValue" });

export const moderationCalls = [
  defineCall({
    method: "GET",
    path: "admin/moderation-queue",
    auth: "moderator",
    tag: "Admin",
    summary: "Listings, projects or feature requests by review status (pending by default), oldest first",
    input: z.object({
      ...pagingInput,
      kind,
      status: z.enum(["pending", "approved", "rejected"], { error: "invalidValue" }).optional(),
      category_id: idInput().optional(),
      search: z.string().trim().max(100, { error: "textTooLong" }).optional(),
    }),
    // Staff's queue: listings and projects in full as the public will see them, or feature requests.
    output: z.array(z.object({ id: z.number().int(), reject_reason: z.string().nullable() }).loose()),
    handler: async ({ input, services, lang }) => {
      const page = await listModerationQueue(services, {
        kind: input.kind,
        status: input.status,
        categoryId: input.category_id,
        search: input.search,
        limit: input.limit,
        offset: input.offset,
        lang,
      });
      return { data: absoluteMedia(page.items, services.env.baseUrl), total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/moderate",
    auth: "moderator",
    tag: "Admin",
    summary: "Approves or rejects (with a reason the owner sees) a listing, project or feature request; recorded in the audit log",
    input: z.object({
      kind,
      id: idInput(),
      decision: z.enum(["approve", "reject"], { error: "invalidValue" }),
      reason: z.string().trim().max(1000, { error: "textTooLong" }).optional(),
    }),
    output: z.object({ id: z.number().int() }).loose(),
    handler: async ({ input, actor, services }) => {
      const data =
        input.kind === "advertisement"
          ? await moderateAdvertisement(services, { actor, id: input.id, decision: input.decision, reason: input.reason })
          : await moderateListing(services, {
              actor,
              kind: input.kind,
              id: input.id,
              decision: input.decision,
              reason: input.reason,
            });
      return { data, message: "decisionSaved" };
    },
  }),
  defineCall({
    method: "GET",
    path: "admin/duplicates",
    auth: "moderator",
    tag: "Admin",
    summary:
      "Likely duplicate listings waiting for a moderator, oldest first: each pair with both listings in full (newer first) and why they matched",
    input: z.object({ ...pagingInput }),
    output: z.array(
      z
        .object({
          id: z.number().int(),
          reasons: z.array(z.string()),
          score: z.number(),
          photo_distance: z.number().nullable(),
          created_at: z.string(),
          listing: z.object({ id: z.number().int(), title: z.string() }).loose(),
          original: z.object({ id: z.number().int(), title: z.string() }).loose(),
        })
        .loose(),
    ),
    handler: async ({ input, services, lang }) => {
      const page = await listDuplicateCandidates(services, { limit: input.limit, offset: input.offset, lang });
      return { data: page.items, total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/decide-duplicate",
    auth: "moderator",
    tag: "Admin",
    summary:
      "Merges (hides the newer listing as a duplicate of the older), rejects the newer (reason required) or allows a pair of likely duplicates; recorded in the audit log",
    input: z.object({
      id: idInput(),
      decision: z.enum(["merge", "reject", "allow"], { error: "invalidValue" }),
      reason: z.string().trim().max(1000, { error: "textTooLong" }).optional(),
    }),
    output: z.object({ id: z.number().int(), status: z.string() }),
    handler: async ({ input, actor, services }) => {
      const data = await decideDuplicate(services, { actor, id: input.id, decision: input.decision, reason: input.reason });
      return { data, message: "decisionSaved" };
    },
  }),
  defineCall({
    method: "GET",
    path: "admin/audit-log",
    auth: "staff",
    tag: "Admin",
    summary: "Staff decisions (who, when, what, status before and after), newest first",
    input: z.object({
      ...pagingInput,
      entity_type: auditEntityInput.optional(),
      entity_id: idInput().optional(),
      action: auditActionInput.optional(),
      actor_id: idInput().optional(),
    }),
    output: z.array(
      z
        .object({
          id: z.number().int(),
          actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
          action: z.string(),
          entity_type: z.string(),
          entity_id: z.number().int(),
          before_status: z.string().nullable(),
          after_status: z.string().nullable(),
          reason: z.string().nullable(),
          created_at: z.string(),
        })
        .loose(),
    ),
    handler: async ({ input, services }) => {
      const page = await listAuditLog(services.db, {
        entityType: input.entity_type,
        entityId: input.entity_id,
        action: input.action,
        actor: input.actor_id,
        limit: input.limit,
        offset: input.offset,
      });
      return { data: page.items, total: page.total };
    },
  }),
];
