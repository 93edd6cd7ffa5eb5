/** The seven package feature types (docs/product.md, "Packages"); the first four also carry limits. */
export const packageFeatures = [
  "property_list",
  "property_feature",
  "project_list",
  "project_feature",
  "mortgage_calculator_detail",
  "premium_properties",
  "project_access",
] as const;
export type PackageFeature = (typeof packageFeatures)[number];

/** The four feature types that also carry a limit (docs/product.md, "Packages"). */
export const limitedFeatureTypes = ["property_list", "property_feature", "project_list", "project_feature"] as const;
export type LimitedFeatureType = (typeof limitedFeatureTypes)[number];

/** The per-feature message when the package lacks a feature (docs/product.md, "Messages"). */
export const packageRequiredMessage: Record<PackageFeature, string> = {
  property_list: "packageRequiredPropertyList",
  property_feature: "packageRequiredPropertyFeature",
  project_list: "packageRequiredProjectList",
  project_feature: "packageRequiredProjectFeature",
  mortgage_calculator_detail: "packageRequiredMortgageDetail",
  premium_properties: "packageRequiredPremiumProperties",
  project_access: "packageRequiredProjectAccess",
};
