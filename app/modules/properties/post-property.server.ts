import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { filterColumnsFromParameters } from "./filter-columns.ts";
import { assertPackageAvailable, consumePackageUnit } from "../packages/check-package-limit.server.ts";
import { assertMayList, initialRequestStatus } from "../listings/listing-policy.server.ts";
import type { PropertyDraft } from "./property-schemas.ts";
import { assertCategory, resolveWard } from "../listings/listing-relations.server.ts";
import { assertFacilities, resolveParameters, writeFacilities, writeParameters } from "./property-relations.server.ts";
import { seoWarnings } from "../listings/seo-warnings.ts";
import type { ListingDeps, WriteResult } from "../listings/write-result.ts";
import { uniqueSlug } from "../listings/unique-slug.server.ts";
import { newListingColumns } from "../listings/listing-columns.ts";
import { storeAttachments, writeAttachments } from "../listings/listing-attachments.server.ts";
import { withUploads } from "../listings/upload-batch.server.ts";
import { checkListing } from "./check-listing.server.ts";

/**
 * A new listing (post_property): the verification gate, one property_list unit of the
 * owner's package (spent in the same transaction, under a row lock), the photos and
 * documents stored first and removed again if the transaction fails. New listings wait
 * for staff review unless the owner is auto-approved; the listing ends with the package.
 * Likely duplicates and a pin outside the ward are checked in the same transaction.
 */
export async function postProperty(deps: ListingDeps, input: { actor: Actor; draft: PropertyDraft }): Promise<WriteResult> {
  const { db } = deps;
  const { actor, draft } = input;
  await assertMayList(db, actor);
  await assertPackageAvailable(db, actor, "property_list");
  await assertCategory(db, draft.categoryId);
  const ward = draft.wardCode ? await resolveWard(db, draft.wardCode) : null;
  const answers = await resolveParameters(db, draft.categoryId, draft.parameters ?? []);
  await assertFacilities(db, draft.facilities ?? []);
  const requestStatus = await initialRequestStatus(db, actor);

  const row = await withUploads(deps.storage, `properties/u${actor.id}`, async (batch) => {
    const titleImage = await batch.image(draft.titleImage, "title_image");
    const threeDImage = draft.threeDImage ? await batch.image(draft.threeDImage, "three_d_image") : null;
    const metaImage = draft.metaImage ? await batch.image(draft.metaImage, "meta_image") : null;
    const attachments = await storeAttachments(batch, draft);

    return db.transaction(async (tx) => {
      const unit = await consumePackageUnit(tx, actor, "property_list");
      const [created] = await tx
        .insert(properties)
        .values({
          userId: actor.id,
          ...newListingColumns(draft, ward),
          slugId: await uniqueSlug(tx, "property", draft.title),
          propertyType: draft.propertyType,
          price: draft.price,
          rentduration: draft.propertyType === "rent" ? (draft.rentduration ?? null) : null,
          address: draft.address ?? "",
          clientAddress: draft.clientAddress ?? null,
          titleImage,
          threeDImage,
          metaImage,
          isPremium: draft.isPremium ?? false,
          status: "active",
          requestStatus,
          expiresAt: unit?.endsAt ?? null,
          ...filterColumnsFromParameters(answers),
        })
        .returning({ id: properties.id, slugId: properties.slugId, requestStatus: properties.requestStatus });
      const property = created!;
      await writeParameters(tx, property.id, answers);
      await writeFacilities(tx, property.id, draft.facilities ?? []);
      await writeAttachments(tx, "property", property.id, attachments);
      const checked = await checkListing(tx, property.id);
      return { ...property, checks: checked.warnings };
    });
  });
  const { checks, ...written } = row;
  return { ...written, warnings: [...seoWarnings(draft), ...checks] };
}
