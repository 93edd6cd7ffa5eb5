/**
 * Gateways that cannot charge VND and the currencies staff may choose for each, with the
 * number of decimals of each currency as that gateway takes it. From the gateways' published
 * lists: PayPal has no VND (HUF, JPY and TWD take no decimals); Paystack charges NGN, GHS,
 * ZAR, KES and USD in subunits (× 100); Flutterwave Standard takes major units with decimals.
 */
export const gatewayCurrencies = {
  paypal: { USD: 2, EUR: 2, GBP: 2, AUD: 2, CAD: 2, SGD: 2, HKD: 2, NZD: 2, CHF: 2, THB: 2, PHP: 2, JPY: 0, TWD: 0, HUF: 0 },
  paystack: { NGN: 2, GHS: 2, ZAR: 2, KES: 2, USD: 2 },
  flutterwave: { NGN: 2, USD: 2, EUR: 2, GBP: 2, GHS: 2, KES: 2, ZAR: 2 },
} as const satisfies Record<string, Record<string, number>>;
export type ConvertingGateway = keyof typeof gatewayCurrencies;
export const convertingGateways = Object.keys(gatewayCurrencies) as ConvertingGateway[];

export function isConvertingGateway(method: string): method is ConvertingGateway {
  return Object.hasOwn(gatewayCurrencies, method);
}

export function currencyDecimals(gateway: ConvertingGateway, currency: string): number {
  return (gatewayCurrencies[gateway] as Record<string, number>)[currency] ?? 2;
}

/**
 * A whole-VND price in the currency's smallest unit at `rateVnd` VND per one unit of the
 * currency: amount × 10^decimals ÷ rateVnd, rounded up to the next smallest unit, so the
 * charge never falls short of the price. Integers only.
 */
export function convertFromVnd(amountVnd: number, rateVnd: number, decimals: number): number {
  const scaled = BigInt(amountVnd) * 10n ** BigInt(decimals);
  const rate = BigInt(rateVnd);
  return Number((scaled + rate - 1n) / rate);
}

/** The smallest-unit integer as the decimal text a gateway takes ("7.96", "12"). */
export function decimalAmount(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const text = String(units).padStart(decimals + 1, "0");
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** A gateway's decimal amount ("7.96", 7.96) back in smallest units, or null when it is not exactly representable. */
export function smallestUnits(value: unknown, decimals: number): number | null {
  const text = typeof value === "number" ? value.toFixed(decimals) : typeof value === "string" ? value.trim() : "";
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) return null;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
}
