import { and, asc, eq, inArray } from "drizzle-orm";
import { parameters, properties, propertyInterests, propertyParameters, reports, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { hasEntitlement } from "../packages/has-entitlement.server.ts";
import { toParameterView, type PropertyParameterView } from "./property-detail-view.server.ts";

/** What a list's card carries beside the card itself, for clients that render cards as eBroker's lists do. */
export interface CardExtras {
  /** The lister's id, or null for a listing staff entered. */
  ownerId: number | null;
  ownerName: string | null;
  /** The lister's photo as stored (a key, a site path or a full URL). */
  ownerImage: string | null;
  /** Recorded answers; empty for a premium listing the viewer may not open (the gate withholds them). */
  parameters: PropertyParameterView[];
  /** The viewer registered interest in it. */
  interested: boolean;
  /** The viewer has an open report on it. */
  reported: boolean;
  /** Premium and the viewer is neither its owner nor entitled: its gated parts are withheld. */
  locked: boolean;
}

/**
 * The extras of listings by id, in a fixed number of statements whatever the page size: the
 * lister, the recorded answers (withheld where the premium gate applies, as the detail's preview
 * withholds them), and the viewer's interest and open report.
 */
export async function loadCardExtras(
  db: Db,
  propertyIds: number[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<Map<number, CardExtras>> {
  const result = new Map<number, CardExtras>();
  if (propertyIds.length === 0) return result;
  const { actor } = options;
  const [owners, answers, interests, reported, entitled] = await Promise.all([
    db
      .select({ id: properties.id, isPremium: properties.isPremium, ownerId: users.id, name: users.name, image: users.image })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.userId))
      .where(inArray(properties.id, propertyIds)),
    db
      .select({ propertyId: propertyParameters.propertyId, value: propertyParameters.value, parameter: parameters })
      .from(propertyParameters)
      .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
      .where(inArray(propertyParameters.propertyId, propertyIds))
      .orderBy(asc(parameters.id)),
    actor
      ? db
          .select({ id: propertyInterests.propertyId })
          .from(propertyInterests)
          .where(and(eq(propertyInterests.userId, actor.id), inArray(propertyInterests.propertyId, propertyIds)))
      : Promise.resolve([]),
    actor
      ? db
          .select({ id: reports.propertyId })
          .from(reports)
          .where(and(eq(reports.userId, actor.id), eq(reports.status, "open"), inArray(reports.propertyId, propertyIds)))
      : Promise.resolve([]),
    hasEntitlement(db, actor, "premium_properties"),
  ]);
  const interestedIds = new Set(interests.map((row) => row.id));
  const reportedIds = new Set(reported.map((row) => row.id));
  for (const row of owners) {
    const locked = row.isPremium && !entitled && !(actor && row.ownerId === actor.id);
    result.set(row.id, {
      ownerId: row.ownerId,
      ownerName: row.name,
      ownerImage: row.image,
      parameters: locked
        ? []
        : answers.filter((a) => a.propertyId === row.id).map((a) => toParameterView(a.parameter, a.value, options.lang)),
      interested: interestedIds.has(row.id),
      reported: reportedIds.has(row.id),
      locked,
    });
  }
  return result;
}
