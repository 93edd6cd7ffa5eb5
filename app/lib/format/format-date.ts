import type { LanguageCode } from "../i18n/index.ts";
import { dateFormat } from "./formatters.ts";

/** Every date and time on the site reads in Vietnam time, whatever the server's or reader's zone. */
export const siteTimeZone = "Asia/Ho_Chi_Minh";

const styles = {
  date: { dateStyle: "medium" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** An article's byline: the month in words ("24 tháng 12, 2026" / "24 December 2026"). */
  long: { dateStyle: "long" },
  /** A chat message's stamp, where space is short ("24/12/26 00:30"). */
  short: { dateStyle: "short", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "12/10": a day and month in Vietnam time, where a year goes without saying (both languages write it so; Intl's vi-VN would write "12-10"). */
export function formatDayMonth(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const parts = dateFormat("en-GB", { day: "2-digit", month: "2-digit", timeZone: siteTimeZone }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}`;
}

/** Vietnam has kept UTC+7, without summer time, since 1975 (13 June 1975, 00:00 local). */
const fixedOffsetSince = Date.UTC(1975, 5, 12, 17);
const vietnamOffsetMs = 7 * 60 * 60 * 1000;
const englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/**
 * A date alone as `dateStyle: "medium"` writes it in Vietnam time ("24 thg 12, 2026" / "24 Dec
 * 2026"), without Intl: a page's first DateTimeFormat loads its locale's and time zone's data,
 * tens of milliseconds of a phone's hydration for the one date on a listing's page
 * (docs/benchmarks/speed-notes.md, "Twenty-fifth round"). The test holds it to Intl's output.
 */
function mediumDate(date: Date, lang: LanguageCode): string {
  const local = new Date(date.getTime() + vietnamOffsetMs);
  const day = local.getUTCDate();
  const month = local.getUTCMonth();
  const year = local.getUTCFullYear();
  return lang === "vi" ? `${day} thg ${month + 1}, ${year}` : `${day} ${englishMonths[month]} ${year}`;
}

/**
 * A date ("24 thg 12, 2026" / "24 Dec 2026") or date and time, in the reader's language and
 * Vietnam time: the one date format of every page, mail and staff screen.
 */
export function formatDate(value: string | Date, lang: LanguageCode, style: keyof typeof styles = "date"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const time = date.getTime();
  if (Number.isNaN(time)) return "";
  if (style === "date" && time >= fixedOffsetSince) return mediumDate(date, lang);
  return dateFormat(lang === "vi" ? "vi-VN" : "en-GB", { ...styles[style], timeZone: siteTimeZone }).format(date);
}
