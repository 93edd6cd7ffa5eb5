import { AppError } from "../../lib/errors.ts";
import { isPlaceholderEmail } from "./spec-user.ts";

export interface ProfileFacts {
  name: string | null;
  email: string;
  phoneNumber: string | null;
  address: string | null;
}

/**
 * A complete profile has a name, a real e-mail address, a mobile number and an address:
 * what buyers need to reach an owner. Listing, chat and agent verification call this.
 */
export function isProfileComplete(user: ProfileFacts): boolean {
  return Boolean(user.name?.trim() && user.email && !isPlaceholderEmail(user.email) && user.phoneNumber?.trim() && user.address?.trim());
}

/** Throws PROFILE_INCOMPLETE ("You have not completed your profile yet"). */
export function assertProfileComplete(user: ProfileFacts): void {
  if (!isProfileComplete(user)) throw new AppError("PROFILE_INCOMPLETE");
}
