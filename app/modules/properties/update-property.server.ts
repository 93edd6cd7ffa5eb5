import { eq } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { findOwnListing } from "../listings/find-own-listing.server.ts";
import { initialRequestStatus } from "../listings/listing-policy.server.ts";
import type { ListingDeps, WriteResult } from "../listings/write-result.ts";
import type { PropertyChanges } from "./property-schemas.ts";
import { assertCategory, resolveWard } from "../listings/listing-relations.server.ts";
import { assertFacilities, currentAnswers, resolveParameters, writeFacilities, writeParameters } from "./property-relations.server.ts";
import { editedSeoWarnings } from "../listings/seo-warnings.ts";
import { changedListingColumns } from "../listings/listing-columns.ts";
import { storeAttachments, writeAttachments } from "../listings/listing-attachments.server.ts";
import { releasedFiles, removeReleasedFiles, withUploads } from "../listings/upload-batch.server.ts";
import { changedScalars, isStaffWrite, writableRow, type ListingWriter } from "../listings/listing-scope.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { checkListing } from "./check-listing.server.ts";

/**
 * Edits the owner's listing (update_post_property): changed fields, replaced answers and
 * distances, new photos and documents appended, listed ones removed. The slug stays.
 * The edit goes back to staff review unless the owner is auto-approved. New files are
 * stored before the transaction and removed if it fails; replaced and removed files are
 * deleted only after it commits. An admin acting as staff (`asStaff`) edits anyone's listing
 * through the same rules; the listing keeps its review state and the edit is audited. Every
 * edit is checked again for likely duplicates and a pin outside the ward (check-listing.server.ts).
 */
export async function updateProperty(
  deps: ListingDeps,
  input: ListingWriter & { propertyId: number; changes: PropertyChanges },
): Promise<WriteResult> {
  const { db } = deps;
  const { actor, changes } = input;
  const current = await findOwnListing(db, properties, input, input.propertyId);
  const byStaff = isStaffWrite(input, current.userId);
  const categoryId = changes.categoryId ?? current.categoryId;
  if (changes.categoryId !== undefined) await assertCategory(db, changes.categoryId);
  const ward = changes.wardCode ? await resolveWard(db, changes.wardCode) : null;
  const answers = changes.parameters
    ? await resolveParameters(db, categoryId, changes.parameters)
    : changes.categoryId !== undefined
      ? await currentAnswers(db, current.id)
      : null;
  if (changes.facilities) await assertFacilities(db, changes.facilities);
  const propertyType = changes.propertyType ?? current.propertyType;
  const rentduration = propertyType === "rent" ? (changes.rentduration ?? current.rentduration) : null;
  if (propertyType === "rent" && !rentduration) throw new AppError("VALIDATION", { fields: { rentduration: "rentDurationRequired" } });
  const requestStatus = byStaff ? current.requestStatus : await initialRequestStatus(db, actor);
  const released = releasedFiles();

  const row = await withUploads(deps.storage, `properties/u${current.userId ?? actor.id}`, async (batch) => {
    const titleImage = changes.titleImage ? await batch.image(changes.titleImage, "title_image") : undefined;
    const threeDImage = changes.threeDImage ? await batch.image(changes.threeDImage, "three_d_image") : undefined;
    const metaImage = changes.metaImage ? await batch.image(changes.metaImage, "meta_image") : undefined;
    const attachments = await storeAttachments(batch, changes);

    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(properties)
        .where(writableRow(properties, input, current.id))
        .for("update");
      if (!locked) throw new AppError("NOT_FOUND");
      const filterColumns = answers ? await writeParameters(tx, locked.id, answers) : {};
      if (changes.facilities) await writeFacilities(tx, locked.id, changes.facilities);
      const dropThreeD = changes.removeThreeDImage && !threeDImage;
      const columns = {
        ...changedListingColumns(changes, ward),
        propertyType: changes.propertyType,
        price: changes.price,
        rentduration,
        address: changes.address,
        clientAddress: changes.clientAddress,
        isPremium: changes.isPremium,
        titleImage,
        metaImage,
        threeDImage: threeDImage ?? (dropThreeD ? null : undefined),
        ...filterColumns,
        requestStatus,
        rejectReason: byStaff ? locked.rejectReason : null,
        updatedAt: new Date(),
      };
      const [updated] = await tx
        .update(properties)
        .set(columns)
        .where(eq(properties.id, locked.id))
        .returning({ id: properties.id, slugId: properties.slugId, requestStatus: properties.requestStatus });
      if (byStaff) {
        const change = changedScalars(locked, columns);
        await recordStaffAction(tx, { actor, action: "property.edit", entityType: "property", entityId: locked.id, ...change });
      }
      if (titleImage) released.images.push(locked.titleImage);
      if (metaImage) released.images.push(locked.metaImage);
      if (threeDImage || dropThreeD) released.images.push(locked.threeDImage);
      await writeAttachments(
        tx,
        "property",
        locked.id,
        { ...attachments, removeGalleryImages: changes.removeGalleryImages, removeDocuments: changes.removeDocuments },
        released,
      );
      const checked = await checkListing(tx, locked.id);
      return { ...updated!, checks: checked.warnings };
    });
  });
  await removeReleasedFiles(deps, released);
  const { checks, ...written } = row;
  return { ...written, warnings: [...editedSeoWarnings(changes, current), ...checks] };
}
