import { and, asc, eq, sql } from "drizzle-orm";
import { parameters, properties, propertyInterests, propertyParameters, reports, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
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

/** The listings' ids (a PostgreSQL array literal) and the viewer's id, the placeholders of the statements below. */
const ids = sql.placeholder("ids");
const viewer = sql.placeholder("viewer") as unknown as number;

/**
 * The extras of listings by id, in a fixed number of statements whatever the page size, each
 * built once (built-statements.server.ts): the lister, the recorded answers (withheld where the
 * premium gate applies, as the detail's preview withholds them), and the viewer's interest and
 * open report.
 */
export async function loadCardExtras(
  db: Db,
  propertyIds: number[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<Map<number, CardExtras>> {
  const result = new Map<number, CardExtras>();
  if (propertyIds.length === 0) return result;
  const { actor } = options;
  const values = { ids: `{${propertyIds.join(",")}}`, viewer: actor?.id ?? 0 };
  const [owners, answers, interests, reported, entitled] = await Promise.all([
    builtStatement(db, "card-extras:owners", () =>
      db
        .select({ id: properties.id, isPremium: properties.isPremium, ownerId: users.id, name: users.name, image: users.image })
        .from(properties)
        .leftJoin(users, eq(users.id, properties.userId))
        .where(sql`${properties.id} = any(${ids}::int[])`),
    ).execute(values) as Promise<{ id: number; isPremium: boolean; ownerId: number | null; name: string | null; image: string | null }[]>,
    builtStatement(db, "card-extras:answers", () =>
      db
        .select({ propertyId: propertyParameters.propertyId, value: propertyParameters.value, parameter: parameters })
        .from(propertyParameters)
        .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
        .where(sql`${propertyParameters.propertyId} = any(${ids}::int[])`)
        .orderBy(asc(parameters.id)),
    ).execute(values) as Promise<{ propertyId: number; value: string; parameter: typeof parameters.$inferSelect }[]>,
    actor
      ? (builtStatement(db, "card-extras:interests", () =>
          db
            .select({ id: propertyInterests.propertyId })
            .from(propertyInterests)
            .where(and(eq(propertyInterests.userId, viewer), sql`${propertyInterests.propertyId} = any(${ids}::int[])`)),
        ).execute(values) as Promise<{ id: number }[]>)
      : Promise.resolve([]),
    actor
      ? (builtStatement(db, "card-extras:reports", () =>
          db
            .select({ id: reports.propertyId })
            .from(reports)
            .where(and(eq(reports.userId, viewer), eq(reports.status, "open"), sql`${reports.propertyId} = any(${ids}::int[])`)),
        ).execute(values) as Promise<{ id: number | null }[]>)
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
