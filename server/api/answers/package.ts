import { z } from "zod";
import type { Translate } from "../../../app/lib/i18n/index.ts";
import type { listPackages } from "../../../app/modules/packages/list-packages.server.ts";
import { packageFeatures, type PackageFeature } from "../../../app/modules/packages/package-features.ts";

type Offered = Awaited<ReturnType<typeof listPackages>>;

/** A feature's number in eBroker's answers: its place among the seven (stable: the list is fixed). */
const featureId = (type: PackageFeature) => packageFeatures.indexOf(type) + 1;

const featureAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    translated_name: z.string(),
    limit_type: z.enum(["limited", "unlimited"]),
    limit: z.number().int().nullable(),
    type: z.string(),
    included: z.boolean(),
  })
  .loose();

/** One package as eBroker's web client (SubscriptionPlan.jsx) and app (subscription_pacakage_model.dart) read it. */
export const packageAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    translated_name: z.string(),
    ios_product_id: z.string(),
    package_type: z.enum(["free", "paid"]),
    type: z.string(),
    price: z.number().int(),
    duration: z.number().int(),
    created_at: z.string(),
    features: z.array(featureAnswer),
    package_status: z.string(),
    payment_transaction_id: z.string(),
    is_active: z.boolean(),
    property_limit: z.union([z.number().int(), z.literal("unlimited")]).nullable(),
    advertisement_limit: z.union([z.number().int(), z.literal("unlimited")]).nullable(),
    is_free: z.boolean(),
    active_until: z.string().nullable(),
  })
  .loose();

export const packageListAnswer = z.array(packageAnswer);

/** The packages running for the user (get-package's top-level active_packages), with eBroker's and our names. */
export const activePackageAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    translated_name: z.string(),
    package_type: z.enum(["free", "paid"]),
    price: z.number().int(),
    duration: z.number().int(),
    start_date: z.string(),
    end_date: z.string(),
    created_at: z.string(),
    is_active: z.number().int(),
    valid_until: z.string(),
    features: z.array(
      z
        .object({
          id: z.number().int(),
          name: z.string(),
          translated_name: z.string(),
          limit_type: z.enum(["limited", "unlimited"]),
          limit: z.number().int().nullable(),
          used_limit: z.number().int(),
          total_limit: z.number().int().nullable(),
        })
        .loose(),
    ),
  })
  .loose();

const limitOf = (feature: { limit: number | null; unlimited: boolean } | undefined) =>
  !feature ? null : feature.unlimited ? ("unlimited" as const) : feature.limit;

/** get-package (and get_package): the packages as a list, the running ones and every feature beside it. */
export function packageListOf(offered: Offered, t: Translate) {
  const data = offered.packages.map((pkg) => {
    const byType = new Map(pkg.features.map((feature) => [feature.type, feature]));
    const included = (type: PackageFeature) => (byType.get(type)?.included ? byType.get(type) : undefined);
    return {
      ...pkg,
      translated_name: pkg.name,
      ios_product_id: "",
      package_type: pkg.is_free ? ("free" as const) : ("paid" as const),
      type: "product_listing",
      package_status: pkg.is_active ? "active" : "",
      payment_transaction_id: "",
      property_limit: limitOf(included("property_list")),
      advertisement_limit: limitOf(included("property_feature")),
      features: pkg.features
        .filter((feature) => feature.included)
        .map((feature) => ({
          ...feature,
          id: featureId(feature.type),
          name: feature.type,
          translated_name: t(`packageFeature_${feature.type}`),
          limit_type: feature.unlimited || feature.limit === null ? ("unlimited" as const) : ("limited" as const),
        })),
    };
  });
  const activePackages = offered.active_packages.map((running) => ({
    ...running,
    id: running.package_id,
    translated_name: running.name,
    package_type: running.price === 0 ? ("free" as const) : ("paid" as const),
    start_date: running.starts_at,
    end_date: running.ends_at,
    is_active: 1,
    valid_until: running.ends_at,
    features: running.usage.map((usage) => ({
      ...usage,
      id: featureId(usage.type),
      name: usage.type,
      translated_name: t(`packageFeature_${usage.type}`),
      limit_type: usage.unlimited ? ("unlimited" as const) : ("limited" as const),
      used_limit: usage.used,
      total_limit: usage.limit,
    })),
  }));
  const allFeatures = packageFeatures.map((type) => ({
    id: featureId(type),
    name: type,
    translated_name: t(`packageFeature_${type}`),
    status: 1,
  }));
  return { data, activePackages, allFeatures };
}

/** check-package-limit / get_limits, as both clients read it (package_available, feature_available, limit_available). */
export const packageLimitAnswer = z
  .object({ package_available: z.boolean(), feature_available: z.boolean(), limit_available: z.boolean() })
  .loose();

/** A package period started by assign_package (free) or staff. */
export const heldPackageAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  package_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});

/** A package as staff edit it (app/modules/packages/staff-package-view.ts). */
export const staffPackageAnswer = z
  .object({
    id: z.number().int(),
    code: z.string().nullable(),
    name: z.string(),
    name_en: z.string(),
    price: z.number().int(),
    duration: z.number().int(),
    sequence: z.number().int(),
    mortgage_calculator_detail: z.boolean(),
    premium_properties: z.boolean(),
    project_access: z.boolean(),
    is_active: z.boolean(),
  })
  .loose();
