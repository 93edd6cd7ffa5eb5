import { and, eq, or, sql } from "drizzle-orm";
import { projects } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { hasEntitlement, packageRequiredMessage } from "../packages/has-entitlement.server.ts";
import { selectProjects, toProjectDetails, type ProjectDeps, type ProjectDetail, type ProjectRow } from "./project-view.server.ts";
import { publicProjectCondition } from "./public-condition.server.ts";

export interface GetProjectDetailInput {
  id?: number;
  slugId?: string;
  actor?: Actor | null;
  lang: LanguageCode;
  countView?: boolean;
}

/**
 * One project's full detail (plans, documents, gallery). It needs the `project_access`
 * entitlement (owner and staff excepted): without it the call answers 403 with the
 * per-feature message; `listProjects({ slugId })` still gives the public card.
 */
export async function getProjectDetail(deps: ProjectDeps, input: GetProjectDetailInput): Promise<ProjectDetail> {
  const { actor } = input;
  const key = input.id !== undefined ? eq(projects.id, input.id) : input.slugId ? eq(projects.slugId, input.slugId) : undefined;
  if (!key) throw new AppError("NOT_FOUND");
  const visible = isStaff(actor)
    ? undefined
    : actor
      ? or(publicProjectCondition(), eq(projects.userId, actor.id))
      : publicProjectCondition();
  const [row] = (await selectProjects(deps.db).where(and(key, visible)).limit(1)) as ProjectRow[];
  if (!row) throw new AppError("NOT_FOUND");
  const isOwner = actor !== null && actor !== undefined && row.project.userId === actor.id;
  if (!isOwner && !(await hasEntitlement(deps.db, actor, "project_access"))) {
    throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.project_access });
  }
  if (input.countView && !isOwner) {
    await deps.db
      .update(projects)
      .set({ totalViews: sql`${projects.totalViews} + 1` })
      .where(eq(projects.id, row.project.id));
    row.project.totalViews += 1;
  }
  const [detail] = await toProjectDetails(deps, [row], input.lang);
  return detail!;
}
