import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { projects } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { staffListingScope, type ListingScope } from "../listings/staff-listing-scope.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Page } from "../../lib/page.ts";
import { selectProjects, toProjectDetails, type ProjectDeps, type ProjectDetail, type ProjectRow } from "./project-view.server.ts";

export interface MyProject extends ProjectDetail {
  status: string;
  request_status: string;
  reject_reason: string | null;
  expires_at: string | null;
  is_expired: boolean;
  featured_until: string | null;
}

/**
 * The owner's own projects in every status, newest first (get-added-projects). Staff with
 * `scope: "all"` search every owner's (by text, and by owner name or e-mail with `owner`).
 */
export async function listMyProjects(
  deps: ProjectDeps,
  input: ListingScope & {
    actor: Actor;
    id?: number;
    search?: string;
    slugId?: string;
    status?: "active" | "inactive";
    requestStatus?: "pending" | "approved" | "rejected";
    limit: number;
    offset: number;
    lang: LanguageCode;
  },
): Promise<Page<MyProject>> {
  const conditions: SQL[] = [staffListingScope(projects.userId, input)];
  if (input.id !== undefined) conditions.push(eq(projects.id, input.id));
  if (input.slugId) conditions.push(eq(projects.slugId, input.slugId));
  if (input.status) conditions.push(eq(projects.status, input.status));
  if (input.requestStatus) conditions.push(eq(projects.requestStatus, input.requestStatus));
  if (input.search) conditions.push(sql`${projects.searchText} like '%' || immutable_unaccent(lower(${input.search})) || '%'`);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectProjects(deps.db).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(input.limit).offset(input.offset),
    deps.db.select({ total: count() }).from(projects).where(where),
  ]);
  const projectRows = rows as ProjectRow[];
  const details = await toProjectDetails(deps, projectRows, input.lang);
  const now = Date.now();
  const items = details.map((detail, index) => {
    const p = projectRows[index]!.project;
    return {
      ...detail,
      status: p.status,
      request_status: p.requestStatus,
      reject_reason: p.rejectReason,
      expires_at: p.expiresAt?.toISOString() ?? null,
      is_expired: p.expiresAt !== null && p.expiresAt.getTime() <= now,
      featured_until: p.featuredUntil?.toISOString() ?? null,
    };
  });
  return { items, total: totalRow?.total ?? 0 };
}
