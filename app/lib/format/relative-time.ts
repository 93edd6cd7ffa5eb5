import type { Translate } from "../i18n/index.ts";

const units = [
  { seconds: 365 * 86400, one: "yearAgo", many: "yearsAgo" },
  // A month counts as 30 days (docs/product.md, "Numbers and display").
  { seconds: 30 * 86400, one: "monthAgo", many: "monthsAgo" },
  { seconds: 7 * 86400, one: "weekAgo", many: "weeksAgo" },
  { seconds: 86400, one: "dayAgo", many: "daysAgo" },
  { seconds: 3600, one: "hourAgo", many: "hoursAgo" },
  { seconds: 60, one: "minuteAgo", many: "minutesAgo" },
  { seconds: 1, one: "secondAgo", many: "secondsAgo" },
] as const;

/**
 * "3 days ago": the largest whole unit of year, month (30 days), week, day, hour, minute,
 * second; "just now" under one second and for dates in the future (docs/product.md, "Numbers and display"). With
 * `smallestUnitSeconds` (60 for an inbox's ages) anything younger than that unit is "just now".
 */
export function relativeTime(date: Date | string | number, now: Date | number, t: Translate, smallestUnitSeconds = 1): string {
  const elapsed = Math.floor((new Date(now).getTime() - new Date(date).getTime()) / 1000);
  if (!Number.isFinite(elapsed)) return "";
  for (const unit of units) {
    if (unit.seconds < smallestUnitSeconds) break;
    const count = Math.floor(elapsed / unit.seconds);
    if (count >= 1) return t(count === 1 ? unit.one : unit.many, { count });
  }
  return t("justNow");
}
