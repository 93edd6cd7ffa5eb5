import { z } from "zod";
import { idInput, intInput, requiredText, vndInput } from "../../lib/input-schemas.ts";
import { limitedFeatureTypes, type LimitedFeatureType } from "./package-features.ts";

/** How a package holds one of the four limited features: not at all, up to a number of units, or without a limit. */
export const limitModes = ["off", "limited", "unlimited"] as const;
export type LimitMode = (typeof limitModes)[number];

/** The largest price staff may set: whole VND, well inside a bigint and the gateways' amounts. */
export const maxPackagePrice = 1_000_000_000_000;

const flag = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false", "on", "off"])], { error: "invalidValue" })
  .transform((value) => value === true || value === "1" || value === "true" || value === "on")
  .default(false);

/** A number or numeric text that must be present: absent answers `requiredKey`, anything else is checked by the pipe. */
const requiredWholeNumber = (requiredKey: string) => z.union([z.number(), z.string()], { error: requiredKey });

const wholeNumber = z.coerce.number<string | number>({ error: "invalidNumber" }).int({ error: "invalidNumber" });

const modeField = z.enum(limitModes, { error: "invalidValue" }).default("off");
const limitField = intInput().min(1, { error: "packageLimitTooSmall" }).max(1_000_000, { error: "valueTooLarge" }).optional();

/** A limited feature set to "limited" needs its number. */
const limitGiven = (type: LimitedFeatureType) => (draft: Partial<Record<string, unknown>>) =>
  draft[`${type}_mode`] !== "limited" || draft[`${type}_limit`] !== undefined;
// `when` lets the check speak beside the other fields' errors, so one submit shows them all.
const limitIssue = (type: LimitedFeatureType) => ({ path: [`${type}_limit`], message: "packageLimitRequired", when: () => true });

/**
 * A package as staff write it (form and admin/save-package alike): its name in Vietnamese and
 * English, a price in whole VND (0 is free), a duration in days, each limited feature off,
 * limited to a number of units or unlimited, and the three flag features.
 */
export const packageDraftSchema = z
  .object({
    id: idInput().optional(),
    name: requiredText("nameRequired", 100),
    name_en: requiredText("nameRequired", 100),
    price: vndInput("priceRequired", { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).pipe(
      z.number().min(0, { error: "packagePriceNegative" }).max(maxPackagePrice, { error: "valueTooLarge" }),
    ),
    duration: requiredWholeNumber("packageDurationRequired").pipe(
      wholeNumber.min(1, { error: "packageDurationTooShort" }).max(3650, { error: "valueTooLarge" }),
    ),
    sequence: intInput().min(0, { error: "valueTooSmall" }).max(10_000, { error: "valueTooLarge" }).default(0),
    property_list_mode: modeField,
    property_list_limit: limitField,
    property_feature_mode: modeField,
    property_feature_limit: limitField,
    project_list_mode: modeField,
    project_list_limit: limitField,
    project_feature_mode: modeField,
    project_feature_limit: limitField,
    mortgage_calculator_detail: flag,
    premium_properties: flag,
    project_access: flag,
  })
  .refine(limitGiven("property_list"), limitIssue("property_list"))
  .refine(limitGiven("property_feature"), limitIssue("property_feature"))
  .refine(limitGiven("project_list"), limitIssue("project_list"))
  .refine(limitGiven("project_feature"), limitIssue("project_feature"));
export type PackageDraft = z.output<typeof packageDraftSchema>;

/** The package columns a draft sets. */
export function packageColumns(draft: PackageDraft) {
  const limit = (type: LimitedFeatureType) => (draft[`${type}_mode`] === "limited" ? (draft[`${type}_limit`] ?? null) : null);
  return {
    name: draft.name,
    translations: { en: draft.name_en },
    price: draft.price,
    durationDays: draft.duration,
    sequence: draft.sequence,
    propertyListLimit: limit("property_list"),
    propertyFeatureLimit: limit("property_feature"),
    projectListLimit: limit("project_list"),
    projectFeatureLimit: limit("project_feature"),
    unlimited: limitedFeatureTypes.filter((type) => draft[`${type}_mode`] === "unlimited"),
    mortgageCalculatorDetail: draft.mortgage_calculator_detail,
    premiumProperties: draft.premium_properties,
    projectAccess: draft.project_access,
  };
}
