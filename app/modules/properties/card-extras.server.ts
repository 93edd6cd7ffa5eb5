import { sql, type Placeholder, type SQL } from "drizzle-orm";
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

/** A recorded answer as the statement below sends it: the parameter's columns, then the value. */
type AnswerTuple = [
  id: number,
  code: string | null,
  name: string,
  translations: ParameterRow["translations"],
  typeOfParameter: ParameterRow["typeOfParameter"],
  typeValues: ParameterRow["typeValues"],
  unit: string | null,
  image: string,
  isRequired: boolean,
  value: string,
];
type ParameterRow = typeof parameters.$inferSelect;

/** `cardExtrasColumn` as it arrives: the lister (id, name, photo) or null, the answers, the viewer's interest and open report. */
export type ExtrasJson = [
  owner: [id: number, name: string | null, image: string | null] | null,
  answers: AnswerTuple[],
  interested: boolean,
  reported: boolean,
];

/**
 * A listing's extras as one JSON column of a select over `properties`, so that a list's own
 * statement carries them (search-properties.server.ts) or the statement below reads them by id.
 * `viewer` is the viewer's user id (0 for a visitor), a placeholder in a statement built once.
 */
export function cardExtrasColumn(viewer: number | Placeholder): SQL<ExtrasJson> {
  return sql<ExtrasJson>`json_build_array(
    (select json_build_array(${users.id}, ${users.name}, ${users.image}) from ${users} where ${users.id} = ${properties.userId}),
    coalesce((
      select json_agg(json_build_array(${parameters.id}, ${parameters.code}, ${parameters.name}, ${parameters.translations},
        ${parameters.typeOfParameter}, ${parameters.typeValues}, ${parameters.unit}, ${parameters.image}, ${parameters.isRequired},
        ${propertyParameters.value}) order by ${parameters.id})
      from ${propertyParameters} join ${parameters} on ${parameters.id} = ${propertyParameters.parameterId}
      where ${propertyParameters.propertyId} = ${properties.id}), '[]'),
    exists (select 1 from ${propertyInterests}
      where ${propertyInterests.userId} = ${viewer} and ${propertyInterests.propertyId} = ${properties.id}),
    exists (select 1 from ${reports}
      where ${reports.userId} = ${viewer} and ${reports.propertyId} = ${properties.id} and ${reports.status} = 'open'))`;
}

/** Listings' extras from their `cardExtrasColumn`, the premium gate applied for the viewer. */
export async function cardExtrasFrom(
  db: Db,
  rows: { id: number; isPremium: boolean; extras: ExtrasJson }[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<Map<number, CardExtras>> {
  const { actor } = options;
  const result = new Map<number, CardExtras>();
  if (rows.length === 0) return result;
  const entitled = rows.some((row) => row.isPremium) && (await hasEntitlement(db, actor, "premium_properties"));
  for (const { id: listingId, isPremium, extras } of rows) {
    const [owner, answers, interested, reported] = extras;
    const ownerId = owner?.[0] ?? null;
    const locked = isPremium && !entitled && !(actor && ownerId === actor.id);
    result.set(listingId, {
      ownerId,
      ownerName: owner?.[1] ?? null,
      ownerImage: owner?.[2] ?? null,
      parameters: locked
        ? []
        : answers.map(([id, code, name, translations, typeOfParameter, typeValues, unit, image, isRequired, value]) =>
            toParameterView({ id, code, name, translations, typeOfParameter, typeValues, unit, image, isRequired }, value, options.lang),
          ),
      interested,
      reported,
      locked,
    });
  }
  return result;
}

/** The listings' ids (a PostgreSQL array literal), a placeholder of the statement below. */
const ids = sql.placeholder("ids");

/**
 * The extras of listings by id, in one statement whatever the page size, built once
 * (built-statements.server.ts): the lister, the recorded answers (withheld where the premium gate
 * applies, as the detail's preview withholds them), and the viewer's interest and open report.
 */
export async function loadCardExtras(
  db: Db,
  propertyIds: number[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<Map<number, CardExtras>> {
  if (propertyIds.length === 0) return new Map();
  const statement = builtStatement(db, "card-extras", () =>
    db
      .select({ id: properties.id, isPremium: properties.isPremium, extras: cardExtrasColumn(sql.placeholder("viewer")) })
      .from(properties)
      .where(sql`${properties.id} = any(${ids}::int[])`),
  );
  const rows = (await statement.execute({ ids: `{${propertyIds.join(",")}}`, viewer: options.actor?.id ?? 0 })) as {
    id: number;
    isPremium: boolean;
    extras: ExtrasJson;
  }[];
  return cardExtrasFrom(db, rows, options);
}
