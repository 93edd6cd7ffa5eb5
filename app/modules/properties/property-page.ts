import type { TileSettings } from "../../lib/location/tile-settings.ts";
import type { MortgageInput } from "../mortgage/calculate-mortgage.ts";
import type { ContactDefaults } from "../users/contact-defaults.server.ts";
import type { PriceHistory } from "./price-history.ts";
import type { WardPriceBand } from "./ward-price-band.ts";
import type { CardView } from "./property-view.server.ts";
import type { PropertyDetail } from "./property-detail-view.server.ts";

/** Everything a listing's detail page shows: the listing, listings like it and the page's own values. */
export interface PropertyPage {
  property: PropertyDetail;
  /** A premium listing the reader has no package for: the property is the preview. */
  isLocked: boolean;
  isSignedIn: boolean;
  similar: CardView[];
  priceHistory: PriceHistory;
  /** The listing's ward band for its category and sell/rent, when there is one big enough to show. */
  priceBand: WardPriceBand | null;
  /** When the page was rendered: the time on the site and the chart's right edge count to it. */
  renderedAt: string;
  isOwner: boolean;
  /** The reader marked the listing "Quan tâm". */
  isInterested: boolean;
  mortgage: MortgageInput;
  tiles: TileSettings;
  canonical: string;
  baseUrl: string;
  siteName: string;
  /** The signed-in reader's name, e-mail and phone: the inquiry form starts with them. */
  contact: ContactDefaults | null;
}
