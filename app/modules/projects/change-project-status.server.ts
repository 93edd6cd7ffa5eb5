import { and, eq } from "drizzle-orm";
import { projects } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { ownerProjectStatuses } from "./project-schemas.ts";

/** The owner shows (active) or hides (inactive) their project (change-project-status); others get NOT_FOUND. */
export async function changeProjectStatus(
  db: Db,
  input: { actor: Actor; projectId: number; status: (typeof ownerProjectStatuses)[number] },
): Promise<{ id: number; status: string }> {
  const [row] = await db
    .update(projects)
    .set({ status: input.status, updatedAt: new Date() })
    .where(and(eq(projects.id, input.projectId), eq(projects.userId, input.actor.id)))
    .returning({ id: projects.id, status: projects.status });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
