/** The per-period suffix keys of the rent durations (docs/product.md, "Numbers and display"). */
const rentSuffixKeys: Record<string, string> = {
  daily: "perDay",
  monthly: "perMonth",
  quarterly: "perQuarter",
  yearly: "perYear",
};

/**
 * A listing's price as cards and the detail show it, formatted by the site's money display
 * (`useMoney().price`: "1,5 tỷ", "850 triệu" by default), rent with its period ("15 triệu/tháng").
 */
export function priceLabel(
  listing: { price: number; property_type: "sell" | "rent"; rentduration: string | null },
  price: (value: number) => string,
  t: (key: string) => string,
): string {
  const amount = price(listing.price);
  if (listing.property_type !== "rent" || !listing.rentduration) return amount;
  const key = rentSuffixKeys[listing.rentduration];
  return key ? `${amount}${t(key)}` : amount;
}

/** The price per square metre ("45 triệu/m²"), or null without an area. */
export function pricePerSquareMetre(pricePerM2: number | null, price: (value: number) => string): string | null {
  if (pricePerM2 === null || pricePerM2 <= 0) return null;
  return `${price(pricePerM2)}/m²`;
}
