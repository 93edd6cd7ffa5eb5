import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import { duplicateCandidates, properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Page } from "../../lib/page.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import { selectDetails, toDetails, type DetailRow, type PropertyDetail } from "../properties/property-detail-view.server.ts";
import type { DuplicateReason } from "../properties/duplicate-match.server.ts";

export interface DuplicatePair {
  id: number;
  reasons: DuplicateReason[];
  score: number;
  photo_distance: number | null;
  created_at: string;
  /** The newer listing, which a merge or a rejection hides. */
  listing: PropertyDetail & { request_status: string };
  /** The older listing it repeats. */
  original: PropertyDetail & { request_status: string };
}

/** Open pairs whose listings are both still in play (neither rejected: a merged or rejected one is settled). */
const openPair = and(
  eq(duplicateCandidates.status, "open"),
  sql`not exists (select 1 from ${properties} where ${properties.id} in (${duplicateCandidates.propertyId}, ${duplicateCandidates.originalId}) and ${properties.requestStatus} = 'rejected')`,
);

/**
 * The likely duplicates waiting for moderators, oldest first, each pair with both listings in
 * full (photos, price, area, ward, owner) for a side-by-side look and the reasons they matched.
 */
export async function listDuplicateCandidates(
  deps: { db: Db; storage: Pick<Storage, "url"> },
  input: { limit: number; offset: number; lang: LanguageCode; listingId?: number },
): Promise<Page<DuplicatePair>> {
  // One listing's pairs (the moderation queue's link), or every open pair.
  const where =
    input.listingId === undefined
      ? openPair
      : and(openPair, or(eq(duplicateCandidates.propertyId, input.listingId), eq(duplicateCandidates.originalId, input.listingId)));
  const [pairs, [totalRow]] = await Promise.all([
    deps.db
      .select()
      .from(duplicateCandidates)
      .where(where)
      .orderBy(asc(duplicateCandidates.createdAt), asc(duplicateCandidates.id))
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ total: count() }).from(duplicateCandidates).where(where),
  ]);
  if (pairs.length === 0) return { items: [], total: totalRow?.total ?? 0 };
  const ids = [...new Set(pairs.flatMap((p) => [p.propertyId, p.originalId]))];
  const rows = (await selectDetails(deps.db).where(inArray(properties.id, ids))) as DetailRow[];
  const details = await toDetails(deps, rows, { lang: input.lang });
  const byId = new Map(details.map((d) => [d.id, d]));
  return {
    items: pairs.flatMap((p) => {
      const listing = byId.get(p.propertyId);
      const original = byId.get(p.originalId);
      if (!listing || !original) return [];
      return [
        {
          id: p.id,
          reasons: p.reasons,
          score: p.score,
          photo_distance: p.photoDistance,
          created_at: p.createdAt.toISOString(),
          listing,
          original,
        },
      ];
    }),
    total: totalRow?.total ?? 0,
  };
}

/** For each listing, the older listings it likely duplicates in an open pair: the moderation queue's flag. */
export async function openDuplicatesOf(db: Db, propertyIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (propertyIds.length === 0) return found;
  const rows = await db
    .select({ propertyId: duplicateCandidates.propertyId, originalId: duplicateCandidates.originalId })
    .from(duplicateCandidates)
    .where(and(inArray(duplicateCandidates.propertyId, propertyIds), openPair))
    .orderBy(asc(duplicateCandidates.id));
  for (const row of rows) found.set(row.propertyId, [...(found.get(row.propertyId) ?? []), row.originalId]);
  return found;
}
