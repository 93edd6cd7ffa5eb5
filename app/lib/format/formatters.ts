/**
 * Intl formatters kept per locale and options: building one costs far more than formatting
 * with it, and a page of listing cards formats hundreds of numbers and dates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(store: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = store.get(key);
  if (!formatter) {
    formatter = make();
    store.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

const separators = { vi: { group: ".", decimal: "," }, en: { group: ",", decimal: "." } } as const;

/**
 * A decimal number in the site's two languages ("1.234,5" / "1,234.5"), rounded to at most
 * `maximumFractionDigits`, without Intl: the first Intl formatter of a page loads the locale's
 * data, a cost every listing card would otherwise pay during hydration on a phone.
 */
export function formatDecimal(value: number, lang: string, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = Math.abs(value).toFixed(maximumFractionDigits);
  let [whole = "0", fraction = ""] = fixed.split(".");
  while (fraction.length > minimumFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  // An added language writes numbers as English does.
  const { group, decimal } = lang === "vi" ? separators.vi : separators.en;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? decimal + fraction : ""}`;
}
