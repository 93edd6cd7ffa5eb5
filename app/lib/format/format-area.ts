import type { LanguageCode } from "../i18n/index.ts";
import { formatDecimal } from "./formatters.ts";

/**
 * Areas as the site writes them (docs/product.md, "Numbers and display"): square metres with
 * the reader's decimal mark and at most one decimal ("72,5" / "72.5"); the one area format of
 * cards, the detail page, comparisons and the understood-filter chips.
 */
export function formatAreaValue(area: number, lang: LanguageCode): string {
  return formatDecimal(area, lang, 1);
}

/** An area in square metres with its unit ("72,5 m²", "1.250 m²"), or null without one. */
export function formatArea(area: number | null, lang: LanguageCode): string | null {
  if (area === null) return null;
  return `${formatAreaValue(area, lang)} m²`;
}
