import { and, eq, or, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { hasEntitlement, packageRequiredMessage } from "../packages/has-entitlement.server.ts";
import { countView, type ViewDeps } from "./property-view.server.ts";
import { selectDetails, toDetails, type DetailRow, type PropertyDetail } from "./property-detail-view.server.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";

export interface GetPropertyDetailInput {
  id?: number;
  slugId?: string;
  actor?: Actor | null;
  lang: LanguageCode;
  /** Adds a view when someone other than the owner opens it (the detail page, get_property by id). */
  countView?: boolean;
}

/** The listing the actor may see, and whether its premium parts are locked for them. */
export async function findVisibleListing(
  deps: ViewDeps,
  input: GetPropertyDetailInput,
): Promise<{ row: DetailRow; isOwner: boolean; isLocked: boolean }> {
  const { actor } = input;
  const by = input.id !== undefined ? "id" : input.slugId ? "slug" : null;
  if (!by) throw new AppError("NOT_FOUND");
  const who = isStaff(actor) ? "staff" : actor ? "member" : "visitor";
  // Built once per shape (which key, who asks): the whole listing row's select is the largest a
  // page renders, and drizzle rendering it cost about a tenth of a detail page's CPU.
  const statement = builtStatement(deps.db, `detail:row:${by}:${who}`, () => {
    const key = by === "id" ? eq(properties.id, sql.placeholder("key")) : eq(properties.slugId, sql.placeholder("key"));
    const visible =
      who === "staff"
        ? undefined
        : who === "member"
          ? or(publicPropertyCondition(), eq(properties.userId, sql.placeholder("actor")))
          : publicPropertyCondition();
    return selectDetails(deps.db).where(and(key, visible)).limit(1);
  });
  const [row] = (await statement.execute({ key: by === "id" ? input.id : input.slugId, actor: actor?.id ?? 0 })) as DetailRow[];
  if (!row) throw new AppError("NOT_FOUND");
  const isOwner = actor !== null && actor !== undefined && row.property.userId === actor.id;
  const isLocked = row.property.isPremium && !isOwner && !(await hasEntitlement(deps.db, actor, "premium_properties"));
  return { row, isOwner, isLocked };
}

/**
 * One listing's full detail. Visitors see public listings only; the owner and staff also
 * see their non-public ones. A premium listing needs the `premium_properties` entitlement
 * (owner and staff excepted): without it the call answers 403 with the per-feature message.
 */
export async function getPropertyDetail(deps: ViewDeps, input: GetPropertyDetailInput): Promise<PropertyDetail> {
  const { row, isOwner, isLocked } = await findVisibleListing(deps, input);
  if (isLocked) throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.premium_properties });
  if (input.countView && !isOwner) countView(deps.db, row.property.id, input.actor?.id);
  const [detail] = await toDetails(deps, [row], { actor: input.actor, lang: input.lang });
  return detail!;
}

/** The characters of the description a locked preview keeps. */
const teaserLength = 200;

/**
 * What the listing page shows: the full detail, or for a premium listing without the
 * entitlement the preview (title, main photo, price, ward, key facts and the start of the
 * description). The preview leaves out the gated parts: the owner's contact, the gallery,
 * the documents, the 360° image, the video, the parameters and the facilities.
 */
export async function getPropertyPage(
  deps: ViewDeps,
  input: GetPropertyDetailInput,
): Promise<{ property: PropertyDetail; isLocked: boolean; viewCounted: boolean }> {
  const { row, isOwner, isLocked } = await findVisibleListing(deps, input);
  const viewCounted = Boolean(input.countView) && !isOwner;
  if (viewCounted) countView(deps.db, row.property.id, input.actor?.id);
  const [detail] = await toDetails(deps, [row], { actor: input.actor, lang: input.lang });
  if (!isLocked) return { property: detail!, isLocked, viewCounted };
  const text = detail!.description.replace(/\s+/g, " ").trim();
  const teaser =
    text.length <= teaserLength
      ? text
      : `${text.slice(0, text.lastIndexOf(" ", teaserLength) > 0 ? text.lastIndexOf(" ", teaserLength) : teaserLength)}…`;
  return {
    isLocked,
    viewCounted,
    property: {
      ...detail!,
      description: teaser,
      client_address: null,
      video_link: null,
      three_d_image: null,
      gallery_images: [],
      documents: [],
      parameters: [],
      facilities: [],
      customer: detail!.customer ? { ...detail!.customer, mobile: null, email: null } : null,
    },
  };
}
