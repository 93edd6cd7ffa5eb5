import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { duplicateCandidates, properties, propertyImages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { findPhotoMatches } from "./find-photo-matches.server.ts";
import { duplicateScoreFloor, matchDuplicate, samePlaceKm, type MatchFacts } from "./duplicate-match.server.ts";

/** Listings compared with one write at most (the closest photo matches and neighbours first). */
const candidateLimit = 50;

/** Degrees of latitude in `samePlaceKm`, with room for the longitude's shorter degree near the equator. */
const placeBox = (samePlaceKm / 111) * 1.2;

/**
 * After a listing is written (inside the write's transaction), finds the listings it likely
 * duplicates (docs/architecture.md, "Duplicate listings") and stores each pair, newer listing
 * first, for moderators. Compared: listings with a photo whose hash is within
 * `samePhotoDistance` bits of one of its photos (`findPhotoMatches`, through the photo index),
 * and listings of the same category and type pinned within `samePlaceKm`; rejected listings (merged duplicates among them) are left out.
 * A pair a moderator already decided keeps its decision; an open pair that no longer matches
 * is dropped. Answers the ids of the owner's own listings it duplicates.
 */
export async function findDuplicates(tx: Db, propertyId: number): Promise<{ ownListingIds: number[]; candidates: number }> {
  const [listing] = await tx
    .select({
      id: properties.id,
      userId: properties.userId,
      categoryId: properties.categoryId,
      propertyType: properties.propertyType,
      price: properties.price,
      area: properties.area,
      latitude: properties.latitude,
      longitude: properties.longitude,
      titleHash: sql<string | null>`${properties.titleImage}->>'hash'`,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!listing) return { ownListingIds: [], candidates: 0 };
  const gallery = await tx
    .select({ hash: sql<string | null>`${propertyImages.image}->>'hash'` })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  const hashes = [listing.titleHash, ...gallery.map((g) => g.hash)].filter((h): h is string => Boolean(h && /^[0-9a-f]{16}$/.test(h)));

  // The closest photo of every other listing within the threshold, title photos and galleries alike.
  const photoMatches = await findPhotoMatches(tx, { hashes, exceptId: propertyId, limit: candidateLimit });
  const photoDistance = new Map(photoMatches.map((r) => [r.id, r.distance]));

  const nearby =
    listing.latitude !== null && listing.longitude !== null
      ? await tx
          .select({ id: properties.id })
          .from(properties)
          .where(
            and(
              sql`${properties.id} <> ${propertyId}`,
              sql`${properties.requestStatus} <> 'rejected'`,
              eq(properties.categoryId, listing.categoryId),
              eq(properties.propertyType, listing.propertyType),
              sql`${properties.latitude} between ${listing.latitude - placeBox} and ${listing.latitude + placeBox}`,
              sql`${properties.longitude} between ${listing.longitude - placeBox} and ${listing.longitude + placeBox}`,
            ),
          )
          .limit(candidateLimit)
      : [];
  const ids = [...new Set([...photoDistance.keys(), ...nearby.map((n) => n.id)])];
  const others: MatchFacts[] = ids.length
    ? await tx
        .select({
          id: properties.id,
          userId: properties.userId,
          price: properties.price,
          area: properties.area,
          latitude: properties.latitude,
          longitude: properties.longitude,
        })
        .from(properties)
        .where(inArray(properties.id, ids))
    : [];

  const found = others
    .map((other) => ({ other, ...matchDuplicate(listing, other, photoDistance.get(other.id) ?? null) }))
    .filter((m) => m.score >= duplicateScoreFloor);
  const pairs = found.map((m) => ({
    propertyId: Math.max(listing.id, m.other.id),
    originalId: Math.min(listing.id, m.other.id),
    reasons: m.reasons,
    score: m.score,
    photoDistance: photoDistance.get(m.other.id) ?? null,
  }));
  const involving = or(eq(duplicateCandidates.propertyId, propertyId), eq(duplicateCandidates.originalId, propertyId));
  const kept = pairs.map((p) => (p.propertyId === propertyId ? p.originalId : p.propertyId));
  await tx
    .delete(duplicateCandidates)
    .where(
      and(
        involving,
        eq(duplicateCandidates.status, "open"),
        kept.length ? and(notInArray(duplicateCandidates.originalId, kept), notInArray(duplicateCandidates.propertyId, kept)) : undefined,
      ),
    );
  for (const pair of pairs) {
    await tx
      .insert(duplicateCandidates)
      .values(pair)
      .onConflictDoUpdate({
        target: [duplicateCandidates.propertyId, duplicateCandidates.originalId],
        set: { reasons: pair.reasons, score: pair.score, photoDistance: pair.photoDistance, updatedAt: new Date() },
        setWhere: eq(duplicateCandidates.status, "open"),
      });
  }
  return {
    ownListingIds: found.filter((m) => m.reasons.includes("same_owner")).map((m) => m.other.id),
    candidates: pairs.length,
  };
}
