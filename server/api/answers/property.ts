/**
 * A listing as every call answers it: eBroker's names and types (docs/architecture.md, "The API
 * contract"; the clients read `promoted`, `gallery`, `assign_facilities`, `customer_name`,
 * `total_view`, `is_favourite` as 0/1 …) beside our own fields, which our pages' scripts and tests
 * read. One schema and one serializer for cards and details alike.
 */
import { z } from "zod";
import type { Actor } from "../../../app/lib/actor.server.ts";
import type { Db } from "../../../app/lib/db.server.ts";
import type { LanguageCode } from "../../../app/lib/i18n/index.ts";
import { mediaUrl } from "../../../app/lib/storage/media-url.ts";
import { loadCardExtras, type CardExtras } from "../../../app/modules/properties/card-extras.server.ts";
import type { PropertyParameterView, PropertyDetail } from "../../../app/modules/properties/property-detail-view.server.ts";
import type { PropertyCard } from "../../../app/modules/properties/property-view.server.ts";
import { absoluteMedia } from "./media.ts";

export const categoryRefAnswer = z
  .object({ id: z.number().int(), category: z.string(), translated_name: z.string(), slug_id: z.string(), image: z.string() })
  .loose();

export const propertyParameterAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    translated_name: z.string(),
    type_of_parameter: z.string(),
    /** The options' values, as eBroker lists them. */
    type_values: z.array(z.string()),
    translated_option_value: z.array(z.object({ value: z.string(), translated: z.string() })),
    image: z.string(),
    /** The answer as people read it (an option's label). */
    value: z.string(),
    /** The answer as stored (an option's value). */
    value_code: z.string(),
    is_required: z.union([z.literal(0), z.literal(1)]),
  })
  .loose();

const galleryItem = z.object({ id: z.number().int(), image: z.string(), image_url: z.string() }).loose();
const documentItem = z
  .object({ id: z.number().int(), file_name: z.string(), file: z.string(), type: z.string(), property_id: z.number().int() })
  .loose();
const facilityItem = z
  .object({
    id: z.number().int(),
    property_id: z.number().int(),
    facility_id: z.number().int(),
    distance: z.number(),
    name: z.string(),
    translated_name: z.string(),
    image: z.string(),
  })
  .loose();

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** A listing in a list (cards carry eBroker's lists' fields; gallery, documents and facilities are the detail's). */
export const propertyAnswer = z
  .object({
    id: z.number().int(),
    slug_id: z.string(),
    title: z.string(),
    translated_title: z.string(),
    price: z.number().int(),
    property_type: z.enum(["sell", "rent"]),
    rentduration: z.string().nullable(),
    category_id: z.number().int(),
    category: categoryRefAnswer,
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    title_image: z.string(),
    title_image_hash: z.string(),
    promoted: z.boolean(),
    is_premium: z.boolean(),
    is_favourite: zeroOne,
    is_interested: zeroOne,
    is_reported: z.boolean(),
    is_verified: z.boolean(),
    inquiry: z.boolean(),
    total_view: z.number().int(),
    total_favourite_users: z.number().int(),
    post_created: z.string(),
    added_by: z.number().int(),
    customer_name: z.string(),
    profile: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    gallery: z.array(galleryItem),
    documents: z.array(documentItem),
    assign_facilities: z.array(facilityItem),
    parameters: z.array(propertyParameterAnswer),
    /** A premium listing the viewer may not open: the gated parts are withheld (empty or null). */
    is_premium_locked: z.boolean(),
    created_at: z.string(),
  })
  .loose();

/** One listing's detail (get_property by id or slug): the card plus the description and SEO fields. */
export const propertyDetailAnswer = propertyAnswer
  .extend({
    description: z.string(),
    translated_description: z.string(),
    video_link: z.string().nullable(),
    three_d_image: z.string().nullable(),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    meta_keywords: z.string().nullable(),
    meta_image: z.string().nullable(),
    status: z.string(),
    request_status: z.string(),
  })
  .loose();

export type PropertyAnswer = z.output<typeof propertyAnswer>;

/** What a serializer needs from a call: the database, the site's address, storage URLs, viewer and language. */
export function answerContext(call: {
  services: { db: Db; env: { baseUrl: string }; storage: { url(key: string): string } };
  actor?: Actor | null;
  lang: LanguageCode;
}): AnswerContext {
  const { services } = call;
  return { db: services.db, baseUrl: services.env.baseUrl, urlFor: (key) => services.storage.url(key), actor: call.actor, lang: call.lang };
}

export interface AnswerContext {
  db: Db;
  /** The site's address (env.baseUrl) media paths are made absolute with. */
  baseUrl: string;
  /** The storage driver's key → URL, for stored keys (owners' photos). */
  urlFor: (key: string) => string;
  actor?: Actor | null;
  lang: LanguageCode;
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
/** One formatter per language: making one costs more than the formatting (a list answer formats 20). */
function relativeTimeFormat(lang: LanguageCode): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(lang);
  if (!format) relativeTimeFormats.set(lang, (format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" })));
  return format;
}

/** The units of `postCreated`, largest first, with their length in seconds. */
const ageUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** Phrases already written, by language, count and unit: a list's cards repeat a few dozen of them. */
const agePhrases = new Map<string, string>();
const agePhrasesCap = 5_000;

function agePhrase(lang: LanguageCode, count: number, unit: Intl.RelativeTimeFormatUnit): string {
  const key = `${lang}:${count}:${unit}`;
  let phrase = agePhrases.get(key);
  if (phrase === undefined) {
    phrase = relativeTimeFormat(lang).format(count, unit);
    if (agePhrases.size < agePhrasesCap) agePhrases.set(key, phrase);
  }
  return phrase;
}

/** "3 days ago" / "3 ngày trước", as eBroker's `post_created` reads. */
export function postCreated(iso: string, lang: LanguageCode, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of ageUnits) {
    if (Math.abs(seconds) >= size) return agePhrase(lang, Math.trunc(seconds / size), unit);
  }
  return agePhrase(lang, seconds, "second");
}

function parameterAnswer(p: PropertyParameterView) {
  return {
    ...p,
    translated_name: p.name,
    type_values: p.type_values.map((option) => option.value),
    translated_option_value: p.type_values.map((option) => ({ value: option.value, translated: option.label })),
    value: p.value_label,
    value_code: p.value,
    is_required: p.is_required ? (1 as const) : (0 as const),
  };
}

function isDetail(item: PropertyCard | PropertyDetail): item is PropertyDetail {
  return "description" in item;
}

function fileType(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

function toAnswer(item: PropertyCard | PropertyDetail, extras: CardExtras | undefined, context: AnswerContext) {
  const locked = extras?.locked ?? false;
  const common = {
    ...item,
    translated_title: item.title,
    category: { ...item.category, translated_name: item.category.category },
    title_image: item.title_image ?? "",
    title_image_hash: "",
    promoted: item.is_promoted,
    is_favourite: item.is_favourite ? (1 as const) : (0 as const),
    is_interested: extras?.interested ? (1 as const) : (0 as const),
    is_reported: extras?.reported ?? false,
    is_verified: item.verified_listing !== null,
    inquiry: false,
    total_view: item.total_views,
    total_favourite_users: item.total_likes,
    post_created: postCreated(item.created_at, context.lang),
    added_by: extras?.ownerId ?? 0,
    customer_name: extras?.ownerName ?? "",
    profile: mediaUrl(extras?.ownerImage, context.urlFor) ?? "",
    email: null as string | null,
    mobile: null as string | null,
    gallery: [] as z.input<typeof galleryItem>[],
    documents: [] as z.input<typeof documentItem>[],
    assign_facilities: [] as z.input<typeof facilityItem>[],
    parameters: (extras?.parameters ?? []).map(parameterAnswer),
    is_premium_locked: locked,
  };
  if (!isDetail(item)) return common;
  return {
    ...common,
    translated_description: item.description,
    added_by: item.customer?.id ?? extras?.ownerId ?? 0,
    customer_name: item.customer?.name ?? common.customer_name,
    profile: item.customer?.profile ?? common.profile,
    email: item.customer?.email ?? null,
    mobile: item.customer?.mobile ?? null,
    gallery: item.gallery_images.map((image) => ({ id: image.id, image: image.image, image_url: image.image })),
    documents: item.documents.map((doc) => ({
      ...doc,
      file_name: doc.name,
      file: doc.url,
      type: fileType(doc.name),
      property_id: item.id,
    })),
    assign_facilities: item.facilities.map((facility) => ({
      ...facility,
      property_id: item.id,
      translated_name: facility.name,
    })),
    parameters: item.parameters.map(parameterAnswer),
    is_premium_locked: item.is_premium_locked ?? locked,
  };
}

/**
 * Listings (cards or details) in the answer's shape, media absolute; the extras are those the
 * list's own statement read (`withExtras`), else read in one statement.
 */
export async function propertyAnswers(items: (PropertyCard | PropertyDetail)[], context: AnswerContext, given?: Map<number, CardExtras>) {
  const extras =
    given ??
    (await loadCardExtras(
      context.db,
      items.map((item) => item.id),
      { actor: context.actor, lang: context.lang },
    ));
  return absoluteMedia(
    items.map((item) => toAnswer(item, extras.get(item.id), context)),
    context.baseUrl,
  );
}
