import { and, eq, or, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { hasEntitlement, packageRequiredMessage } from "../packages/has-entitlement.server.ts";
import { countView, selectCards, toDetails, type CardRow, type PropertyDetail, type ViewDeps } from "./property-view.server.ts";
import { publicPropertyCondition } from "./public-condition.server.ts";

export interface GetPropertyDetailInput {
  id?: number;
  slugId?: string;
  actor?: Actor | null;
  lang: LanguageCode;
  /** Adds a view when someone other than the owner opens it (the detail page, get_property by id). */
  countView?: boolean;
}

/**
 * One listing's full detail. Visitors see public listings only; the owner and staff also
 * see their non-public ones. A premium listing needs the `premium_properties` entitlement
 * (owner and staff excepted): without it the call answers 403 with the per-feature message.
 */
export async function getPropertyDetail(deps: ViewDeps, input: GetPropertyDetailInput): Promise<PropertyDetail> {
  const { actor } = input;
  let key: SQL;
  if (input.id !== undefined) key = eq(properties.id, input.id);
  else if (input.slugId) key = eq(properties.slugId, input.slugId);
  else throw new AppError("NOT_FOUND");
  const visible = isStaff(actor) ? undefined : actor ? or(publicPropertyCondition(), eq(properties.userId, actor.id)) : publicPropertyCondition();
  const [row] = (await selectCards(deps.db).where(and(key, visible)).limit(1)) as CardRow[];
  if (!row) throw new AppError("NOT_FOUND");
  const isOwner = actor !== null && actor !== undefined && row.property.userId === actor.id;
  if (row.property.isPremium && !isOwner && !(await hasEntitlement(deps.db, actor, "premium_properties"))) {
    throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.premium_properties });
  }
  if (input.countView && !isOwner) countView(deps.db, row.property.id);
  const [detail] = await toDetails(deps, [row], { actor, lang: input.lang });
  return detail!;
}
