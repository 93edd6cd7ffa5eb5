import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { advertisements, projects, properties, requestStatuses } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import { toAdvertisementViews, type AdvertisementView } from "../listings/advertisement-view.server.ts";
import { selectProjects, toProjectDetails, type ProjectDetail, type ProjectRow } from "../projects/project-view.server.ts";
import { selectDetails, toDetails, type DetailRow, type PropertyDetail } from "../properties/property-detail-view.server.ts";
import type { Page } from "../../lib/page.ts";
import { findBaitPrices } from "../properties/find-bait-prices.server.ts";
import { loadWardCentres } from "../properties/ward-centres.server.ts";
import { pinOutsideWardKm } from "../properties/ward-location.ts";
import { openDuplicatesOf } from "./list-duplicate-candidates.server.ts";

export interface ModerationQueueInput {
  kind: "property" | "project" | "advertisement";
  /** Defaults to pending: the queue. */
  status?: (typeof requestStatuses)[number];
  categoryId?: number;
  search?: string;
  limit: number;
  offset: number;
  lang: LanguageCode;
}

export type ModerationItem =
  | (PropertyDetail & {
      reject_reason: string | null;
      /** Its price per m² as a percent of its ward's median, when below the bait-price share (docs/architecture.md). */
      bait_price_percent: number | null;
      /** The older listings it likely duplicates, in pairs waiting for a moderator (docs/architecture.md, "Duplicate listings"). */
      duplicate_of: number[];
      /** How far its pin lies from its ward's centre, km, when farther than the ward allows (docs/architecture.md, "Location sanity"). */
      pin_outside_km: number | null;
    })
  | (ProjectDetail & { request_status: string; reject_reason: string | null })
  | AdvertisementView;

/**
 * What staff review, oldest first: listings or projects in full (as the public will see
 * them, owner included) or feature requests, by review status, category and text. Listings
 * carry their flags: a likely bait price, likely duplicates, a pin outside the ward.
 */
export async function listModerationQueue(
  deps: { db: Db; storage: Pick<Storage, "url"> },
  input: ModerationQueueInput,
): Promise<Page<ModerationItem>> {
  const status = input.status ?? "pending";
  const search = input.search?.trim();
  if (input.kind === "advertisement") {
    const where = eq(advertisements.status, status);
    const [rows, [totalRow]] = await Promise.all([
      deps.db
        .select()
        .from(advertisements)
        .where(where)
        .orderBy(asc(advertisements.createdAt), asc(advertisements.id))
        .limit(input.limit)
        .offset(input.offset),
      deps.db.select({ total: count() }).from(advertisements).where(where),
    ]);
    return { items: await toAdvertisementViews(deps, rows), total: totalRow?.total ?? 0 };
  }
  if (input.kind === "project") {
    const conditions: SQL[] = [eq(projects.requestStatus, status)];
    if (input.categoryId) conditions.push(eq(projects.categoryId, input.categoryId));
    if (search) conditions.push(sql`${projects.searchText} like '%' || immutable_unaccent(lower(${search})) || '%'`);
    const where = and(...conditions);
    const [rows, [totalRow]] = await Promise.all([
      selectProjects(deps.db).where(where).orderBy(asc(projects.updatedAt), asc(projects.id)).limit(input.limit).offset(input.offset),
      deps.db.select({ total: count() }).from(projects).where(where),
    ]);
    const projectRows = rows as ProjectRow[];
    const details = await toProjectDetails(deps, projectRows, input.lang);
    return {
      items: details.map((d, i) => ({
        ...d,
        request_status: projectRows[i]!.project.requestStatus,
        reject_reason: projectRows[i]!.project.rejectReason,
      })),
      total: totalRow?.total ?? 0,
    };
  }
  const conditions: SQL[] = [eq(properties.requestStatus, status)];
  if (input.categoryId) conditions.push(eq(properties.categoryId, input.categoryId));
  if (search) conditions.push(sql`${properties.searchText} like '%' || immutable_unaccent(lower(${search})) || '%'`);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectDetails(deps.db).where(where).orderBy(asc(properties.updatedAt), asc(properties.id)).limit(input.limit).offset(input.offset),
    deps.db.select({ total: count() }).from(properties).where(where),
  ]);
  const cardRows = rows as DetailRow[];
  const details = await toDetails(deps, cardRows, { lang: input.lang });
  const bait = await findBaitPrices(
    deps.db,
    details.map((d) => ({
      id: d.id,
      wardCode: d.ward?.code ?? null,
      categoryId: d.category_id,
      propertyType: d.property_type,
      rentduration: d.rentduration,
      pricePerM2: d.price_per_m2,
    })),
  );
  const [duplicates, centres] = await Promise.all([
    openDuplicatesOf(
      deps.db,
      details.map((d) => d.id),
    ),
    loadWardCentres(
      deps.db,
      details.flatMap((d) => (d.ward ? [d.ward.code] : [])),
    ),
  ]);
  const pinOutside = (d: PropertyDetail) =>
    d.ward && d.latitude !== null && d.longitude !== null
      ? pinOutsideWardKm({ latitude: d.latitude, longitude: d.longitude }, centres.get(d.ward.code) ?? null)
      : null;
  return {
    items: details.map((d, i) => ({
      ...d,
      reject_reason: cardRows[i]!.property.rejectReason,
      bait_price_percent: bait.get(d.id) ?? null,
      duplicate_of: duplicates.get(d.id) ?? [],
      pin_outside_km: pinOutside(d),
    })),
    total: totalRow?.total ?? 0,
  };
}
