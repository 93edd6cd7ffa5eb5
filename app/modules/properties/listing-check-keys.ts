/** The advice keys the listing checks add to a write's warnings (check-listing.server.ts), which the owner's list shows after a save. */
export const listingCheckKeys = ["duplicateOfOwnListing", "pinOutsideWard"] as const;

/** The check keys among a write's warnings as a query fragment for the owner's list ("&checks=duplicateOfOwnListing"); empty when none. */
export function checksQuery(warnings: string[]): string {
  const keys = warnings.filter((w) => (listingCheckKeys as readonly string[]).includes(w));
  return keys.length ? `&checks=${keys.join(",")}` : "";
}

/** The known check keys of a query value, in their order; anything else is ignored. */
export function readChecksParam(value: string | null): string[] {
  const given = new Set((value ?? "").split(","));
  return listingCheckKeys.filter((key) => given.has(key));
}
