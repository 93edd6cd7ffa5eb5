import { useId, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Form, Link, localizedHref } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import {
  activeFilterCount,
  formListingQuery,
  listingHref,
  listingSorts,
  type ListingQuery,
} from "../../modules/properties/listing-query.ts";
import { formatDecimal } from "../../lib/format/formatters.ts";
import { formatAmount } from "../../lib/format/format-amount.ts";
import { readVndField } from "../../lib/format/read-amount.ts";
import { MoneyControl } from "../ui/price-input.tsx";
import { filterOptionData, type FilterOptions, type FilterOptionsRef, type Option } from "../../modules/filters/filter-options.ts";
import { filterOptionsOf } from "./filter-options.ts";

export type { FilterOptions, Option };

const pricePresets = [3e6, 5e6, 10e6, 20e6, 50e6, 100e6, 500e6, 1e9, 2e9, 3e9, 5e9, 7e9, 10e9, 20e9, 50e9];
const distancePresets = [0.5, 1, 2, 3, 5];

const control = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm";

function Select({
  label,
  name,
  value,
  options,
  anyLabel,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  options: Option[];
  anyLabel: string;
}) {
  const id = useId();
  const current = value === undefined ? "" : String(value);
  const all = current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={current} className={control}>
        <option value="">{anyLabel}</option>
        {all.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function NumberInput({ label, name, value }: { label: string; name: string; value: number | undefined }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} name={name} type="number" inputMode="decimal" min={0} step="any" defaultValue={value ?? ""} className={control} />
    </div>
  );
}

/**
 * A price bound in VND, typed the Vietnamese way through the one money control ("4,2 tỷ",
 * "500tr", "4.200.000.000") with the presets offered as suggestions; the URL carries whole VND.
 */
function PriceBound({ label, name, value, presets }: { label: string; name: string; value: number | undefined; presets: string }) {
  const id = useId();
  const { lang } = useI18n();
  // Shown as people write it ("4,2 tỷ") when that reads back to the same amount, else as digits.
  const written = value === undefined ? "" : formatAmount(value, { withSuffix: true, lang, symbol: "" });
  const shown = value === undefined ? "" : readVndField(written) === value ? written : String(value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <MoneyControl key={shown} id={id} name={name} list={presets} defaultValue={shown} className={control} />
    </div>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-2">{children}</div>;
}

/**
 * The listing filters as a GET form: the state lives in the URL, so results are shareable,
 * the back button restores them and the form works without JavaScript. With JavaScript the
 * empty fields are left out of the URL. `omit` names the keys a landing page fixes in its path.
 */
export function FilterPanel({
  action,
  query,
  options: optionsRef,
  omit,
}: {
  action: string;
  query: ListingQuery;
  options: FilterOptionsRef;
  omit: (keyof ListingQuery)[];
}) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const options = filterOptionsOf(optionsRef);
  const count = activeFilterCount(query, omit);
  const pricePresetsId = useId();
  const roomOptions = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 5 ? t("roomsOrMore", { count: 5 }) : String(n) }));
  const sortOptions = listingSorts
    .filter((value) => query.search || value !== "newest")
    .map((value) => ({
      value,
      label: t(
        {
          newest: "sortNewest",
          price_asc: "sortPriceAsc",
          price_desc: "sortPriceDesc",
          most_viewed: "sortMostViewed",
          most_liked: "sortMostLiked",
        }[value],
      ),
    }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string") params.append(key, value);
    void navigate(localizedHref(listingHref(action, formListingQuery(params), omit), lang));
  };
  return (
    <Form
      method="get"
      action={action}
      onSubmit={onSubmit}
      role="search"
      aria-label={t("filters")}
      className="grid gap-3"
      data-testid="filter-form"
    >
      {/* The choices' file (hoisted into the head), fetched with the scripts and awaited before hydration. */}
      <link
        rel="preload"
        as="fetch"
        href={filterOptionData.url(optionsRef.lang, optionsRef.version)}
        crossOrigin="anonymous"
        fetchPriority="low"
      />
      <div>
        <label htmlFor="listing-search" className="block text-sm font-medium text-slate-800">
          {t("search")}
        </label>
        <input
          id="listing-search"
          name="search"
          type="search"
          defaultValue={query.search ?? ""}
          placeholder={t("searchPlaceholder")}
          className={control}
        />
      </div>
      <details className="filter-panel group rounded-xl border border-slate-200 bg-white p-3" open={count > 0 || undefined}>
        <summary className="cursor-pointer select-none font-semibold text-slate-900 lg:cursor-default">
          {count > 0 ? t("filtersActive", { count }) : t("filters")}
        </summary>
        <div className="mt-3 grid gap-3">
          {omit.includes("category") ? null : (
            <Select
              label={t("category")}
              name="category"
              value={query.category}
              options={options.categories}
              anyLabel={t("allCategories")}
            />
          )}
          <Select
            label={t("transactionType")}
            name="property_type"
            value={query.property_type}
            options={[
              { value: "sell", label: t("forSale") },
              { value: "rent", label: t("forRent") },
            ]}
            anyLabel={t("any")}
          />
          <Pair>
            <PriceBound label={t("minPrice")} name="min_price" value={query.min_price} presets={pricePresetsId} />
            <PriceBound label={t("maxPrice")} name="max_price" value={query.max_price} presets={pricePresetsId} />
          </Pair>
          <datalist id={pricePresetsId}>
            {pricePresets.map((v) => {
              const written = formatAmount(v, { withSuffix: true, lang, symbol: "" });
              return (
                <option key={v} value={written}>
                  {written}
                </option>
              );
            })}
          </datalist>
          <Pair>
            <NumberInput label={t("minArea")} name="min_area" value={query.min_area} />
            <NumberInput label={t("maxArea")} name="max_area" value={query.max_area} />
          </Pair>
          <Pair>
            <Select label={t("bedroomsLabel")} name="bedrooms" value={query.bedrooms} options={roomOptions} anyLabel={t("any")} />
            <Select label={t("bathroomsLabel")} name="bathrooms" value={query.bathrooms} options={roomOptions} anyLabel={t("any")} />
          </Pair>
          <Select label={t("direction")} name="direction" value={query.direction} options={options.directions} anyLabel={t("any")} />
          <Select
            label={t("legalStatus")}
            name="legal_status"
            value={query.legal_status}
            options={options.legalStatuses}
            anyLabel={t("any")}
          />
          <Select label={t("furnishing")} name="furnishing" value={query.furnishing} options={options.furnishings} anyLabel={t("any")} />
          <Select
            label={t("floorsLabel")}
            name="floors"
            value={query.floors}
            options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) }))}
            anyLabel={t("any")}
          />
          {omit.includes("ward") ? null : (
            <>
              <Select label={t("ward")} name="ward" value={query.ward} options={options.wards} anyLabel={t("allWards")} />
              <Select
                label={t("formerDistrict")}
                name="district"
                value={query.district}
                options={options.districts}
                anyLabel={t("allFormerDistricts")}
              />
              {query.place ? <input type="hidden" name="place" value={query.place} /> : null}
            </>
          )}
          <Pair>
            <Select label={t("facility")} name="facility_id" value={query.facility_id} options={options.facilities} anyLabel={t("any")} />
            <Select
              label={t("facilityDistance")}
              name="facility_distance"
              value={query.facility_distance}
              options={distancePresets.map((d) => ({
                value: String(d),
                label: t("withinKm", { count: formatDecimal(d, lang, 1) }),
              }))}
              anyLabel={t("any")}
            />
          </Pair>
        </div>
      </details>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" name="verified" value="1" defaultChecked={query.verified === true} className="size-6 shrink-0" />
        {t("verifiedListingsOnly")}
      </label>
      <Select
        label={t("sortBy")}
        name="sort"
        value={query.sort}
        options={sortOptions}
        anyLabel={query.search ? t("sortRelevance") : t("sortNewest")}
      />
      <div className="flex gap-2">
        <button type="submit" className="flex-1 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("applyFilters")}
        </button>
        <Link
          to={action}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-center font-medium text-slate-800 hover:bg-slate-100"
        >
          {t("clearFilters")}
        </Link>
      </div>
    </Form>
  );
}
