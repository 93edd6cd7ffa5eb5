import { eq, sql } from "drizzle-orm";
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

interface ExtrasRow {
  id: number;
  isPremium: boolean;
  ownerId: number | null;
  name: string | null;
  image: string | null;
  answers: AnswerTuple[];
  interested: boolean;
  reported: boolean;
}

/** The listings' ids (a PostgreSQL array literal) and the viewer's id (0 for a visitor), its placeholders. */
const ids = sql.placeholder("ids");
const viewer = sql.placeholder("viewer");

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
  const result = new Map<number, CardExtras>();
  if (propertyIds.length === 0) return result;
  const { actor } = options;
  const statement = builtStatement(db, "card-extras", () =>
    db
      .select({
        id: properties.id,
        isPremium: properties.isPremium,
        ownerId: users.id,
        name: users.name,
        image: users.image,
        answers: sql<AnswerTuple[]>`coalesce((
          select json_agg(json_build_array(${parameters.id}, ${parameters.code}, ${parameters.name}, ${parameters.translations},
            ${parameters.typeOfParameter}, ${parameters.typeValues}, ${parameters.unit}, ${parameters.image}, ${parameters.isRequired},
            ${propertyParameters.value}) order by ${parameters.id})
          from ${propertyParameters} join ${parameters} on ${parameters.id} = ${propertyParameters.parameterId}
          where ${propertyParameters.propertyId} = ${properties.id}), '[]')`,
        interested: sql<boolean>`exists (select 1 from ${propertyInterests}
          where ${propertyInterests.userId} = ${viewer} and ${propertyInterests.propertyId} = ${properties.id})`,
        reported: sql<boolean>`exists (select 1 from ${reports}
          where ${reports.userId} = ${viewer} and ${reports.propertyId} = ${properties.id} and ${reports.status} = 'open')`,
      })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.userId))
      .where(sql`${properties.id} = any(${ids}::int[])`),
  );
  const [rows, entitled] = await Promise.all([
    statement.execute({ ids: `{${propertyIds.join(",")}}`, viewer: actor?.id ?? 0 }) as Promise<ExtrasRow[]>,
    hasEntitlement(db, actor, "premium_properties"),
  ]);
  for (const row of rows) {
    const locked = row.isPremium && !entitled && !(actor && row.ownerId === actor.id);
    result.set(row.id, {
      ownerId: row.ownerId,
      ownerName: row.name,
      ownerImage: row.image,
      parameters: locked
        ? []
        : row.answers.map(([id, code, name, translations, typeOfParameter, typeValues, unit, image, isRequired, value]) =>
            toParameterView({ id, code, name, translations, typeOfParameter, typeValues, unit, image, isRequired }, value, options.lang),
          ),
      interested: row.interested,
      reported: row.reported,
      locked,
    });
  }
  return result;
}
