import { toRole, type Role } from "../../lib/roles.ts";
import { mediaUrl } from "../../lib/storage/media-url.ts";
import type { users } from "../../../db/schema/index.ts";
import { placeholderEmailDomain } from "../auth/phone.ts";

export type UserRow = typeof users.$inferSelect;

/** The user as docs/architecture.md, "The API contract" names its fields (the API edge and the client's stored User_signup). */
export interface SpecUser {
  id: number;
  userid: number;
  name: string;
  email: string;
  mobile: string;
  profile: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  about_me: string;
  facebook_id: string;
  twiiter_id: string;
  instagram_id: string;
  youtube_id: string;
  notification: number;
  /** 1 when the member takes e-mail about saved listings' price cuts and sales. */
  alert_email: number;
  city: string;
  state: string;
  country: string;
  logintype: string;
  type: string;
  role: Role;
  email_verified: boolean;
  is_active: boolean;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${placeholderEmailDomain}`);
}

/** Profile photos are storage keys; Google photos are full URLs. */
export function profileUrl(image: string | null, urlFor: (key: string) => string): string {
  return mediaUrl(image, urlFor) ?? "";
}

export function toSpecUser(user: UserRow, urlFor: (key: string) => string): SpecUser {
  const role = toRole(user.role);
  return {
    id: user.id,
    userid: user.id,
    name: user.name,
    email: isPlaceholderEmail(user.email) ? "" : user.email,
    mobile: user.phoneNumber ?? "",
    profile: profileUrl(user.image, urlFor),
    address: user.address ?? "",
    latitude: user.latitude,
    longitude: user.longitude,
    about_me: user.aboutMe ?? "",
    facebook_id: user.facebookId ?? "",
    twiiter_id: user.twiiterId ?? "",
    instagram_id: user.instagramId ?? "",
    youtube_id: user.youtubeId ?? "",
    notification: user.notification ? 1 : 0,
    alert_email: user.alertEmail ? 1 : 0,
    city: user.city ?? "",
    state: user.state ?? "",
    country: user.country ?? "",
    logintype: user.logintype,
    type: user.logintype,
    role,
    email_verified: user.emailVerified,
    is_active: !user.banned,
  };
}
