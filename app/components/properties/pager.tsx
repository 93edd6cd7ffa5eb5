import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { listingHref, pageInfo, type ListingQuery } from "../../lib/properties/listing-query.ts";

/** Previous/next links (offset + limit in the URL) with the page number. */
export function Pager({ path, query, total, omit }: { path: string; query: ListingQuery; total: number; omit: (keyof ListingQuery)[] }) {
  const { t } = useI18n();
  const info = pageInfo(total, query.offset, query.limit);
  if (info.pages <= 1 && info.previous === null) return null;
  const link = "rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex items-center justify-between gap-3">
      {info.previous !== null ? (
        <Link rel="prev" to={listingHref(path, { ...query, offset: info.previous }, omit)} className={link}>
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{t("pageOf", { page: info.page, pages: info.pages })}</span>
      {info.next !== null ? (
        <Link rel="next" to={listingHref(path, { ...query, offset: info.next }, omit)} className={link}>
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
