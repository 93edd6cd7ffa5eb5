import { and, count, desc, eq } from "drizzle-orm";
import { properties, propertyInterests, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { mediaUrl } from "../../lib/storage/media-url.ts";
import type { ViewDeps } from "./property-view.server.ts";
import type { Page } from "./search-properties.server.ts";
import { findOwnListing } from "../listings/find-own-listing.server.ts";

export interface InterestedUser {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  profile: string | null;
  created_at: string;
}

/** Who is interested in the owner's listing, latest first (get_interested_users); others get NOT_FOUND. */
export async function listInterestedUsers(
  { db, storage }: ViewDeps,
  input: { actor: Actor; propertyId: number; limit: number; offset: number },
): Promise<Page<InterestedUser>> {
  await findOwnListing(db, properties, { actor: input.actor }, input.propertyId);
  const where = and(eq(propertyInterests.propertyId, input.propertyId), eq(properties.userId, input.actor.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        mobile: users.phoneNumber,
        profile: users.image,
        createdAt: propertyInterests.createdAt,
      })
      .from(propertyInterests)
      .innerJoin(properties, eq(properties.id, propertyInterests.propertyId))
      .innerJoin(users, eq(users.id, propertyInterests.userId))
      .where(where)
      .orderBy(desc(propertyInterests.createdAt), desc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: count() })
      .from(propertyInterests)
      .innerJoin(properties, eq(properties.id, propertyInterests.propertyId))
      .where(where),
  ]);
  return {
    items: rows.map(({ createdAt, profile, ...u }) => ({
      ...u,
      profile: mediaUrl(profile, (key) => storage.url(key)),
      created_at: createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}
