import { eq } from "drizzle-orm";
import { conversations, messages, properties, propertyDocuments, propertyImages } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { messageFileKeys } from "../chat/chat-message-view.ts";
import type { ListingDeps } from "../listings/write-result.ts";
import { releasedFiles, removeReleasedFiles } from "../listings/upload-batch.server.ts";
import { isStaffWrite, writableRow, type ListingWriter } from "../listings/listing-scope.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/**
 * Deletes the owner's listing (delete_property) with its rows in one transaction, then
 * its files (and those of the conversations about it) once the transaction has committed.
 * Anyone but the owner (or an admin acting as staff, whose deletion is audited) gets NOT_FOUND.
 */
export async function deleteProperty(deps: ListingDeps, input: ListingWriter & { propertyId: number }): Promise<void> {
  const released = releasedFiles();
  await deps.db.transaction(async (tx) => {
    const own = writableRow(properties, input, input.propertyId);
    const [row] = await tx.select().from(properties).where(own).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    const images = await tx.select({ image: propertyImages.image }).from(propertyImages).where(eq(propertyImages.propertyId, row.id));
    const documents = await tx
      .select({ key: propertyDocuments.key })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, row.id));
    // Conversations about the listing go with it (foreign key); so do their files.
    const chatFiles = await tx
      .select({ file: messages.file, audio: messages.audio })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.propertyId, row.id));
    await tx.delete(properties).where(own);
    if (isStaffWrite(input, row.userId)) {
      await recordStaffAction(tx, {
        actor: input.actor,
        action: "property.delete",
        entityType: "property",
        entityId: row.id,
        before: { title: row.title, userId: row.userId, requestStatus: row.requestStatus, status: row.status },
        after: null,
      });
    }
    released.images.push(row.titleImage, row.threeDImage, row.metaImage, ...images.map((i) => i.image));
    released.keys.push(...documents.map((d) => d.key), ...chatFiles.flatMap(messageFileKeys));
  });
  await removeReleasedFiles(deps, released);
}
