import type { MortgageInput } from "../mortgage/calculate-mortgage.ts";
import type { PropertyCard } from "./property-view.server.ts";
import type { PropertyDetail } from "./property-detail-view.server.ts";

/** Everything a listing's detail page shows: the listing, listings like it and the page's own values. */
export interface PropertyPage {
  property: PropertyDetail;
  /** A premium listing the reader has no package for: the property is the preview. */
  isLocked: boolean;
  isSignedIn: boolean;
  similar: PropertyCard[];
  isOwner: boolean;
  mortgage: MortgageInput;
  tiles: { url: string; attribution: string };
  canonical: string;
  baseUrl: string;
  siteName: string;
}
