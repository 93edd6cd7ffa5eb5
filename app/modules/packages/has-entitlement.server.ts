import { isStaff, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";

/** The seven package feature types (SPEC section 6); the first four also carry limits. */
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

/** The per-feature message when the package is missing (SPEC section 8). */
export const packageRequiredMessage: Record<PackageFeature, string> = {
  property_list: "packageRequiredPropertyList",
  property_feature: "packageRequiredPropertyFeature",
  project_list: "packageRequiredProjectList",
  project_feature: "packageRequiredProjectFeature",
  mortgage_calculator_detail: "packageRequiredMortgageDetail",
  premium_properties: "packageRequiredPremiumProperties",
  project_access: "packageRequiredProjectAccess",
};

/**
 * Whether `actor` may use `feature`. The one place every gate asks (premium listings,
 * project access, the mortgage schedule). Staff always may; users get entitlements
 * from packages, which answer through this function once they exist.
 */
export async function hasEntitlement(db: Db, actor: Actor | null | undefined, feature: PackageFeature): Promise<boolean> {
  void db;
  void feature;
  if (!actor) return false;
  return isStaff(actor);
}

/**
 * Whether a listing owner's contact details are shown (paid package) or hidden and
 * leads forwarded to staff (free package, SPEC section 1). Staff-owned listings show them.
 */
export async function canShowOwnerContact(db: Db, owner: { id: number; role: string }): Promise<boolean> {
  void db;
  return owner.role === "admin";
}
