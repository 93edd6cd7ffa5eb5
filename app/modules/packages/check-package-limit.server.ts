import { and, asc, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import { packages, userPackages } from "../../../db/schema/index.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import {
  activePeriod,
  isLimitedFeature,
  limitedFeatures,
  listActivePackages,
  packageIncludes,
  unitsLeft,
} from "./active-packages.server.ts";
import { packageRequiredMessage, type PackageFeature } from "./package-features.ts";

/** check-package-limit's answer (docs/architecture.md, "The API contract"); the UI denies unless all three are true. */
export interface PackageLimitCheck {
  package_available: boolean;
  feature_available: boolean;
  limit_available: boolean;
}

/**
 * Answers from the user's active package rows: any active package; one that includes
 * `feature`; and for the four limited features, a unit left. Staff pass every check.
 */
export async function checkPackageLimit(db: Db, actor: Actor, feature: PackageFeature): Promise<PackageLimitCheck> {
  if (isAdmin(actor)) return { package_available: true, feature_available: true, limit_available: true };
  const active = await listActivePackages(db, actor.id);
  const including = active.filter(({ pkg }) => packageIncludes(pkg, feature));
  const limitAvailable = isLimitedFeature(feature)
    ? including.some(({ pkg, held }) => unitsLeft(pkg, held, feature) > 0)
    : including.length > 0;
  return { package_available: active.length > 0, feature_available: including.length > 0, limit_available: limitAvailable };
}

/** The error a failed check answers with: not subscribed, feature missing, or limit over. */
export function packageCheckError(check: PackageLimitCheck, feature: PackageFeature): AppError {
  if (!check.package_available) return new AppError("PACKAGE_REQUIRED");
  if (!check.feature_available) return new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage[feature] });
  return new AppError("PACKAGE_LIMIT_OVER");
}

/**
 * The check's throwing form, for a write about to spend or use `feature`: returns when the
 * actor may, else throws what the failed check answers (PACKAGE_REQUIRED or PACKAGE_LIMIT_OVER).
 */
export async function assertPackageAvailable(db: Db, actor: Actor, feature: PackageFeature): Promise<void> {
  const check = await checkPackageLimit(db, actor, feature);
  if (!check.limit_available || !check.feature_available) throw packageCheckError(check, feature);
}

/**
 * Spends one unit of a limited feature inside the caller's transaction `tx`: it locks the
 * active package row that ends soonest and still has a unit or no limit (FOR UPDATE, so two concurrent
 * writes cannot both take the last unit) and counts the unit. Returns that package row
 * (its end date bounds what the unit buys); staff spend nothing and get null.
 * Throws the check's error when no unit is left.
 */
export async function consumePackageUnit(
  tx: Db,
  actor: Actor,
  feature: keyof typeof limitedFeatures,
): Promise<typeof userPackages.$inferSelect | null> {
  if (isAdmin(actor)) return null;
  const columns = limitedFeatures[feature];
  const limit = packages[columns.limit];
  const used = userPackages[columns.used];
  const [candidate] = await tx
    .select({ id: userPackages.id })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(
      and(
        eq(userPackages.userId, actor.id),
        activePeriod(),
        or(and(isNotNull(limit), lt(used, limit)), sql`${feature}::text = any(${packages.unlimited})`),
      ),
    )
    .orderBy(asc(userPackages.endsAt), asc(userPackages.id))
    .limit(1)
    .for("update", { of: userPackages });
  if (!candidate) throw packageCheckError(await checkPackageLimit(tx, actor, feature), feature);
  const [updated] = await tx
    .update(userPackages)
    .set({ [columns.used]: sql`${used} + 1` })
    .where(eq(userPackages.id, candidate.id))
    .returning();
  return updated!;
}

/** Gives back a unit spent on something that did not happen (a rejected feature request). */
export async function refundPackageUnit(tx: Db, userPackageId: number, feature: keyof typeof limitedFeatures): Promise<void> {
  const used = userPackages[limitedFeatures[feature].used];
  await tx
    .update(userPackages)
    .set({ [limitedFeatures[feature].used]: sql`greatest(${used} - 1, 0)` })
    .where(eq(userPackages.id, userPackageId));
}
