import type { Services } from "../../../../lib/services.server.ts";
import type { LanguageCode } from "../../../../lib/i18n/index.ts";
import { listCategories } from "../../../../modules/categories/list-categories.server.ts";
import { listCityWards } from "../../../../modules/places/list-city-wards.server.ts";
import { wardOptions } from "../../../../modules/places/ward-options.ts";
import { loadWardCentres } from "../../../../modules/properties/ward-centres.server.ts";
import type { FormCategory, FormInitial } from "./property-form-model.ts";
export { payloadFromForm } from "./property-form-model.ts";
import type { MyProperty } from "../../../../modules/properties/list-my-properties.server.ts";
import { tileSettingsOf } from "../../../../lib/location/tile-settings.ts";

/** What both property forms need: categories with their parameters, the city's wards with their centres, map tiles. */
export async function propertyFormData(services: Services, lang: LanguageCode) {
  const [categories, wards] = await Promise.all([
    listCategories(services.db, { limit: 100, offset: 0, lang }),
    listCityWards(services.db, { limit: 5000, offset: 0, includeEmpty: true }),
  ]);
  const centres = await loadWardCentres(
    services.db,
    wards.items.map((w) => w.code),
  );
  return {
    categories: categories.items.map((c): FormCategory => ({
      id: c.id,
      name: c.category,
      parameters: c.parameter_types.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        type: p.type_of_parameter,
        options: p.type_values,
        unit: p.unit,
        required: p.is_required,
      })),
    })),
    wards: wardOptions(
      wards.items.map((w) => ({ code: w.code, name: w.city, centre: centres.get(w.code)?.centre ?? null })),
      lang,
    ),
    tiles: tileSettingsOf(services.env),
  };
}

/** An existing listing as the edit form's starting values. */
export function initialFromProperty(p: MyProperty): FormInitial {
  const values: Record<string, string> = {
    category_id: String(p.category_id),
    title: p.title,
    description: p.description,
    property_type: p.property_type,
    price: String(p.price),
    rentduration: p.rentduration ?? "",
    address: p.address,
    client_address: p.client_address ?? "",
    ward_code: p.ward?.code ?? "",
    latitude: p.latitude === null ? "" : String(p.latitude),
    longitude: p.longitude === null ? "" : String(p.longitude),
    video_link: p.video_link ?? "",
    meta_title: p.meta_title ?? "",
    meta_description: p.meta_description ?? "",
    meta_keywords: p.meta_keywords ?? "",
  };
  for (const answer of p.parameters) values[`param_${p.category_id}_${answer.id}`] = answer.value;
  return {
    values,
    titleImage: p.title_image,
    threeDImage: p.three_d_image,
    gallery: p.gallery_images.map((g) => ({ id: g.id, url: g.image })),
    documents: p.documents.map((d) => ({ id: d.id, name: d.name, url: d.url })),
  };
}
