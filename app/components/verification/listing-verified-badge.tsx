import { formatDate } from "../../lib/format/format-date.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { ListingBadge } from "../../modules/verification/listing-badge.server.ts";

/**
 * A verified listing's public badge: what staff checked and when. `compact` (cards) names
 * the checks in its accessible text only; the full badge (detail page) spells them out.
 */
export function ListingVerifiedBadge({ badge, compact = false }: { badge: ListingBadge; compact?: boolean }) {
  const { t, lang } = useI18n();
  const checks = badge.checks.map((check) => t(`listingCheck_${check}`)).join(", ");
  const when = formatDate(badge.verified_at, lang);
  const summary = t("listingVerifiedSummary", { checks, date: when });
  if (compact) {
    return (
      <span className="rounded bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white" title={summary}>
        {t("listingVerifiedShort")}
        <span className="sr-only">: {summary}</span>
      </span>
    );
  }
  return (
    <p className="mt-2 inline-flex flex-wrap items-center gap-x-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <span className="font-semibold">✓ {t("listingVerifiedShort")}</span>
      <span>{summary}</span>
      <span className="text-emerald-800">· {t("listingVerifiedUntil", { date: formatDate(badge.verified_until, lang) })}</span>
    </p>
  );
}
