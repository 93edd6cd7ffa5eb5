/**
 * The dictionary key of a listing's state as its owner reads it. An active listing is shown
 * only once approved and before it expires, so one waiting for review, refused or expired
 * never reads "Đang hiển thị" beside its review badge.
 */
export function listingStateKey(listing: { status: string; request_status: string; is_expired?: boolean }): string {
  if (listing.status === "active") {
    if (listing.request_status !== "approved") return "listingStatus_notShown";
    if (listing.is_expired) return "listingStatus_expired";
  }
  return `listingStatus_${listing.status}`;
}
