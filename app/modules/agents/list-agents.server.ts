import { and, desc, asc, eq, sql, type SQL } from "drizzle-orm";
import { ownerListingCounts, projects, users } from "../../../db/schema/index.ts";
import { mediaUrl } from "../../lib/storage/media-url.ts";
import { AppError } from "../../lib/errors.ts";
import { canShowOwnerContact } from "../packages/has-entitlement.server.ts";
import { publicProjectCondition } from "../projects/public-condition.server.ts";
import type { Page } from "../../lib/page.ts";
import { maskPhone } from "../properties/owner-phone.ts";
import type { ViewDeps } from "../properties/property-view.server.ts";

/** An agent: a user who lists, with public counts (docs/product.md, "Roles"). */
export interface AgentView {
  id: number;
  name: string;
  profile: string | null;
  about_me: string | null;
  address: string | null;
  city: string | null;
  is_verified: boolean;
  property_count: number;
  projects_count: number;
  /** Null when the agent's package hides contact details. */
  email: string | null;
  /** Masked ("0909•••456") as on a listing's card; `reveal-phone` with `agent_id` answers the number. */
  mobile: string | null;
  mobile_is_masked: boolean;
  facebook_id: string | null;
  twiiter_id: string | null;
  instagram_id: string | null;
  youtube_id: string | null;
  member_since: string;
}

// "users"."id" is spelled out: drizzle leaves single-table select fields unqualified, which
// inside these subqueries would bind to the inner table's id.
// Public listings per owner are kept by triggers (owner_listing_counts), not counted here.
const propertyCountSql =
  sql<number>`coalesce((select ${ownerListingCounts.count} from ${ownerListingCounts} where ${ownerListingCounts.userId} = "users"."id"), 0)`.mapWith(
    Number,
  );
const projectCountSql =
  sql<number>`(select count(*) from ${projects} where ${projects.userId} = "users"."id" and ${publicProjectCondition()})`.mapWith(Number);

async function shape(
  { db, storage }: ViewDeps,
  rows: { user: typeof users.$inferSelect; propertyCount: number; projectCount: number }[],
): Promise<AgentView[]> {
  const out: AgentView[] = [];
  for (const { user, propertyCount, projectCount } of rows) {
    const showContact = await canShowOwnerContact(db, user);
    out.push({
      id: user.id,
      name: user.name,
      profile: mediaUrl(user.image, (key) => storage.url(key)),
      about_me: user.aboutMe,
      address: user.address,
      city: user.city,
      is_verified: user.isVerifiedAgent,
      property_count: propertyCount,
      projects_count: projectCount,
      email: showContact ? user.email : null,
      mobile: showContact && user.phoneNumber ? maskPhone(user.phoneNumber) : null,
      mobile_is_masked: showContact && Boolean(user.phoneNumber),
      facebook_id: user.facebookId,
      twiiter_id: user.twiiterId,
      instagram_id: user.instagramId,
      youtube_id: user.youtubeId,
      member_since: user.createdAt.toISOString(),
    });
  }
  return out;
}

/** Active users with at least one public listing or project; verified first, then by listing count. */
export async function listAgents(
  deps: ViewDeps,
  input: { limit: number; offset: number; search?: string; verifiedOnly?: boolean },
): Promise<Page<AgentView>> {
  const c: SQL[] = [eq(users.banned, false), sql`(${propertyCountSql} > 0 or ${projectCountSql} > 0)`];
  if (input.verifiedOnly) c.push(eq(users.isVerifiedAgent, true));
  if (input.search?.trim())
    c.push(sql`immutable_unaccent(lower(${users.name})) like immutable_unaccent(${`%${input.search.trim().toLowerCase()}%`})`);
  const where = and(...c);
  const { db } = deps;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, propertyCount: propertyCountSql, projectCount: projectCountSql })
      .from(users)
      .where(where)
      .orderBy(desc(users.isVerifiedAgent), desc(propertyCountSql), asc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return { items: await shape(deps, rows), total: totalRow?.total ?? 0 };
}

/** One agent's card; 404 for an unknown or deactivated user. */
export async function getAgent(deps: ViewDeps, agentId: number): Promise<AgentView> {
  const rows = await deps.db
    .select({ user: users, propertyCount: propertyCountSql, projectCount: projectCountSql })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.banned, false)));
  if (rows.length === 0) throw new AppError("USER_NOT_FOUND");
  const [agent] = await shape(deps, rows);
  return agent!;
}
