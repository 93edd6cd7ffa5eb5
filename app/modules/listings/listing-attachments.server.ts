import { and, eq, inArray, max } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { projectDocuments, projectImages, propertyDocuments, propertyImages } from "../../../db/schema/index.ts";
import type { StoredImage } from "../../../db/schema/stored-image.ts";
import type { Db } from "../../lib/db.server.ts";
import { releasedFiles, type ReleasedFiles, type UploadBatch, type UploadedDocument } from "./upload-batch.server.ts";

/** The gallery photos and PDF documents a property or a project carries. */
export type AttachmentOwner = "property" | "project";

/** The files of one write's new attachments, named by the form fields they came from. */
export interface AttachmentUploads {
  galleryImages?: File[];
  documents?: File[];
}

/** New attachments after storage, and the rows to remove (by id, scoped to the owner). */
export interface AttachmentChanges {
  gallery: StoredImage[];
  documents: UploadedDocument[];
  removeGalleryImages?: number[];
  removeDocuments?: number[];
}

interface AttachmentTables {
  images: PgTable;
  imageId: PgColumn;
  imageOwner: PgColumn;
  image: PgColumn;
  sequence: PgColumn;
  documents: PgTable;
  documentId: PgColumn;
  documentOwner: PgColumn;
  documentKey: PgColumn;
  /** The owner column's property name in an inserted row. */
  ownerKey: "propertyId" | "projectId";
}

const tables: Record<AttachmentOwner, AttachmentTables> = {
  property: {
    images: propertyImages,
    imageId: propertyImages.id,
    imageOwner: propertyImages.propertyId,
    image: propertyImages.image,
    sequence: propertyImages.sequence,
    documents: propertyDocuments,
    documentId: propertyDocuments.id,
    documentOwner: propertyDocuments.propertyId,
    documentKey: propertyDocuments.key,
    ownerKey: "propertyId",
  },
  project: {
    images: projectImages,
    imageId: projectImages.id,
    imageOwner: projectImages.projectId,
    image: projectImages.image,
    sequence: projectImages.sequence,
    documents: projectDocuments,
    documentId: projectDocuments.id,
    documentOwner: projectDocuments.projectId,
    documentKey: projectDocuments.key,
    ownerKey: "projectId",
  },
};

/** Stores a write's new gallery photos and documents through its batch (before the transaction). */
export async function storeAttachments(
  batch: UploadBatch,
  uploads: AttachmentUploads,
): Promise<Pick<AttachmentChanges, "gallery" | "documents">> {
  const gallery: StoredImage[] = [];
  for (const [i, file] of (uploads.galleryImages ?? []).entries()) gallery.push(await batch.image(file, `gallery_images.${i}`));
  const documents: UploadedDocument[] = [];
  for (const [i, file] of (uploads.documents ?? []).entries()) documents.push(await batch.document(file, `documents.${i}`));
  return { gallery, documents };
}

/**
 * Inside the write's transaction: removes the listed rows of this owner (their files join
 * `released`, deleted after the commit) and appends the new photos after the last one.
 * `ownerId` is a row the caller has already proved the actor owns.
 */
export async function writeAttachments(
  tx: Db,
  owner: AttachmentOwner,
  ownerId: number,
  changes: AttachmentChanges,
  released: ReleasedFiles = releasedFiles(),
): Promise<void> {
  const t = tables[owner];
  if (changes.removeGalleryImages?.length) {
    const removed = await tx
      .delete(t.images)
      .where(and(eq(t.imageOwner, ownerId), inArray(t.imageId, changes.removeGalleryImages)))
      .returning({ image: t.image });
    released.images.push(...removed.map((r) => r.image as StoredImage));
  }
  if (changes.removeDocuments?.length) {
    const removed = await tx
      .delete(t.documents)
      .where(and(eq(t.documentOwner, ownerId), inArray(t.documentId, changes.removeDocuments)))
      .returning({ key: t.documentKey });
    released.keys.push(...removed.map((r) => r.key as string));
  }
  if (changes.gallery.length) {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(t.sequence) })
      .from(t.images)
      .where(eq(t.imageOwner, ownerId));
    const start = ((last as number | null) ?? -1) + 1;
    await tx.insert(t.images).values(changes.gallery.map((image, i) => ({ [t.ownerKey]: ownerId, image, sequence: start + i })));
  }
  if (changes.documents.length) await tx.insert(t.documents).values(changes.documents.map((d) => ({ [t.ownerKey]: ownerId, ...d })));
}
