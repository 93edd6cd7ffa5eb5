import type { LanguageCode } from "../i18n/index.ts";
import { formatDecimal, numberFormat } from "./formatters.ts";

/**
 * Money display (docs/product.md, "Numbers and display"). Plain mode shows the full amount with the currency's own
 * minor unit (two decimals for most currencies; none for VND, JPY, KRW as CLDR defines).
 * Suffix mode abbreviates by currency group, with at most two decimals and trailing zeros
 * dropped:
 * - INR, BDT, NPR, PKR, LKR: Cr (10 million), L (100 thousand), K (thousand) — "₹1.5Cr";
 * - JPY, CNY, KRW: 億 (100 million), 万 (10 thousand) — "¥1.5億";
 * - all others: B, M, K — "$1.5M".
 * VND in Vietnamese reads in words with a decimal comma and no symbol ("1,5 tỷ",
 * "850 triệu", "25 nghìn"); in English it follows the B/M/K rule ("₫1.5B").
 * Locale separators follow `lang`: vi uses "." for thousands and "," for decimals.
 */
export interface FormatAmountOptions {
  /** ISO 4217 code; VND when absent. */
  currencyCode?: string;
  /** Overrides the currency's own symbol. */
  symbol?: string;
  withSuffix?: boolean;
  lang?: LanguageCode;
}

export interface AmountUnit {
  size: number;
  suffix: string;
}

const southAsian = new Set(["INR", "BDT", "NPR", "PKR", "LKR"]);
const eastAsian = new Set(["JPY", "CNY", "KRW"]);

const southAsianUnits: AmountUnit[] = [
  { size: 1e7, suffix: "Cr" },
  { size: 1e5, suffix: "L" },
  { size: 1e3, suffix: "K" },
];
const eastAsianUnits: AmountUnit[] = [
  { size: 1e8, suffix: "億" },
  { size: 1e4, suffix: "万" },
];
const westernUnits: AmountUnit[] = [
  { size: 1e9, suffix: "B" },
  { size: 1e6, suffix: "M" },
  { size: 1e3, suffix: "K" },
];
const vietnameseUnits: AmountUnit[] = [
  { size: 1e9, suffix: " tỷ" },
  { size: 1e6, suffix: " triệu" },
  { size: 1e3, suffix: " nghìn" },
];

const locales: Record<string, string> = { vi: "vi-VN", en: "en-US" };

/** The Intl locale of a language: the built-in ones have theirs; an added language is its own code. */
const localeOf = (lang: LanguageCode): string => locales[lang] ?? lang;

/** The units a currency abbreviates with, largest first. */
export function suffixUnits(currencyCode: string, lang: LanguageCode = "vi"): AmountUnit[] {
  const code = currencyCode.toUpperCase();
  if (code === "VND" && lang === "vi") return vietnameseUnits;
  if (southAsian.has(code)) return southAsianUnits;
  if (eastAsian.has(code)) return eastAsianUnits;
  return westernUnits;
}

function currencyFormatter(locale: string, code: string): Intl.NumberFormat | null {
  try {
    return numberFormat(locale, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" });
  } catch {
    return null;
  }
}

/** The currency's narrow symbol ("₫", "$", "₹"), or the code itself when unknown. */
export function currencySymbol(currencyCode: string, lang: LanguageCode = "en"): string {
  // The site's own currency is answered without building an Intl formatter.
  if (currencyCode.toUpperCase() === "VND") return "₫";
  const parts = currencyFormatter(localeOf(lang), currencyCode.toUpperCase())?.formatToParts(0);
  return parts?.find((part) => part.type === "currency")?.value ?? currencyCode.toUpperCase();
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function formatPlain(value: number, code: string, lang: LanguageCode, symbol: string | undefined): string {
  const formatter = currencyFormatter(localeOf(lang), code);
  if (!formatter) {
    const number = formatDecimal(value, lang, 2, 2);
    return `${symbol ?? code}${number}`;
  }
  const parts = formatter.formatToParts(value);
  if (symbol === undefined) return parts.map((part) => part.value).join("");
  return parts.map((part) => (part.type === "currency" ? symbol : part.value)).join("");
}

function formatSuffixed(value: number, code: string, lang: LanguageCode, symbol: string | undefined): string {
  const magnitude = Math.abs(value);
  // The largest unit that still reads as at least 1 after rounding: 999,999,999 → "1B".
  const unit = suffixUnits(code, lang).find((candidate) => round2(magnitude / candidate.size) >= 1);
  if (!unit) return formatPlain(value, code, lang, symbol);
  const number = formatDecimal(round2(magnitude / unit.size), lang, 2);
  const sign = value < 0 ? "-" : "";
  if (code === "VND" && lang === "vi") return `${sign}${number}${unit.suffix}`;
  return `${sign}${symbol ?? currencySymbol(code, lang)}${number}${unit.suffix}`;
}

/** Formats an amount of money for display; see the rules above. */
export function formatAmount(value: number, options: FormatAmountOptions = {}): string {
  const code = (options.currencyCode ?? "VND").toUpperCase();
  const lang = options.lang ?? "vi";
  if (!Number.isFinite(value)) return "";
  return options.withSuffix ? formatSuffixed(value, code, lang, options.symbol) : formatPlain(value, code, lang, options.symbol);
}

/**
 * How the site shows money, from the settings currency_code, currency_symbol and
 * number_with_suffix (docs/architecture.md, "The API contract"). The default is the seed's: VND, "₫", shortened.
 */
export interface MoneyDisplay {
  currencyCode: string;
  symbol: string;
  withSuffix: boolean;
}

export const defaultMoneyDisplay: MoneyDisplay = { currencyCode: "VND", symbol: "₫", withSuffix: true };

/** A listing's price or a budget: shortened when the settings ask for it ("4,2 tỷ", "₫4.2B"). */
export function formatPrice(value: number, display: MoneyDisplay, lang: LanguageCode): string {
  return formatAmount(value, { currencyCode: display.currencyCode, symbol: display.symbol, withSuffix: display.withSuffix, lang });
}

/** An amount paid, charged or computed to the unit (packages, payments, instalments): always in full. */
export function formatExactAmount(value: number, display: MoneyDisplay, lang: LanguageCode): string {
  return formatAmount(value, { currencyCode: display.currencyCode, symbol: display.symbol, withSuffix: false, lang });
}
