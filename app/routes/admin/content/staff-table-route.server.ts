import { data } from "react-router";
import { findStaffTable } from "../../../modules/staff-tables/staff-tables.server.ts";
import type { StaffTable } from "../../../modules/staff-tables/staff-table.server.ts";

/** The staff table a URL names, or the 404 page. */
export function tableFromParams(params: { table?: string }): StaffTable {
  const table = findStaffTable(params.table);
  if (!table) throw data({ reason: "not-found" }, { status: 404 });
  return table;
}

/** The row id a URL names in the table's key type, or the 404 page. */
export function idFromParams(table: StaffTable, params: { id?: string }): string | number {
  const id = params.id === undefined ? null : table.parseId(params.id);
  if (id === null) throw data({ reason: "not-found" }, { status: 404 });
  return id;
}
