import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { packages, userPackages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { PackageFeature } from "./package-features.ts";

export type PackageRow = typeof packages.$inferSelect;
export type UserPackageRow = typeof userPackages.$inferSelect;

/** The limited features: their limit column on packages and their used column on user_packages. */
export const limitedFeatures = {
  property_list: { limit: "propertyListLimit", used: "propertyListUsed" },
  property_feature: { limit: "propertyFeatureLimit", used: "propertyFeatureUsed" },
  project_list: { limit: "projectListLimit", used: "projectListUsed" },
  project_feature: { limit: "projectFeatureLimit", used: "projectFeatureUsed" },
} as const;
export type LimitedFeature = keyof typeof limitedFeatures;

export function isLimitedFeature(feature: PackageFeature): feature is LimitedFeature {
  return Object.hasOwn(limitedFeatures, feature);
}

/** Whether a package includes a limited feature without a limit. */
export function isUnlimited(pkg: Pick<PackageRow, "unlimited">, feature: LimitedFeature): boolean {
  return pkg.unlimited.includes(feature);
}

/** Whether a package includes a feature at all (a limited one may still be used up). */
export function packageIncludes(pkg: PackageRow, feature: PackageFeature): boolean {
  switch (feature) {
    case "mortgage_calculator_detail":
      return pkg.mortgageCalculatorDetail;
    case "premium_properties":
      return pkg.premiumProperties;
    case "project_access":
      return pkg.projectAccess;
    default:
      return isUnlimited(pkg, feature) || pkg[limitedFeatures[feature].limit] !== null;
  }
}

/** Units of a limited feature left on one held package (Infinity when the package has no limit). */
export function unitsLeft(pkg: PackageRow, held: UserPackageRow, feature: LimitedFeature): number {
  if (isUnlimited(pkg, feature)) return Number.POSITIVE_INFINITY;
  const limit = pkg[limitedFeatures[feature].limit];
  return limit === null ? 0 : Math.max(0, limit - held[limitedFeatures[feature].used]);
}

/** A period is active from startsAt (inclusive) to endsAt (exclusive). */
export function activePeriod() {
  return and(lte(userPackages.startsAt, sql`now()`), gt(userPackages.endsAt, sql`now()`));
}

/** The user's packages active now, soonest to end first. */
export async function listActivePackages(db: Db, userId: number): Promise<{ held: UserPackageRow; pkg: PackageRow }[]> {
  return db
    .select({ held: userPackages, pkg: packages })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(and(eq(userPackages.userId, userId), activePeriod()))
    .orderBy(asc(userPackages.endsAt), asc(userPackages.id));
}
