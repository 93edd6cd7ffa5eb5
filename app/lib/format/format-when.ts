import type { LanguageCode, Translate } from "../i18n/index.ts";
import { formatDate } from "./format-date.ts";
import { relativeTime } from "./relative-time.ts";

/** How long a moment reads as an age ("3 giờ trước") before it reads as a date. */
const recentSeconds = 7 * 86_400;

/**
 * When something happened, as staff pages say it: "vừa xong", "5 phút trước", "3 ngày trước"
 * within a week (counted from `now`, the loader's clock, so server and browser agree), else the
 * date and time in Vietnam time ("24 thg 12, 2026, 14:05").
 */
export function formatWhen(value: string | Date, now: string | Date, lang: LanguageCode, t: Translate): string {
  const at = new Date(value).getTime();
  const elapsed = (new Date(now).getTime() - at) / 1000;
  if (!Number.isFinite(elapsed)) return "";
  return elapsed < recentSeconds ? relativeTime(at, new Date(now), t, 60) : formatDate(new Date(at), lang, "dateTime");
}
