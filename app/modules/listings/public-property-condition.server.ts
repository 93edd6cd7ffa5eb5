import { sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";

/**
 * Only approved, active, unexpired listings are public (docs/product.md, "States"). The statuses are
 * literals, not parameters, so the planner matches the partial indexes whose predicate is
 * `request_status = 'approved' and status = 'active'` (db/schema/properties.ts).
 */
export function publicPropertyCondition(): SQL {
  return sql`(${properties.requestStatus} = 'approved' and ${properties.status} = 'active' and (${properties.expiresAt} is null or ${properties.expiresAt} > now()))`;
}
