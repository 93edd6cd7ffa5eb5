/** The verification form's field kinds, request kinds and states and the listing checks as stored; pages and handlers read them here. */
export {
  listingChecks,
  verificationFieldKinds,
  verificationKinds,
  verificationRequestStatuses,
  type ListingCheck,
  type VerificationFieldKind,
  type VerificationKind,
  type VerificationRequestStatus,
} from "../../../db/schema/verification.ts";
