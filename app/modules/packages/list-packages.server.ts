import { asc, eq } from "drizzle-orm";
import { packages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import {
  isLimitedFeature,
  isUnlimited,
  limitedFeatures,
  listActivePackages,
  packageIncludes,
  type PackageRow,
} from "./active-packages.server.ts";
import { packageFeatures } from "./package-features.ts";

export function packageName(pkg: Pick<PackageRow, "name" | "translations">, lang: LanguageCode): string {
  return lang === "vi" ? pkg.name : (pkg.translations[lang] ?? pkg.name);
}

/** The seven feature types of a package: included or not, and the limit of the four limited ones (null and unlimited: true without one). */
export function packageFeatureList(pkg: PackageRow) {
  return packageFeatures.map((type) => {
    const unlimited = isLimitedFeature(type) && isUnlimited(pkg, type);
    return {
      type,
      included: packageIncludes(pkg, type),
      limit: isLimitedFeature(type) && !unlimited ? pkg[limitedFeatures[type].limit] : null,
      unlimited,
    };
  });
}

/**
 * get-package: every active package with its price (whole VND), duration and features; for
 * a signed-in user also the packages running now with used and remaining units and end date.
 */
export async function listPackages(db: Db, input: { actor: Actor | null; lang: LanguageCode }) {
  const rows = await db.select().from(packages).where(eq(packages.isActive, true)).orderBy(asc(packages.sequence), asc(packages.id));
  const held = input.actor ? await listActivePackages(db, input.actor.id) : [];
  return {
    packages: rows.map((pkg) => ({
      id: pkg.id,
      name: packageName(pkg, input.lang),
      price: pkg.price,
      duration: pkg.durationDays,
      created_at: pkg.createdAt.toISOString(),
      is_free: pkg.price === 0,
      features: packageFeatureList(pkg),
      is_active: held.some((h) => h.pkg.id === pkg.id),
      active_until: held
        .filter((h) => h.pkg.id === pkg.id)
        .reduce<string | null>((latest, h) => {
          const end = h.held.endsAt.toISOString();
          return latest && latest > end ? latest : end;
        }, null),
    })),
    active_packages: held.map(({ held: h, pkg }) => ({
      user_package_id: h.id,
      package_id: pkg.id,
      name: packageName(pkg, input.lang),
      price: pkg.price,
      duration: pkg.durationDays,
      created_at: h.createdAt.toISOString(),
      starts_at: h.startsAt.toISOString(),
      ends_at: h.endsAt.toISOString(),
      usage: (Object.keys(limitedFeatures) as (keyof typeof limitedFeatures)[])
        .filter((type) => packageIncludes(pkg, type))
        .map((type) => {
          const used = h[limitedFeatures[type].used];
          if (isUnlimited(pkg, type)) return { type, limit: null, used, remaining: null, unlimited: true };
          const limit = pkg[limitedFeatures[type].limit] ?? 0;
          return { type, limit, used, remaining: Math.max(0, limit - used), unlimited: false };
        }),
    })),
  };
}
