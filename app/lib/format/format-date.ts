import type { LanguageCode } from "../i18n/index.ts";
import { dateFormat } from "./formatters.ts";

/** Every date and time on the site reads in Vietnam time, whatever the server's or reader's zone. */
export const siteTimeZone = "Asia/Ho_Chi_Minh";

const styles = {
  date: { dateStyle: "medium" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date ("24 thg 12, 2026" / "24 Dec 2026") or date and time, in the reader's language and Vietnam time. */
export function formatDate(value: string | Date, lang: LanguageCode, style: keyof typeof styles = "date"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(lang === "vi" ? "vi-VN" : "en-GB", { ...styles[style], timeZone: siteTimeZone }).format(date);
}
