import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";

/** Only approved, active, unexpired listings are public (DESIGN section 5). */
export function publicPropertyCondition(): SQL {
  return and(
    eq(properties.requestStatus, "approved"),
    eq(properties.status, "active"),
    or(isNull(properties.expiresAt), gt(properties.expiresAt, sql`now()`)),
  )!;
}
