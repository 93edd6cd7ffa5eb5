import { and, eq } from "drizzle-orm";
import { packages, userPackages, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { activePeriod } from "./active-packages.server.ts";
import { extendListingsToPeriod } from "./extend-listings.server.ts";
import { staffRoleHeld } from "../../lib/staff-role.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AssignPackageInput {
  actor: Actor;
  packageId: number;
  /** Staff give a package to this user; users take one for themselves. */
  userId?: number;
}

const day = 86_400_000;

/**
 * Starts a package period for a user (assign_package). Users may take a free package
 * for themselves once per period (PACKAGE_ALREADY_ACTIVE while it runs); a paid one needs
 * a payment (PAYMENT_REQUIRED). An admin (as stored now, proved in the query) assigns any
 * active package to any user directly, free or paid: the period runs the package's days with
 * its limits, and the assignment is audited. Naming another user without being an admin is refused.
 */
export async function assignPackage(db: Db, input: AssignPackageInput): Promise<typeof userPackages.$inferSelect> {
  const { actor } = input;
  const isStaffCall = input.userId !== undefined;
  if (isStaffCall && actor.role !== "admin") throw new AppError("FORBIDDEN");
  const userId = input.userId ?? actor.id;
  const [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, input.packageId), eq(packages.isActive, true)));
  if (!pkg) throw new AppError("NOT_FOUND");
  if (!isStaffCall) {
    if (pkg.price > 0) throw new AppError("PAYMENT_REQUIRED");
    const [running] = await db
      .select({ id: userPackages.id })
      .from(userPackages)
      .where(and(eq(userPackages.userId, userId), eq(userPackages.packageId, pkg.id), activePeriod()));
    if (running) throw new AppError("PACKAGE_ALREADY_ACTIVE");
    return startPackagePeriod(db, userId, pkg);
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, allowed: staffRoleHeld(actor).mapWith(Boolean) })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new AppError("USER_NOT_FOUND");
    if (!user.allowed) throw new AppError("FORBIDDEN");
    const held = await startPackagePeriod(tx, userId, pkg);
    await recordStaffAction(tx, {
      actor,
      action: "user.package",
      entityType: "user",
      entityId: userId,
      after: { package: pkg.name, ends_at: held.endsAt.toISOString() },
    });
    return held;
  });
}

/**
 * Inserts one period of a package for a user, starting now and lasting the package's days;
 * the user's listings that would end sooner run to its end (extendListingsToPeriod).
 */
export async function startPackagePeriod(
  db: Db | Tx,
  userId: number,
  pkg: typeof packages.$inferSelect,
): Promise<typeof userPackages.$inferSelect> {
  const startsAt = new Date();
  const [row] = await db
    .insert(userPackages)
    .values({ userId, packageId: pkg.id, startsAt, endsAt: new Date(startsAt.getTime() + pkg.durationDays * day) })
    .returning();
  // Runs on its own (the sign-up hook calls this too); extending is idempotent.
  await extendListingsToPeriod(db, { userId, pkg, endsAt: row!.endsAt });
  return row!;
}
