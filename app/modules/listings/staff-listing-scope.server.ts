import { eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";

export interface ListingScope {
  /** "own" (the default): the actor's rows; "all": every owner's, for staff only. */
  scope?: "own" | "all";
  /** With scope "all": owners whose name or e-mail contains this text. */
  owner?: string;
}

/** The owner condition of a listing or project list: the actor's own, or (staff) anyone's, optionally by owner. */
export function staffListingScope(ownerColumn: PgColumn, input: ListingScope & { actor: Actor }): SQL {
  if (input.scope !== "all") return eq(ownerColumn, input.actor.id);
  if (!isStaff(input.actor)) throw new AppError("FORBIDDEN");
  const owner = input.owner?.trim();
  if (!owner) return sql`true`;
  const pattern = `%${owner.replace(/[%_\\]/g, "\\$&")}%`;
  return sql`${ownerColumn} in (select ${users.id} from ${users} where ${or(ilike(users.name, pattern), ilike(users.email, pattern))})`;
}
