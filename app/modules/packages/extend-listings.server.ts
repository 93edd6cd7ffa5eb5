import { and, eq, isNotNull, lt } from "drizzle-orm";
import { projects, properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { packageIncludes, type PackageRow } from "./active-packages.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A listing lasts as long as the package period it was posted under (its `expires_at`), and
 * leaves the site when that passes: the public searches and the map read `expires_at`, so
 * nothing runs per request. When the owner starts a new period of a package that includes
 * listing (a renewal, an upgrade), their listings that end before it, expired ones included,
 * run to its end and come back. Only ever extends, so running it twice changes nothing.
 * Listings without an expiry (posted by staff) are left alone.
 */
export async function extendListingsToPeriod(
  db: Db | Tx,
  input: { userId: number; pkg: PackageRow; endsAt: Date },
): Promise<{ properties: number; projects: number }> {
  const extended = { properties: 0, projects: 0 };
  if (packageIncludes(input.pkg, "property_list")) {
    const rows = await db
      .update(properties)
      .set({ expiresAt: input.endsAt })
      .where(and(eq(properties.userId, input.userId), isNotNull(properties.expiresAt), lt(properties.expiresAt, input.endsAt)))
      .returning({ id: properties.id });
    extended.properties = rows.length;
  }
  if (packageIncludes(input.pkg, "project_list")) {
    const rows = await db
      .update(projects)
      .set({ expiresAt: input.endsAt })
      .where(and(eq(projects.userId, input.userId), isNotNull(projects.expiresAt), lt(projects.expiresAt, input.endsAt)))
      .returning({ id: projects.id });
    extended.projects = rows.length;
  }
  return extended;
}
