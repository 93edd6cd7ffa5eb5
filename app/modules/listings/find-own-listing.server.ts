import { projects, properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { writableRow, type ListingWriter } from "./listing-scope.ts";

/** The two kinds of listing an owner writes; both carry `id` and the owner's `userId`. */
export type ListingTable = typeof properties | typeof projects;

/**
 * The writer's own listing of either kind (or, for an admin acting as staff, anyone's), found
 * in one query; anyone else gets NOT_FOUND, so a stranger cannot tell a foreign listing from a
 * missing one.
 */
export async function findOwnListing<T extends ListingTable>(
  db: Db,
  table: T,
  writer: ListingWriter,
  id: number,
): Promise<T["$inferSelect"]> {
  const owned: ListingTable = table;
  const [row] = await db
    .select()
    .from(owned)
    .where(writableRow(owned, writer, id));
  if (!row) throw new AppError("NOT_FOUND");
  return row as T["$inferSelect"];
}
