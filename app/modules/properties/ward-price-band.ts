/** Bands from fewer public listings than this are not shown: too few to call a price typical. */
export const minimumBandSample = 8;

/** A listing priced below this share of its ward's median per m² is flagged to moderators as a likely bait price. */
export const baitPriceShare = 0.4;

/** A ward's price band for one category and sell/rent (whole VND per m²), as an estimate dated and sized. */
export interface WardPriceBand {
  median_per_m2: number;
  p25_per_m2: number;
  p75_per_m2: number;
  sample_size: number;
  computed_at: string;
}

/** How far a price per m² sits from the band's median, in whole percent (negative: below). */
export function percentFromMedian(perM2: number, band: Pick<WardPriceBand, "median_per_m2">): number {
  return Math.round(((perM2 - band.median_per_m2) / band.median_per_m2) * 100);
}
