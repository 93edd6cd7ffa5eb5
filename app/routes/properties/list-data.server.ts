import { hasQueryBeyondLanguage } from "../../lib/seo/alternates.ts";
import { data } from "react-router";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { cityNameIn, translate } from "../../lib/i18n/index.ts";
import type { ListingQuery } from "../../modules/properties/listing-query.ts";
import { readListingSearch } from "../../modules/properties/read-listing-search.server.ts";
import { listingHref } from "../../modules/properties/listing-query.ts";
import type { Crumb } from "../../lib/seo/jsonld.ts";
import type { Services } from "../../lib/services.server.ts";
import { listWardPriceBands } from "../../modules/properties/get-ward-price-band.server.ts";
import type { WardPriceBand } from "../../modules/properties/ward-price-band.ts";
import type { BoundingBox } from "../../modules/properties/property-filters.server.ts";
import { searchProperties } from "../../modules/properties/search-properties.server.ts";
import { cardView } from "../../modules/properties/property-view.server.ts";
import { shellSettingsOf, type ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";
import { keptForPages, pageSettings } from "../+shared/discovery-context.server.ts";
import type { FilterOptionsRef } from "../../modules/filters/filter-options.ts";
import { currentFilterOptions, keptCategories, keptWards, wardOption } from "../../modules/filters/filter-options.server.ts";

/** A ward landing page's price bands big enough to show, largest sample first. */
export interface WardPriceBands {
  ward: string;
  rows: (WardPriceBand & { category: string; property_type: "sell" | "rent" })[];
}

export type Landing = { kind: "all" } | { kind: "category"; slug: string } | { kind: "ward"; slug: string };

/**
 * Everything the listing page and its landing pages show: the results for the URL's
 * filters, the filter choices, and the page's own title, description and heading.
 */
export async function loadListing(
  services: Services,
  input: {
    url: URL;
    landing: Landing;
    lang: LanguageCode;
    actor: Actor | null;
    bbox?: BoundingBox;
    /** The request's shell settings when the page has them already (routes/+shared/discovery-context.server.ts). */
    shellSettings?: Promise<ShellSettings>;
  },
) {
  const { db } = services;
  const { lang, landing } = input;
  const preset: Partial<ListingQuery> =
    landing.kind === "category" ? { category: landing.slug } : landing.kind === "ward" ? { ward: landing.slug } : {};
  const omit: (keyof ListingQuery)[] = landing.kind === "category" ? ["category"] : landing.kind === "ward" ? ["ward"] : [];
  // "căn hộ 2pn q7" becomes the page's own filters (chips, panel, links); the rest stays the search.
  const { asWritten, query, typed, search } = await readListingSearch(db, input.url.searchParams, preset);
  // The filter panel's choices are the same on every page: kept a few seconds (`keptForPages`).
  const [categories, wards] = await Promise.all([keptCategories(services, lang), keptWards(services)]);
  // A category's or ward's slug is searched by its id or code (searchProperties: withIndexedKeys).
  const filters = { ...search.filters, ...(input.bbox ? { bbox: input.bbox } : {}) };
  const [settings, kept, page] = await Promise.all([
    input.shellSettings ?? pageSettings(services).then(shellSettingsOf),
    currentFilterOptions(services, lang),
    searchProperties(services, { ...search, filters, limit: query.limit, offset: query.offset, actor: input.actor, lang }),
  ]);
  const city = cityNameIn(lang, settings.cityName);
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  let title = t("propertiesTitle", { city });
  let description = t("propertiesDescription", { city });
  let heading = title;
  let path = "/properties";
  let priceBands: WardPriceBands | null = null;
  if (landing.kind === "category") {
    const category = categories.items.find((c) => c.slug_id === landing.slug);
    if (!category) throw data(null, { status: 404 });
    heading = t("categoryLandingTitle", { category: category.category, city });
    title = category.meta_title?.trim() || heading;
    description = category.meta_description?.trim() || t("categoryLandingDescription", { category: category.category, city });
    path = `/properties/category/${landing.slug}`;
  } else if (landing.kind === "ward") {
    const ward = wards.items.find((w) => w.slug === landing.slug);
    if (!ward) throw data(null, { status: 404 });
    heading = t("wardLandingTitle", { ward: ward.city, city });
    title = heading;
    description = t("wardLandingDescription", { ward: ward.city, city });
    path = `/properties/ward/${landing.slug}`;
    // Computed by the daily job, the same on every page of the ward: kept as the panel's choices are.
    const bands = await keptForPages(services, `ward-bands:${ward.code}`, () => listWardPriceBands(services.db, ward.code));
    priceBands = bands.length
      ? {
          ward: ward.city,
          rows: bands
            .map((band) => ({ ...band, category: categories.items.find((c) => c.id === band.category_id)?.category ?? "" }))
            .sort((a, b) => b.sample_size - a.sample_size),
        }
      : null;
  }
  // The panel's choices are the same on every page of a language (a file the browser fetches once),
  // but for a chosen ward that has no listing now, which this page adds.
  const missingWard =
    query.ward && !kept.options.wards.some((w) => w.value === query.ward) ? wards.items.find((w) => w.slug === query.ward) : undefined;
  const options: FilterOptionsRef = {
    lang,
    version: kept.file.version,
    extraWard: missingWard ? wardOption(missingWard, lang) : null,
  };
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    path === "/properties" ? { name: t("properties") } : { name: t("properties"), path: "/properties" },
  ];
  if (path !== "/properties") crumbs.push({ name: heading });
  return {
    query,
    /** The search as typed when filters were read out of it, and the link that searches it so instead. */
    typed: typed ? { search: typed, href: listingHref(path, { ...asWritten, search_as_typed: true, offset: 0 }, omit) } : null,
    omit,
    path,
    crumbs,
    heading,
    title,
    description,
    canonical: `${services.env.baseUrl}${path}`,
    siteName: settings.companyName,
    isFiltered: hasQueryBeyondLanguage(input.url),
    items: page.items.map(cardView),
    total: page.total,
    options,
    priceBands,
  };
}
