import { and, eq, gt } from "drizzle-orm";
import { packages, userPackages } from "../../../db/schema/index.ts";
import { isAdmin, toRole, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { activePeriod } from "./active-packages.server.ts";
import { checkPackageLimit } from "./check-package-limit.server.ts";

export { packageFeatures, packageRequiredMessage, type PackageFeature } from "./package-features.ts";
import type { PackageFeature } from "./package-features.ts";

/**
 * Whether `actor` may use `feature` now. The one place every gate asks (premium listings,
 * project access, the mortgage schedule, listing and featuring). Staff always may; a user
 * may when an active package includes the feature and, for the four limited features,
 * still has a unit left.
 */
export async function hasEntitlement(db: Db, actor: Actor | null | undefined, feature: PackageFeature): Promise<boolean> {
  if (!actor) return false;
  const check = await checkPackageLimit(db, actor, feature);
  return check.package_available && check.feature_available && check.limit_available;
}

/**
 * Whether a listing owner's contact details are shown (an active paid package, or staff)
 * or hidden and leads forwarded to staff (free package or none, docs/product.md, "Who uses it").
 */
export async function canShowOwnerContact(db: Db, owner: { id: number; role: string }): Promise<boolean> {
  if (isAdmin({ role: toRole(owner.role) })) return true;
  const [paid] = await db
    .select({ id: userPackages.id })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(and(eq(userPackages.userId, owner.id), activePeriod(), gt(packages.price, 0)))
    .limit(1);
  return Boolean(paid);
}
