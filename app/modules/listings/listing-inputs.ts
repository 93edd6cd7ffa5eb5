import { z } from "zod";
import { idInput, placeFields, requiredText } from "../../lib/input-schemas.ts";

/** One uploaded file. */
export const fileInput = (message = "fileRequired") => z.instanceof(File, { error: message });

/** Zero or more files: `gallery_images[]` in multipart arrives as a list, a single part as one file. */
export const filesInput = z
  .union([z.instanceof(File), z.array(z.instanceof(File, { error: "fileRequired" }))], { error: "fileRequired" })
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** Optional text that is stored as null when absent. */
export const optional = (max: number) => z.string({ error: "invalidValue" }).trim().max(max, { error: "textTooLong" }).optional();

export const videoLink = z
  .string()
  .trim()
  .max(500, { error: "textTooLong" })
  .pipe(z.url({ protocol: /^https?$/, error: "invalidValue" }));

/** Where a property or a project is: its ward, place names and map point. */
const locationFields = {
  ...placeFields,
  city: optional(100),
  state: optional(100),
  country: optional(100),
};

/** A property's or a project's video and search-engine text (docs/product.md, "Validation"). */
const seoFields = {
  video_link: videoLink.optional(),
  meta_title: optional(300),
  meta_description: optional(1000),
  meta_keywords: optional(1000),
};

/**
 * The fields every property and project has (docs/architecture.md, "The API contract" names): text, category,
 * location, SEO text and the optional files. Each schema adds its own.
 */
export const listingFields = {
  title: requiredText("titleRequired", 200),
  description: requiredText("descriptionRequired", 10_000),
  category_id: idInput("categoryRequired"),
  ...locationFields,
  ...seoFields,
  meta_image: fileInput().optional(),
  gallery_images: filesInput.optional(),
  documents: filesInput.optional(),
};

type ListingFields = { [K in keyof typeof listingFields]?: z.output<(typeof listingFields)[K]> };

/** The shared fields in the code's own names. */
export interface ListingDraft {
  title: string;
  description: string;
  categoryId: number;
  wardCode?: string;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  videoLink?: string;
  metaTitle?: string;
  metaDescription?: string;
  metaKeywords?: string;
  metaImage?: File;
  galleryImages?: File[];
  documents?: File[];
}

/** Maps the shared fields once, for both schemas. */
export function toListingDraft(f: ListingFields): Partial<ListingDraft> {
  return {
    title: f.title,
    description: f.description,
    categoryId: f.category_id,
    wardCode: f.ward_code,
    city: f.city,
    state: f.state,
    country: f.country,
    latitude: f.latitude,
    longitude: f.longitude,
    videoLink: f.video_link,
    metaTitle: f.meta_title,
    metaDescription: f.meta_description,
    metaKeywords: f.meta_keywords,
    metaImage: f.meta_image,
    galleryImages: f.gallery_images,
    documents: f.documents,
  };
}
