import type { packages } from "../../../db/schema/index.ts";
import { limitedFeatureTypes, type LimitedFeatureType } from "./package-features.ts";
import type { LimitMode } from "./package-schemas.ts";

type PackageRow = typeof packages.$inferSelect;

const limitColumn = {
  property_list: "propertyListLimit",
  property_feature: "propertyFeatureLimit",
  project_list: "projectListLimit",
  project_feature: "projectFeatureLimit",
} as const satisfies Record<LimitedFeatureType, keyof PackageRow>;

/** A package as staff read and edit it: the same field names the draft schema takes. */
export function staffPackageView(pkg: PackageRow, usage: { holders: number; payments: number } = { holders: 0, payments: 0 }) {
  const limits = Object.fromEntries(
    limitedFeatureTypes.flatMap((type) => {
      const limit = pkg[limitColumn[type]];
      const mode: LimitMode = pkg.unlimited.includes(type) ? "unlimited" : limit === null ? "off" : "limited";
      return [
        [`${type}_mode`, mode],
        [`${type}_limit`, mode === "limited" ? limit : null],
      ];
    }),
  ) as Record<`${LimitedFeatureType}_mode`, LimitMode> & Record<`${LimitedFeatureType}_limit`, number | null>;
  return {
    id: pkg.id,
    code: pkg.code,
    name: pkg.name,
    name_en: pkg.translations.en ?? "",
    price: pkg.price,
    duration: pkg.durationDays,
    sequence: pkg.sequence,
    ...limits,
    mortgage_calculator_detail: pkg.mortgageCalculatorDetail,
    premium_properties: pkg.premiumProperties,
    project_access: pkg.projectAccess,
    is_active: pkg.isActive,
    /** Users who ever held it and payments made for it: a package in use may be deactivated, never deleted. */
    holders: usage.holders,
    payments: usage.payments,
    in_use: usage.holders + usage.payments > 0,
  };
}
export type StaffPackageView = ReturnType<typeof staffPackageView>;
