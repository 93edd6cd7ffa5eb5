import { sql, type SQLWrapper } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { StoredImage } from "./stored-image.ts";
import { users } from "./auth.ts";
import { categories, facilities, parameters } from "./catalog.ts";
import { wards } from "./places.ts";

export const propertyTypes = ["sell", "rent"] as const;
export const rentDurations = ["daily", "monthly", "quarterly", "yearly"] as const;
export const listingStatuses = ["active", "inactive", "sold", "rented"] as const;
export const requestStatuses = ["pending", "approved", "rejected"] as const;

/** A PostgreSQL full-text document (the 'simple' configuration: no stemming, no stop words). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * The public condition's fixed part, the predicate of the partial indexes behind every public
 * list (expiry compares with now(), which an index predicate cannot).
 */
export const publicListingPredicate = sql`request_status = 'approved' and status = 'active'`;

/** 64 bits (PostgreSQL bit(64)), read as a string of 0s and 1s. */
const bit64 = customType<{ data: string }>({
  dataType: () => "bit(64)",
});

/**
 * A stored photo's perceptual hash (`image->>'hash'`, 16 hex digits) as 64 bits, null when it
 * has none: the expression of a generated column beside the JSON, which the photo index reads
 * without visiting the rows (docs/architecture.md, "Duplicate listings").
 */
const photoHashBits = (image: string) =>
  sql.raw(`case when ${image}->>'hash' ~ '^[0-9a-f]{16}$' then ('x' || (${image}->>'hash'))::bit(64) end`);

/**
 * One 16-bit band of a photo hash column as an integer: band 0 is the highest 16 bits (hex
 * digits 1–4), band 3 the lowest (`hashBands` in app/lib/images/photo-hash.server.ts). The
 * photo index is one btree per band, keyed by the band, the hash and the listing, so that a
 * lookup by band values reads the candidates' hashes from the index alone; a query uses it by
 * writing the same expression. The indexes are not partial: the planner keeps statistics of
 * the bands only for an index over every row (it then counts about 1/65,536 of the photos per
 * band value, instead of a guess hundreds of times that which leads it to read every photo).
 */
export const photoHashBand = (hash: SQLWrapper, band: number) =>
  sql`((${hash}::bigint >> ${sql.raw(String(48 - band * 16))}) & 65535)::int`;

const photoHashIndexes = (name: string, hash: AnyPgColumn, listing: AnyPgColumn) =>
  [0, 1, 2, 3].map((band) => index(`${name}_photo_band_${band}`).on(photoHashBand(hash, band), hash, listing));

type PanelColumns = Record<"price" | "area" | "bedrooms" | "bathrooms" | "direction" | "legalStatus" | "furnishing", AnyPgColumn>;

/**
 * The filter panel's fields, which the list indexes carry after their order: a list narrowed by
 * several of them is tested on the index's entries, not on each listing's row.
 */
const panelFields = (t: PanelColumns) => [t.price, t.area, t.bedrooms, t.bathrooms, t.direction, t.legalStatus, t.furnishing];

type FeatureColumns = PanelColumns &
  Record<
    "featuredUntil" | "createdAt" | "id" | "expiresAt" | "categoryId" | "propertyType" | "wardCode" | "facilityDistances",
    AnyPgColumn
  >;

/**
 * An index of the running features in their order (`leading` columns first, then the feature's
 * end, newest among equals), carrying every other field a list filters on after it.
 */
const featuredIndex = (name: string, t: FeatureColumns, leading: AnyPgColumn[]) => {
  const fields = [t.categoryId, t.propertyType, ...panelFields(t), t.wardCode, t.facilityDistances];
  const [first, ...rest] = [
    ...leading,
    t.featuredUntil,
    t.createdAt,
    t.id,
    t.expiresAt,
    ...fields.filter((field) => !leading.includes(field)),
  ];
  return index(name)
    .on(first!, ...rest)
    .where(sql`${publicListingPredicate} and featured_until is not null`);
};

/** A listing (docs/architecture.md, "The API contract": property); money is whole VND, areas square metres. */
export const properties = pgTable(
  "properties",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    slugId: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    propertyType: text().$type<(typeof propertyTypes)[number]>().notNull(),
    price: bigint({ mode: "number" }).notNull(),
    rentduration: text().$type<(typeof rentDurations)[number]>(),
    area: numeric({ mode: "number" }),
    address: text().notNull().default(""),
    clientAddress: text(),
    wardCode: text().references(() => wards.code),
    /** The ward's name, copied on write so the generated search text can include it. */
    wardName: text().notNull().default(""),
    city: text().notNull().default(""),
    state: text().notNull().default(""),
    country: text().notNull().default("Việt Nam"),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    titleImage: jsonb().$type<StoredImage>(),
    /** The title photo's hash as bits, for the photo index (`photoHashBand`). */
    photoHash: bit64().generatedAlwaysAs(photoHashBits("title_image")),
    threeDImage: jsonb().$type<StoredImage>(),
    videoLink: text(),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    metaImage: jsonb().$type<StoredImage>(),
    isPremium: boolean().notNull().default(false),
    status: text().$type<(typeof listingStatuses)[number]>().notNull().default("active"),
    requestStatus: text().$type<(typeof requestStatuses)[number]>().notNull().default("pending"),
    rejectReason: text(),
    /** Set when a moderator merged this listing into an older one it duplicates (it is then rejected, so never public). */
    duplicateOfId: integer().references((): AnyPgColumn => properties.id, { onDelete: "set null" }),
    featuredUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** Copies of the key parameters (bedrooms, bathrooms, house_direction, legal_status, furnishing) for index-backed filters; written by `filterColumnsFromParameters`. */
    bedrooms: integer(),
    bathrooms: integer(),
    direction: text(),
    legalStatus: text(),
    furnishing: text(),
    /** Whether the listing is counted in map_cells; set by the properties_map_flag trigger (db/migrations/0008_map-cells.sql), never by the application. */
    onMap: boolean().notNull().default(false),
    /** Whether the listing is public (approved, active, unexpired) and counted in category_counts, ward_counts and facility_distance_counts; set by the properties_map_flag trigger (db/migrations/0012_listing-counts.sql), never by the application. */
    isPublic: boolean().notNull().default(false),
    totalViews: integer().notNull().default(0),
    totalLikes: integer().notNull().default(0),
    /**
     * The listing's facility distances (`property_facilities`) by facility id, in kilometres:
     * kept by a trigger on that table (migration 0036), carried in the category's newest-first
     * index so that "a facility within a distance" is tested there as the panel's other fields
     * are, not looked up listing by listing.
     */
    facilityDistances: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Title, ward, address and city, lower-cased without accents: staff and owner searches (LIKE, trigram index). */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(title || ' ' || ward_name || ' ' || address || ' ' || city))`),
    /** Title, ward, address and city (weight A) and description (weight D) as words, lower-cased without accents: the text search. */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(title || ' ' || ward_name || ' ' || address || ' ' || city))), 'A') || setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(description))), 'D')`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.categoryId),
    index().on(t.wardCode),
    // The staff dashboard counts new listings per day.
    index().on(t.createdAt),
    // Staff queues (pending, rejected) and owners' lists.
    index("properties_public_recent").on(t.requestStatus, t.status, t.createdAt),
    index("properties_area").on(t.area),
    index("properties_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Public lists: partial indexes over approved + active listings, one per main order. The
    // columns after the order (the expiry, and the price for a category) let the capped count
    // of a list be read from the index alone, without visiting each listing's row. The newest
    // lists, over all listings and within a category and type, also carry the filter panel's
    // fields (`panelFields`; at 1M listings a category with four of them and no match: 230–390
    // ms reading rows, 9–16 ms), and the category's its facility distances. The newest over all
    // carries the ward too: a former district's wards without a category ("quan 7") walk it
    // testing the ward on its entries (at 1M listings the capped count read 9,400 rows through
    // properties_public_recent: 9 ms; 2.6 ms on the entries).
    index("properties_pub_newest")
      .on(t.createdAt, t.id, t.expiresAt, t.categoryId, t.propertyType, ...panelFields(t), t.wardCode)
      .where(publicListingPredicate),
    index("properties_pub_category_newest")
      .on(t.categoryId, t.propertyType, t.createdAt, t.id, t.expiresAt, ...panelFields(t), t.facilityDistances)
      .where(publicListingPredicate),
    index("properties_pub_type_newest").on(t.propertyType, t.createdAt, t.id, t.expiresAt).where(publicListingPredicate),
    index("properties_pub_ward_newest").on(t.wardCode, t.createdAt, t.id, t.expiresAt).where(publicListingPredicate),
    // A former district (a few wards) and a category, as a free search is read ("căn hộ q7"):
    // without it the planner ANDed the whole ward, category and bedroom indexes at 1M listings.
    // It carries the panel's fields too ("căn hộ 3pn gò vấp 3-5 tỷ" at 1M: 64 → under 13 ms).
    index("properties_pub_ward_category")
      .on(t.wardCode, t.categoryId, t.createdAt, t.id, t.expiresAt, t.propertyType, ...panelFields(t))
      .where(publicListingPredicate),
    index("properties_pub_price").on(t.price, t.id).where(publicListingPredicate),
    // A category and type by price (newest first among equal prices): the price filters and the
    // price orders within one category, which the price index alone reads across all of them.
    index("properties_pub_category_price")
      .on(t.categoryId, t.propertyType, t.price, t.id.desc().nullsFirst(), t.expiresAt)
      .where(publicListingPredicate),
    // Similar listings: same category, type and ward, read outward from a price, newest first
    // among equal prices: upward (price, id desc) and, scanned backward, downward (price, id).
    index("properties_pub_similar_up")
      .on(t.categoryId, t.propertyType, t.wardCode, t.price, t.id.desc().nullsFirst())
      .where(publicListingPredicate),
    index("properties_pub_similar_down").on(t.categoryId, t.propertyType, t.wardCode, t.price, t.id).where(publicListingPredicate),
    index("properties_pub_views").on(t.totalViews, t.id).where(publicListingPredicate),
    index("properties_pub_likes").on(t.totalLikes, t.id).where(publicListingPredicate),
    // Running features first, newest among equals: the order of the default list's first query,
    // over all listings, within a ward, and within a category and type (the landing pages).
    // Features are few (1 % of the listings), so each of these carries every field a list
    // filters on (`featuredIndex`): the features of a filtered list are tested on the entries.
    // Without them, a category, a former district's wards and a price at 1M listings ANDed the
    // whole ward index (65,864 entries) for 12 features: 14.6 of the statement's 23 ms.
    featuredIndex("properties_pub_featured", t, []),
    featuredIndex("properties_pub_ward_featured", t, [t.wardCode]),
    featuredIndex("properties_pub_category_featured", t, [t.categoryId, t.propertyType]),
    index("properties_pub_premium_newest")
      .on(t.createdAt, t.id)
      .where(sql`${publicListingPredicate} and is_premium`),
    index("properties_pub_search_document").using("gin", t.searchDocument).where(publicListingPredicate),
    index("properties_pub_earth")
      .using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(publicListingPredicate),
    index("properties_pub_point")
      .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
      .where(publicListingPredicate),
    // The expiry sweep finds counted listings whose time has run out.
    index("properties_map_expiry")
      .on(t.expiresAt)
      .where(sql`on_map and expires_at is not null`),
    index("properties_public_expiry")
      .on(t.expiresAt)
      .where(sql`is_public and expires_at is not null`),
    // The title photo's hash by band: duplicate detection reads the photos near a listing's own.
    ...photoHashIndexes("properties", t.photoHash, t.id),
    // Title photos still to hash (app/modules/properties/backfill-photo-hashes.server.ts): none
    // once the job has caught up, so its look-up every tick reads an empty index, not every
    // listing (330 ms each 3 s at 1M listings).
    index("properties_photo_unhashed")
      .on(t.id)
      .where(sql`title_image is not null and not (title_image ? 'hash')`),
  ],
);

/**
 * Every word of every listing's search document (letters only, at least two): the
 * vocabulary that typo-tolerant search corrects a search's words against (trigram
 * similarity over thousands of words instead of a million listings). A trigger on properties
 * adds the words of each written listing (custom migration: docs/decisions/004-search-at-scale.md).
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text().primaryKey(),
  },
  (t) => [index("search_terms_trgm").using("gin", sql`${t.term} gin_trgm_ops`)],
);

export const propertyImages = pgTable(
  "property_images",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    image: jsonb().$type<StoredImage>().notNull(),
    /** The photo's hash as bits, for the photo index (`photoHashBand`). */
    photoHash: bit64().generatedAlwaysAs(photoHashBits("image")),
    sequence: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.propertyId, t.sequence),
    ...photoHashIndexes("property_images", t.photoHash, t.propertyId),
    // Gallery photos still to hash, as properties_photo_unhashed.
    index("property_images_photo_unhashed")
      .on(t.id)
      .where(sql`not (image ? 'hash')`),
  ],
);

export const propertyDocuments = pgTable(
  "property_documents",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    key: text().notNull(),
    name: text().notNull(),
    size: integer().notNull().default(0),
  },
  (t) => [index().on(t.propertyId)],
);

export const propertyParameters = pgTable(
  "property_parameters",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    parameterId: integer()
      .notNull()
      .references(() => parameters.id, { onDelete: "cascade" }),
    /** The entered value as text; checkbox answers are a JSON array. */
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.parameterId] }), index().on(t.parameterId)],
);

export const propertyFacilities = pgTable(
  "property_facilities",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    facilityId: integer()
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    /** Kilometres. */
    distance: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.facilityId] }), index().on(t.facilityId)],
);

/** A user's favourite listings; token-optional calls flag them (`is_favourite`). */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index().on(t.propertyId)],
);

/**
 * Who revealed a listing owner's phone number: one row per listing and viewer (a signed-in
 * user "u:<id>", a visitor "ip:<address>"), so the owner's count is of people, not clicks.
 */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewer: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.viewer] })],
);
