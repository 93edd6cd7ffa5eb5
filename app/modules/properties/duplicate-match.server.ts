import type { duplicateReasons } from "../../../db/schema/duplicates.ts";
import { distanceBetweenKm } from "./ward-location.ts";
import { samePhotoDistance } from "../../lib/images/photo-hash.server.ts";

export type DuplicateReason = (typeof duplicateReasons)[number];

/** What the duplicate rule compares of a listing. */
export interface MatchFacts {
  id: number;
  userId: number | null;
  price: number;
  area: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** Pins this close (km) are one place: a building's entrances and a geocoder's error stay inside it. */
export const samePlaceKm = 0.15;
/** Areas within this share of each other are one area (a re-post rounds 72.5 m² to 72 or 73). */
export const sameAreaShare = 0.05;
/** Prices within this share are one price (a re-post often changes the price a little). */
export const samePriceShare = 0.1;
/** Score from which a pair is stored for moderators. */
export const duplicateScoreFloor = 50;

const weights: Record<DuplicateReason, number> = { photo: 45, location: 20, same_owner: 20, area: 10, price: 10 };

const within = (a: number, b: number, share: number) => Math.abs(a - b) <= share * Math.max(a, b);

/**
 * Why two listings look like one and how sure that is (docs/architecture.md, "Duplicate
 * listings"): a near-identical photo weighs 45, the same place 20, the same owner 20, the same
 * area 10, the same price 10 (at most 100). A pair is stored from 50: a photo with any other
 * sign, or, without a photo, the same place and owner with the same area or price. A shared
 * photo alone (an agent's stock picture), two alike flats of one building (same place, area and
 * price, other owners) or one owner's two flats in a building (same place, other area and price)
 * are not enough.
 */
export function matchDuplicate(
  listing: MatchFacts,
  other: MatchFacts,
  photoDistance: number | null,
): { reasons: DuplicateReason[]; score: number } {
  const reasons: DuplicateReason[] = [];
  if (photoDistance !== null && photoDistance <= samePhotoDistance) reasons.push("photo");
  if (
    listing.latitude !== null &&
    listing.longitude !== null &&
    other.latitude !== null &&
    other.longitude !== null &&
    distanceBetweenKm(
      { latitude: listing.latitude, longitude: listing.longitude },
      { latitude: other.latitude, longitude: other.longitude },
    ) <= samePlaceKm
  )
    reasons.push("location");
  if (listing.area && other.area && within(listing.area, other.area, sameAreaShare)) reasons.push("area");
  if (within(listing.price, other.price, samePriceShare)) reasons.push("price");
  if (listing.userId !== null && listing.userId === other.userId) reasons.push("same_owner");
  return {
    reasons,
    score: Math.min(
      100,
      reasons.reduce((sum, r) => sum + weights[r], 0),
    ),
  };
}
