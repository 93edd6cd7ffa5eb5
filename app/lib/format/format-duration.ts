import type { Translate } from "../i18n/index.ts";

/**
 * A period given in hours (package durations are stored in hours): 24 hours or more is
 * shown in whole days, shorter periods in hours (docs/product.md, "Numbers and display").
 */
export function formatDuration(hours: number, t: Translate): string {
  if (hours >= 24) {
    const days = Math.floor(hours / 24);
    return t(days === 1 ? "day" : "days", { count: days });
  }
  const whole = Math.max(0, Math.floor(hours));
  return t(whole === 1 ? "hour" : "hours", { count: whole });
}
