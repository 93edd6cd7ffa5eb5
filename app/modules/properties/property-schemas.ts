import { z } from "zod";
import { decimalInput, flagInput, idInput, idListInput, vndInput } from "../../lib/input-schemas.ts";
import { fileInput, listingFields, optional, toListingDraft, type ListingDraft } from "../listings/listing-inputs.ts";

export const propertyTypeValues = ["sell", "rent"] as const;
export const rentDurationValues = ["daily", "monthly", "quarterly", "yearly"] as const;

/** The listing's fields as post_property takes them (docs/architecture.md, "The API contract" names); messages are dictionary keys. */
export const propertyFields = z.object({
  ...listingFields,
  property_type: z.enum(propertyTypeValues, { error: "invalidValue" }),
  price: vndInput("priceRequired"),
  rentduration: z.enum(rentDurationValues, { error: "invalidValue" }).optional(),
  address: optional(300),
  client_address: optional(300),
  is_premium: flagInput.optional(),
  parameters: z
    .array(
      z.object({
        parameter_id: idInput(),
        value: z.union([z.string().trim().max(1000, { error: "textTooLong" }), z.array(z.string().trim().max(200)).max(50)], {
          error: "invalidValue",
        }),
      }),
      { error: "invalidValue" },
    )
    .max(100)
    .optional(),
  facilities: z
    .array(
      z.object({
        facility_id: idInput(),
        distance: decimalInput().min(0, { error: "valueTooSmall" }).max(1000, { error: "valueTooLarge" }),
      }),
      {
        error: "invalidValue",
      },
    )
    .max(100)
    .optional(),
  title_image: fileInput("titleImageRequired"),
  three_d_image: fileInput().optional(),
});

type Fields = z.output<typeof propertyFields>;

/** A listing's content in the code's own names. */
export interface PropertyDraft extends ListingDraft {
  propertyType: (typeof propertyTypeValues)[number];
  price: number;
  rentduration?: (typeof rentDurationValues)[number];
  address?: string;
  clientAddress?: string;
  isPremium?: boolean;
  /** Replaces all answers when given; checkbox answers are lists. */
  parameters?: { parameterId: number; value: string | string[] }[];
  /** Replaces all distances when given (km). */
  facilities?: { facilityId: number; distance: number }[];
  titleImage: File;
  threeDImage?: File;
}

function toDraft(f: Partial<Fields>): Partial<PropertyDraft> {
  return {
    ...toListingDraft(f),
    propertyType: f.property_type,
    price: f.price,
    rentduration: f.rentduration,
    address: f.address,
    clientAddress: f.client_address,
    isPremium: f.is_premium,
    parameters: f.parameters?.map((p) => ({ parameterId: p.parameter_id, value: p.value })),
    facilities: f.facilities?.map((x) => ({ facilityId: x.facility_id, distance: x.distance })),
    titleImage: f.title_image,
    threeDImage: f.three_d_image,
  };
}

const rentNeedsDuration = (f: { property_type?: string; rentduration?: string }) =>
  f.property_type !== "rent" || f.rentduration !== undefined;

/** post_property: a whole new listing. */
export const postPropertySchema = propertyFields
  .refine(rentNeedsDuration, { error: "rentDurationRequired", path: ["rentduration"] })
  .transform((f) => toDraft(f) as PropertyDraft);

/** What an edit may change: any field, plus removals of files by id. */
export interface PropertyChanges extends Partial<PropertyDraft> {
  removeGalleryImages?: number[];
  removeDocuments?: number[];
  removeThreeDImage?: boolean;
}

/** update_post_property: action_type "update" (or 0) edits, "delete" (or 1) removes the listing. */
export const updatePropertySchema = propertyFields
  .partial()
  .extend({
    id: idInput(),
    action_type: z
      .enum(["update", "delete", "0", "1"], { error: "invalidValue" })
      .default("update")
      .transform((v) => (v === "1" || v === "delete" ? "delete" : "update")),
    remove_gallery_images: idListInput().optional(),
    remove_documents: idListInput().optional(),
    remove_three_d_image: flagInput.optional(),
  })
  .transform((f) => ({
    id: f.id,
    actionType: f.action_type,
    changes: {
      ...toDraft(f),
      removeGalleryImages: f.remove_gallery_images,
      removeDocuments: f.remove_documents,
      removeThreeDImage: f.remove_three_d_image,
    } satisfies PropertyChanges,
  }));

export const ownerListingStatuses = ["active", "inactive", "sold", "rented"] as const;
export type OwnerListingStatus = (typeof ownerListingStatuses)[number];

/** reveal-phone: a listing's owner (`property_id`) or an agent (`agent_id`), one of the two. */
export const revealPhoneSchema = z
  .object({ property_id: idInput().optional(), agent_id: idInput().optional() })
  .refine((v) => (v.property_id === undefined) !== (v.agent_id === undefined), { error: "fieldRequired", path: ["property_id"] });
