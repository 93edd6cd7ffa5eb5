import type { MortgageInput } from "../mortgage/calculate-mortgage.ts";
import type { ContactDefaults } from "../users/contact-defaults.server.ts";
import type { PropertyCard, PropertyDetail } from "./property-view.server.ts";

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
  /** The signed-in reader's name, e-mail and phone: the inquiry form starts with them. */
  contact: ContactDefaults | null;
}
