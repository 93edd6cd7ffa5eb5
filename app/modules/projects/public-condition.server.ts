import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { projects } from "../../../db/schema/index.ts";

/** Only approved, active, unexpired projects are public (docs/product.md, "States"). */
export function publicProjectCondition(): SQL {
  return and(
    eq(projects.requestStatus, "approved"),
    eq(projects.status, "active"),
    or(isNull(projects.expiresAt), gt(projects.expiresAt, sql`now()`)),
  )!;
}
