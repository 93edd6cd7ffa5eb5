/**
 * Location sanity (docs/architecture.md, "Location sanity"): a listing's pin against its ward's
 * centre. The project has no ward outlines; a ward's centre is the mean position of its public
 * listings (ward_counts, kept by triggers), trusted from `minimumCentreListings` listings on.
 * Pure, so the posting form warns with the same rule the server flags with.
 */

export interface WardCentre {
  latitude: number;
  longitude: number;
}

/** Located public listings a ward needs before its mean position is taken as its centre. */
export const minimumCentreListings = 5;

/**
 * How far a pin may lie from its ward's centre, km. A 2025 phường of the city is a few square
 * km (the former inner districts' wards span 1.5–4 km), so a pin inside one lies within about
 * 2 km of a centre drawn from its listings: 2.5 km leaves room for that and flags a pin in the
 * next district (a Quận 1 pin on a Quận 7 ward is 3–5 km off). A xã or special zone is far
 * larger (Củ Chi, Cần Giờ, the former Bình Dương and Bà Rịa–Vũng Tàu): 10 km.
 */
export function allowedDistanceKm(wardName: string): number {
  return /^phường\b/i.test(wardName.trim()) ? 2.5 : 10;
}

/** Great-circle distance between two points, km. */
export function distanceBetweenKm(a: WardCentre, b: WardCentre): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The pin's distance from its ward's centre, km (one decimal), when it is farther than the ward allows; else null. */
export function pinOutsideWardKm(pin: WardCentre | null, ward: { name: string; centre: WardCentre | null } | null): number | null {
  if (!pin || !ward?.centre) return null;
  const km = distanceBetweenKm(pin, ward.centre);
  return km > allowedDistanceKm(ward.name) ? Math.round(km * 10) / 10 : null;
}
