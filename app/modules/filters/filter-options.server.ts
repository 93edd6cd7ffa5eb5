import type { Services } from "../../lib/services.server.ts";
import { keptForPages } from "../../lib/home-cache.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { versionedFiles, type VersionedFile } from "../../lib/versioned-files.server.ts";
import { filterOptionData, type FilterOptions, type Option } from "./filter-options.ts";
import { listCategories } from "../categories/list-categories.server.ts";
import { listFacilitiesForFilter } from "../facilities/list-facilities.server.ts";
import { listCityWards } from "../places/list-city-wards.server.ts";
import { wardLabel } from "../places/ward-options.ts";
import { formerDistrictList, namedAreas } from "../properties/search-places.ts";

type KeptDeps = Pick<Services, "db" | "env">;

/** The categories with their parameters, as every list and map page reads them (`keptForPages`). */
export const keptCategories = (services: KeptDeps, lang: LanguageCode) =>
  keptForPages(services, `categories:${lang}`, () => listCategories(services.db, { limit: 100, offset: 0, lang }));
/** The city's wards with their listing counts, empty ones too (`keptForPages`). */
export const keptWards = (services: KeptDeps) =>
  keptForPages(services, "wards", () => listCityWards(services.db, { limit: 2000, offset: 0, includeEmpty: true }));
const keptFacilities = (services: KeptDeps, lang: LanguageCode) =>
  keptForPages(services, `facilities:${lang}`, () => listFacilitiesForFilter(services.db, { lang }));

type WardItem = Awaited<ReturnType<typeof listCityWards>>["items"][number];

/** A ward as the filter panel offers it: its slug, its name with its former district. */
export function wardOption(ward: WardItem, lang: LanguageCode): Option {
  return { value: ward.slug, label: wardLabel({ code: ward.code, name: ward.city }, lang) };
}

/** The choices served as a file (GET /filter-options/<lang>.<version>.json, server/app.ts). */
export const filterOptionFiles = versionedFiles(filterOptionData);

/**
 * The filter panel's choices in `lang` as the pages show them: the wards with listings, the
 * categories, their parameters' values, the facilities, the former districts and named areas.
 * Made and published once while the reads behind them are kept.
 */
export async function currentFilterOptions(
  services: KeptDeps,
  lang: LanguageCode,
): Promise<{ file: VersionedFile; options: FilterOptions }> {
  const kept = await keptForPages(services, `filter-options:${lang}`, async () => {
    const [categories, wards, facilities] = await Promise.all([
      keptCategories(services, lang),
      keptWards(services),
      keptFacilities(services, lang),
    ]);
    const optionsOf = (code: string): Option[] => {
      for (const category of categories.items) {
        const parameter = category.parameter_types.find((p) => p.code === code);
        if (parameter) return parameter.type_values;
      }
      return [];
    };
    const options: FilterOptions = {
      categories: categories.items.map((c) => ({ value: c.slug_id, label: c.category })),
      wards: wards.items.filter((w) => w.count > 0).map((w) => wardOption(w, lang)),
      directions: optionsOf("house_direction"),
      legalStatuses: optionsOf("legal_status"),
      furnishings: optionsOf("furnishing"),
      facilities: facilities.map((f) => ({ value: String(f.id), label: f.name })),
      districts: formerDistrictList.map((d) => ({ value: d.slug, label: lang === "vi" ? d.vi : d.en })),
      places: namedAreas.map((a) => ({ value: a.slug, label: a.name })),
    };
    return { file: filterOptionFiles.publish(lang, options), options };
  });
  // Back in the store the pages render from, had newer versions pushed it out.
  filterOptionData.put(kept.file.version, kept.options);
  return kept;
}
