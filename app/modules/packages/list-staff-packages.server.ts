import { asc, sql } from "drizzle-orm";
import { packages, paymentTransactions, userPackages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { staffPackageView, type StaffPackageView } from "./staff-package-view.ts";

/** Staff: every package, active or not, with how many users held it and how many payments it had. */
export async function listStaffPackages(db: Db): Promise<StaffPackageView[]> {
  const rows = await db
    .select({
      pkg: packages,
      // Column names are spelled with their tables: inside the subqueries a bare "id" would be the inner table's.
      holders: sql<number>`(select count(distinct up.user_id)::int from ${userPackages} up where up.package_id = "packages"."id")`,
      payments: sql<number>`(select count(*)::int from ${paymentTransactions} pt where pt.package_id = "packages"."id")`,
    })
    .from(packages)
    .orderBy(asc(packages.sequence), asc(packages.id));
  return rows.map((row) => staffPackageView(row.pkg, { holders: row.holders, payments: row.payments }));
}
