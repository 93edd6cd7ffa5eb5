import { z } from "zod";
import type { Actor } from "../../../lib/actor.server.ts";
import { translate, type LanguageCode } from "../../../lib/i18n/index.ts";
import { idInput } from "../../../lib/input-schemas.ts";
import type { Services } from "../../../lib/services.server.ts";
import { extendListing } from "../../../modules/listings/extend-listing.server.ts";
import { featureListing } from "../../../modules/listings/feature-listing.server.ts";
import { moderateListing } from "../../../modules/moderation/moderate-listing.server.ts";
import { deleteProject } from "../../../modules/projects/delete-project.server.ts";
import { deleteProperty } from "../../../modules/properties/delete-property.server.ts";

export const staffListingPageSize = 20;
const requestStatuses = ["pending", "approved", "rejected"] as const;

/** The staff listing search as the URL carries it; a bad value is dropped. */
export function readStaffListingQuery<S extends string>(url: URL, statuses: readonly [S, ...S[]]) {
  const params = url.searchParams;
  return {
    search: params.get("search")?.trim().slice(0, 100) || undefined,
    owner: params.get("owner")?.trim().slice(0, 100) || undefined,
    status: z
      .enum(statuses)
      .optional()
      .catch(undefined)
      .parse(params.get("status") || undefined),
    requestStatus: z
      .enum(requestStatuses)
      .optional()
      .catch(undefined)
      .parse(params.get("request_status") || undefined),
    page: Math.max(1, Math.min(1000, Number(params.get("page")) || 1)),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unpublish"), id: idInput(), reason: z.string({ error: "reasonTextRequired" }).trim().max(500) }),
  z.object({ intent: z.literal("republish"), id: idInput() }),
  z.object({ intent: z.literal("feature"), id: idInput() }),
  z.object({ intent: z.literal("extend"), id: idInput() }),
  z.object({ intent: z.literal("delete"), id: idInput() }),
]);

/** Days an extension adds. */
const extensionDays = 30;

/**
 * One staff decision on a listing or project from the staff lists: unpublish (a rejection
 * with the reason the owner sees) and republish for moderators; feature, extend and delete
 * for admins. Each goes through the owner's use case with a staff actor and is audited there.
 */
export async function staffListingAction(
  services: Services,
  actor: Actor,
  kind: "property" | "project",
  input: Record<string, unknown>,
  lang: LanguageCode,
): Promise<{ ok: true; message: string }> {
  const command = actionSchema.parse(input);
  switch (command.intent) {
    case "unpublish":
    case "republish":
      await moderateListing(services, {
        actor,
        kind,
        id: command.id,
        decision: command.intent === "unpublish" ? "reject" : "approve",
        reason: command.intent === "unpublish" ? command.reason : undefined,
      });
      return { ok: true, message: translate(lang, command.intent === "unpublish" ? "listingUnpublished" : "listingRepublished") };
    case "feature":
      await featureListing(services.db, {
        actor,
        asStaff: true,
        featureFor: kind,
        propertyId: kind === "property" ? command.id : undefined,
        projectId: kind === "project" ? command.id : undefined,
      });
      return { ok: true, message: translate(lang, "listingFeatured") };
    case "extend":
      await extendListing(services.db, { actor, kind, id: command.id, days: extensionDays });
      return { ok: true, message: translate(lang, "listingExtended", { days: extensionDays }) };
    case "delete":
      if (kind === "property") await deleteProperty(services, { actor, asStaff: true, propertyId: command.id });
      else await deleteProject(services, { actor, asStaff: true, projectId: command.id });
      return { ok: true, message: translate(lang, "listingDeleted") };
  }
}
