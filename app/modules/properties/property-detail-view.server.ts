import { asc, eq, sql, type SQL } from "drizzle-orm";
import {
  categories,
  facilities,
  parameters,
  properties,
  propertyDocuments,
  propertyFacilities,
  propertyImages,
  propertyParameters,
  users,
  wards,
} from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized } from "../../lib/i18n/localize.ts";
import { imageView, type ImageView } from "../../lib/storage/image-view.ts";
import { mediaUrl } from "../../lib/storage/media-url.ts";
import { canShowOwnerContact } from "../packages/has-entitlement.server.ts";
import { listingBadgeColumn } from "../verification/listing-badge.server.ts";
import { maskPhone } from "./owner-phone.ts";
import {
  categoryColumns,
  toCards,
  wardColumns,
  type CardRow,
  type PropertyCard,
  type PropertyRow,
  type ViewDeps,
} from "./property-view.server.ts";

/** A lister as the detail reads them. */
type User = typeof users.$inferSelect;

export interface PropertyParameterView {
  id: number;
  code: string | null;
  name: string;
  value: string;
  /** The option's label for dropdown/radio/checkbox answers, else the value. */
  value_label: string;
  unit: string | null;
  type_of_parameter: string;
  /** The parameter's options (dropdown, radio, checkbox), as the category lists them. */
  type_values: { value: string; label: string; labelEn?: string }[];
  is_required: boolean;
  image: string;
}

/** One recorded answer as detail and card answers show it. */
export function toParameterView(parameter: typeof parameters.$inferSelect, value: string, lang: LanguageCode): PropertyParameterView {
  return {
    id: parameter.id,
    code: parameter.code,
    name: localized(parameter.name, parameter.translations, lang),
    value,
    value_label: answerLabel(parameter, value, lang),
    unit: parameter.unit,
    type_of_parameter: parameter.typeOfParameter,
    type_values: parameter.typeValues,
    is_required: parameter.isRequired,
    image: parameter.image,
  };
}

export interface PropertyFacilityView {
  id: number;
  facility_id: number;
  name: string;
  image: string;
  /** Kilometres. */
  distance: number;
}

export interface PropertyDetail extends PropertyCard {
  description: string;
  client_address: string | null;
  video_link: string | null;
  three_d_image: string | null;
  gallery_images: (ImageView & { id: number; image: string })[];
  documents: { id: number; name: string; url: string; size: number }[];
  parameters: PropertyParameterView[];
  facilities: PropertyFacilityView[];
  direction: string | null;
  legal_status: string | null;
  furnishing: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  status: string;
  request_status: string;
  /** Set on a premium listing's preview: the viewer may not open it, so its gated parts are withheld. */
  is_premium_locked?: boolean;
  /** The owner's card; mobile and email are null when the owner's package hides them. */
  customer: {
    id: number;
    name: string;
    profile: string | null;
    is_verified_agent: boolean;
    /** Masked ("0909•••456"); reveal-phone answers the number and counts the viewer. */
    mobile: string | null;
    mobile_is_masked: boolean;
    email: string | null;
  } | null;
}

/** A card row with the whole listing row, for `toDetails`. */
export type DetailRow = CardRow & { property: PropertyRow };

/** As `selectCards`, with the whole listing row (for `toDetails`). */
export function selectDetails(db: Db, extra: Record<string, SQL<number>> = {}) {
  return db
    .select({ property: properties, category: categoryColumns, ward: wardColumns, badge: listingBadgeColumn(properties.id), ...extra })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .leftJoin(wards, eq(wards.code, properties.wardCode));
}

/** A stored checkbox answer: the JSON list of chosen option values (a lone value reads as a list of one). */
export function storedChoices(value: string): string[] {
  if (!value.startsWith("[")) return value ? [value] : [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** An answer as people read it: each chosen option by its label in `lang`, else the value itself. */
export function answerLabel(
  parameter: { typeOfParameter: string; typeValues: { value: string; label: string; labelEn?: string | null }[] },
  value: string,
  lang: LanguageCode,
): string {
  const label = (v: string) => {
    const option = parameter.typeValues.find((o) => o.value === v);
    return option ? (lang === "en" && option.labelEn ? option.labelEn : option.label) : v;
  };
  if (parameter.typeOfParameter === "checkbox") return storedChoices(value).map(label).join(", ");
  return label(value);
}

/** The full detail of card rows: gallery, documents, parameters, facilities, owner. */
export async function toDetails(
  deps: ViewDeps,
  rows: DetailRow[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<PropertyDetail[]> {
  if (rows.length === 0) return [];
  const { db } = deps;
  const ids = rows.map((r) => r.property.id);
  const ownerIds = [...new Set(rows.map((r) => r.property.userId).filter((id): id is number => id !== null))];
  const urlFor = (key: string) => deps.storage.url(key);
  // Each statement built once (built-statements.server.ts), run with the listings' and owners' ids.
  const values = { ids: `{${ids.join(",")}}`, ownerIds: `{${ownerIds.join(",")}}` };
  const listed = sql.placeholder("ids");
  const [cards, images, documents, parameterRows, facilityRows, owners] = await Promise.all([
    toCards(deps, rows, options),
    builtStatement(db, "detail:images", () =>
      db
        .select()
        .from(propertyImages)
        .where(sql`${propertyImages.propertyId} = any(${listed}::int[])`)
        .orderBy(asc(propertyImages.sequence), asc(propertyImages.id)),
    ).execute(values) as Promise<(typeof propertyImages.$inferSelect)[]>,
    builtStatement(db, "detail:documents", () =>
      db
        .select()
        .from(propertyDocuments)
        .where(sql`${propertyDocuments.propertyId} = any(${listed}::int[])`)
        .orderBy(asc(propertyDocuments.id)),
    ).execute(values) as Promise<(typeof propertyDocuments.$inferSelect)[]>,
    builtStatement(db, "detail:parameters", () =>
      db
        .select({ propertyId: propertyParameters.propertyId, value: propertyParameters.value, parameter: parameters })
        .from(propertyParameters)
        .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
        .where(sql`${propertyParameters.propertyId} = any(${listed}::int[])`)
        .orderBy(asc(parameters.id)),
    ).execute(values) as Promise<{ propertyId: number; value: string; parameter: typeof parameters.$inferSelect }[]>,
    builtStatement(db, "detail:facilities", () =>
      db
        .select({ propertyId: propertyFacilities.propertyId, distance: propertyFacilities.distance, facility: facilities })
        .from(propertyFacilities)
        .innerJoin(facilities, eq(facilities.id, propertyFacilities.facilityId))
        .where(sql`${propertyFacilities.propertyId} = any(${listed}::int[])`)
        .orderBy(asc(propertyFacilities.distance)),
    ).execute(values) as Promise<{ propertyId: number; distance: number; facility: typeof facilities.$inferSelect }[]>,
    ownerIds.length
      ? (builtStatement(db, "detail:owners", () =>
          db
            .select({
              id: users.id,
              name: users.name,
              image: users.image,
              role: users.role,
              isVerifiedAgent: users.isVerifiedAgent,
              phone: users.phoneNumber,
              email: users.email,
            })
            .from(users)
            .where(sql`${users.id} = any(${sql.placeholder("ownerIds")}::int[])`),
        ).execute(values) as Promise<
          (Pick<User, "id" | "name" | "image" | "role" | "isVerifiedAgent" | "email"> & { phone: User["phoneNumber"] })[]
        >)
      : Promise.resolve([]),
  ]);
  const contactShown = new Map<number, boolean>();
  for (const owner of owners) contactShown.set(owner.id, await canShowOwnerContact(db, owner));
  return rows.map(({ property: p }, index) => {
    const owner = owners.find((o) => o.id === p.userId);
    const showContact = owner ? contactShown.get(owner.id) === true : false;
    return {
      ...cards[index]!,
      description: p.description,
      client_address: p.clientAddress,
      video_link: p.videoLink,
      three_d_image: imageView(p.threeDImage, urlFor, 2048)?.url ?? null,
      gallery_images: images
        .filter((img) => img.propertyId === p.id)
        .map((img) => {
          const view = imageView(img.image, urlFor)!;
          return { id: img.id, image: view.url, ...view };
        }),
      documents: documents
        .filter((doc) => doc.propertyId === p.id)
        .map((doc) => ({ id: doc.id, name: doc.name, url: urlFor(doc.key), size: doc.size })),
      parameters: parameterRows
        .filter((row) => row.propertyId === p.id)
        .map(({ parameter, value }) => toParameterView(parameter, value, options.lang)),
      facilities: facilityRows
        .filter((row) => row.propertyId === p.id)
        .map(({ facility, distance }) => ({
          id: facility.id,
          facility_id: facility.id,
          name: localized(facility.name, facility.translations, options.lang),
          image: facility.image,
          distance,
        })),
      direction: p.direction,
      legal_status: p.legalStatus,
      furnishing: p.furnishing,
      meta_title: p.metaTitle,
      meta_description: p.metaDescription,
      meta_keywords: p.metaKeywords,
      meta_image: imageView(p.metaImage, urlFor, 1200)?.url ?? null,
      status: p.status,
      request_status: p.requestStatus,
      customer: owner
        ? {
            id: owner.id,
            name: owner.name,
            profile: mediaUrl(owner.image, urlFor),
            is_verified_agent: owner.isVerifiedAgent,
            mobile: showContact && owner.phone ? maskPhone(owner.phone) : null,
            mobile_is_masked: showContact && Boolean(owner.phone),
            email: showContact ? owner.email : null,
          }
        : null,
    };
  });
}
