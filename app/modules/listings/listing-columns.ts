import type { ListingDraft } from "./listing-inputs.ts";

/** A resolved ward: its code and the name copied onto the row for search. */
type Ward = { code: string; name: string } | null;

/** The columns a new property or project row takes from the shared fields. */
export function newListingColumns(draft: ListingDraft, ward: Ward) {
  return {
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId,
    wardCode: ward?.code ?? null,
    wardName: ward?.name ?? "",
    city: draft.city ?? "",
    state: draft.state ?? "",
    ...(draft.country ? { country: draft.country } : {}),
    latitude: draft.latitude ?? null,
    longitude: draft.longitude ?? null,
    videoLink: draft.videoLink ?? null,
    metaTitle: draft.metaTitle ?? null,
    metaDescription: draft.metaDescription ?? null,
    metaKeywords: draft.metaKeywords ?? null,
  };
}

/** The columns an edit sets from the shared fields; an undefined value leaves its column as it is. */
export function changedListingColumns(changes: Partial<ListingDraft>, ward: Ward) {
  return {
    title: changes.title,
    description: changes.description,
    categoryId: changes.categoryId,
    ...(ward ? { wardCode: ward.code, wardName: ward.name } : {}),
    city: changes.city,
    state: changes.state,
    country: changes.country,
    latitude: changes.latitude,
    longitude: changes.longitude,
    videoLink: changes.videoLink,
    metaTitle: changes.metaTitle,
    metaDescription: changes.metaDescription,
    metaKeywords: changes.metaKeywords,
  };
}
