import { and, eq } from "drizzle-orm";
import { properties, verificationRequests, type PrivateFile } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { UploadInput } from "../../lib/storage/read-upload.ts";
import { storePrivateFile, type PrivateFileKind } from "../../lib/storage/private-file.server.ts";
import { defaultDocumentMaxBytes } from "../../lib/storage/store-document.server.ts";
import { notifyStaff } from "../notifications/notify-staff.server.ts";

/** At most this many recent photos go with one request. */
export const maxProofPhotos = 10;
/** A short video of the place: MP4 or WebM within this size (the whole request stays under the server's 25 MB). */
export const proofVideoMaxBytes = 20 * 1024 * 1024;

const present = (file: UploadInput): boolean => Boolean(file) && (file instanceof Uint8Array ? file.byteLength : file!.size) > 0;

/**
 * An owner asks staff to verify one of their own listings, with proof: the land-use
 * certificate (sổ đỏ / sổ hồng: a photo or PDF) and recent photos of the place or a short
 * video. The proof is stored privately (staff and the owner read it; never public). One
 * request waits at a time; a verified listing may ask again to renew its badge. Every staff
 * account is notified of the request.
 */
export async function requestListingVerification(
  deps: Pick<Services, "db" | "storage" | "env" | "events" | "logger">,
  input: { actor: Actor; propertyId: number; certificate: UploadInput; photos: UploadInput[]; video?: UploadInput },
): Promise<{ id: number; status: "pending" }> {
  const [property] = await deps.db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), eq(properties.userId, input.actor.id)));
  if (!property) throw new AppError("NOT_FOUND");
  const [open] = await deps.db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.propertyId, property.id),
        eq(verificationRequests.kind, "listing"),
        eq(verificationRequests.status, "pending"),
      ),
    );
  if (open) throw new AppError("VERIFICATION_OPEN", { messageKey: "listingVerificationOpen" });

  const photos = input.photos.filter(present);
  const problems: Record<string, string> = {};
  if (!present(input.certificate)) problems.certificate = "fileRequired";
  if (photos.length === 0 && !present(input.video)) problems.photos = "proofPhotosRequired";
  if (photos.length > maxProofPhotos) problems.photos = "tooManyProofPhotos";
  if (Object.keys(problems).length) throw new AppError("VALIDATION", { fields: problems });

  const stored: PrivateFile[] = [];
  const keep = async (
    field: string,
    file: UploadInput,
    role: NonNullable<PrivateFile["role"]>,
    accept: PrivateFileKind[],
    maxBytes: number,
    invalid: string,
  ) => {
    try {
      const { kind: _kind, ...saved } = await storePrivateFile(deps.storage, file, {
        keyPrefix: `listing-proof/u${input.actor.id}/p${property.id}`,
        accept,
        maxBytes,
        invalid: new AppError("VALIDATION", { fields: { [field]: invalid } }),
      });
      stored.push({ ...saved, role });
    } catch (error) {
      // A missing or oversized file keeps its own status and names the field it belongs to.
      if (isAppError(error) && !error.fields) throw new AppError(error.code, { fields: { [field]: error.key } });
      throw error;
    }
  };
  let requestId: number;
  try {
    await keep("certificate", input.certificate, "certificate", ["image", "pdf"], defaultDocumentMaxBytes, "certificateFileInvalid");
    for (const photo of photos) await keep("photos", photo, "photo", ["image"], defaultDocumentMaxBytes, "proofPhotoInvalid");
    if (present(input.video)) await keep("video", input.video, "video", ["video"], proofVideoMaxBytes, "proofVideoInvalid");
    const [request] = await deps.db
      .insert(verificationRequests)
      .values({ kind: "listing", userId: input.actor.id, propertyId: property.id, files: stored })
      .onConflictDoNothing()
      .returning({ id: verificationRequests.id });
    if (!request) throw new AppError("VERIFICATION_OPEN", { messageKey: "listingVerificationOpen" });
    requestId = request.id;
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
  await notifyStaff(deps, {
    titleKey: "listingVerificationToStaffTitle",
    vars: { title: property.title },
    url: "/admin/verifications?kind=listing",
    type: "verification",
  });
  return { id: requestId, status: "pending" };
}
