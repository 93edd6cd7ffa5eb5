import { and, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { projects } from "../../../db/schema/index.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Page } from "../../lib/page.ts";
import { selectProjects, toProjectCards, type ProjectCard, type ProjectDeps, type ProjectRow } from "./project-view.server.ts";
import { publicProjectCondition } from "./public-condition.server.ts";

/** The parameters of get-projects (docs/architecture.md, "The API contract"), in camelCase. */
export interface ListProjectsInput {
  id?: number;
  slugId?: string;
  categoryId?: number;
  type?: "upcoming" | "under_construction";
  search?: string;
  /** Only projects whose featuring is running. */
  featured?: boolean;
  /** With id or slugId: projects like that one (same category), itself excluded. */
  similar?: boolean;
  latitude?: number;
  longitude?: number;
  /** Kilometres around latitude/longitude. */
  radiusKm?: number;
  userId?: number;
  limit: number;
  offset: number;
  lang: LanguageCode;
  /** False skips counting the matches (`total` is then offset + the page's length). */
  countTotal?: boolean;
}

/** Public projects, filtered, newest first (nearest first around a point; best match first when searching). */
export async function listProjects(deps: ProjectDeps, input: ListProjectsInput): Promise<Page<ProjectCard>> {
  const { db } = deps;
  const c: SQL[] = [publicProjectCondition()];
  const key = input.id !== undefined ? eq(projects.id, input.id) : input.slugId ? eq(projects.slugId, input.slugId) : undefined;
  if (key && input.similar) {
    const [source] = await db.select({ id: projects.id, categoryId: projects.categoryId }).from(projects).where(key);
    c.push(source ? and(eq(projects.categoryId, source.categoryId), sql`${projects.id} <> ${source.id}`)! : sql`false`);
  } else if (key) {
    c.push(key);
  }
  if (input.categoryId !== undefined) c.push(eq(projects.categoryId, input.categoryId));
  if (input.type) c.push(eq(projects.type, input.type));
  if (input.userId !== undefined) c.push(eq(projects.userId, input.userId));
  if (input.featured) c.push(gt(projects.featuredUntil, sql`now()`));
  const needle = input.search?.trim().toLowerCase();
  if (needle) {
    const escaped = needle.replace(/[\\%_]/g, (m) => `\\${m}`);
    c.push(
      sql`(${projects.searchText} like immutable_unaccent(${`%${escaped}%`}) or immutable_unaccent(${needle}) <% ${projects.searchText})`,
    );
  }
  const extra: Record<string, SQL<number>> = {};
  const order: SQL[] = [];
  if (input.latitude !== undefined && input.longitude !== undefined) {
    const centre = sql`ll_to_earth(${input.latitude}::float8, ${input.longitude}::float8)`;
    const distance = sql<number>`(earth_distance(${centre}, ll_to_earth(${projects.latitude}, ${projects.longitude})) / 1000.0)`;
    extra.distance = distance;
    if (input.radiusKm !== undefined) {
      c.push(sql`earth_box(${centre}, ${input.radiusKm * 1000}::float8) @> ll_to_earth(${projects.latitude}, ${projects.longitude})`);
      c.push(sql`${distance} <= ${input.radiusKm}::float8`);
    }
    order.push(sql`${distance} asc`);
  }
  if (needle) order.push(sql`word_similarity(immutable_unaccent(${needle}), ${projects.searchText}) desc`);
  order.push(desc(projects.createdAt), desc(projects.id));
  const where = and(...c);
  const [rows, totalRows] = await Promise.all([
    selectProjects(db, extra)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    input.countTotal === false ? null : db.select({ total: count() }).from(projects).where(where),
  ]);
  const total = totalRows ? (totalRows[0]?.total ?? 0) : input.offset + rows.length;
  return { items: toProjectCards(deps, rows as ProjectRow[], input.lang), total };
}
