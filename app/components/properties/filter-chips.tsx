import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { formatAreaValue } from "../../lib/format/format-area.ts";
import { listingHref, type ListingQuery } from "../../modules/properties/listing-query.ts";
import { useMoney } from "../shell/use-money.ts";
import type { FilterOptionsRef } from "../../modules/filters/filter-options.ts";
import { filterOptionsOf } from "./filter-options.ts";

interface Chip {
  label: string;
  /** The keys the chip's removal clears. */
  keys: (keyof ListingQuery)[];
}

/**
 * The filters in force, each a link that removes it (so they work without JavaScript), and,
 * when filters were read out of the search, a link that searches the words as typed instead.
 */
export function FilterChips({
  path,
  query,
  options: optionsRef,
  omit,
  typed,
}: {
  path: string;
  query: ListingQuery;
  options: FilterOptionsRef;
  omit: (keyof ListingQuery)[];
  typed: { search: string; href: string } | null;
}) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const options = filterOptionsOf(optionsRef);
  const labelOf = (list: { value: string; label: string }[], value: string | number | undefined) =>
    list.find((o) => o.value === String(value))?.label ?? String(value);
  const chips: Chip[] = [];
  const add = (keys: (keyof ListingQuery)[], label: string) => {
    if (keys.some((k) => omit.includes(k))) return;
    chips.push({ keys, label });
  };
  if (query.category) add(["category"], labelOf(options.categories, query.category));
  if (query.property_type) add(["property_type"], query.property_type === "sell" ? t("forSale") : t("forRent"));
  if (query.bedrooms !== undefined) add(["bedrooms"], t("chipBedrooms", { count: query.bedrooms }));
  if (query.bathrooms !== undefined) add(["bathrooms"], t("chipBathrooms", { count: query.bathrooms }));
  if (query.floors !== undefined) add(["floors"], t("chipFloors", { count: query.floors }));
  const { min_price: minPrice, max_price: maxPrice, min_area: minArea, max_area: maxArea } = query;
  if (minPrice !== undefined && maxPrice !== undefined)
    add(["min_price", "max_price"], t("chipPriceRange", { min: money.price(minPrice), max: money.price(maxPrice) }));
  else if (minPrice !== undefined) add(["min_price"], t("chipPriceFrom", { price: money.price(minPrice) }));
  else if (maxPrice !== undefined) add(["max_price"], t("chipPriceUpTo", { price: money.price(maxPrice) }));
  if (minArea !== undefined && maxArea !== undefined)
    add(["min_area", "max_area"], t("chipAreaRange", { min: formatAreaValue(minArea, lang), max: formatAreaValue(maxArea, lang) }));
  else if (minArea !== undefined) add(["min_area"], t("chipAreaFrom", { area: formatAreaValue(minArea, lang) }));
  else if (maxArea !== undefined) add(["max_area"], t("chipAreaUpTo", { area: formatAreaValue(maxArea, lang) }));
  if (query.district) {
    const district = options.districts.find((o) => o.value === query.district);
    add(["district"], district ? t("chipFormerDistrict", { district: district.label }) : query.district);
  }
  if (query.place) add(["place"], labelOf(options.places, query.place));
  if (query.ward) add(["ward"], labelOf(options.wards, query.ward));
  if (query.direction) add(["direction"], t("chipDirection", { direction: labelOf(options.directions, query.direction) }));
  if (query.legal_status) add(["legal_status"], labelOf(options.legalStatuses, query.legal_status));
  if (query.furnishing) add(["furnishing"], labelOf(options.furnishings, query.furnishing));
  if (query.facility_id !== undefined) add(["facility_id", "facility_distance"], labelOf(options.facilities, query.facility_id));
  if (query.verified) add(["verified"], t("verifiedListingsOnly"));
  if (chips.length === 0 && !typed) return null;
  const without = (keys: (keyof ListingQuery)[]) =>
    listingHref(path, { ...query, ...Object.fromEntries(keys.map((k) => [k, undefined])), offset: 0 }, omit);
  return (
    <div className="mt-3" data-testid="filter-chips">
      {chips.length > 0 ? (
        <ul aria-label={typed ? t("understoodFilters") : t("filters")} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.keys.join(",")}>
              <Link
                to={without(chip.keys)}
                aria-label={t("removeFilter", { filter: chip.label })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-100"
                data-testid="filter-chip"
              >
                {chip.label}{" "}
                <span aria-hidden="true" className="text-base leading-none">
                  ×
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {typed ? (
        <p className="mt-2 text-sm">
          <Link to={typed.href} className="text-brand-800 underline hover:text-brand-900" data-testid="search-as-typed">
            {t("searchAsTypedInstead", { search: typed.search })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
