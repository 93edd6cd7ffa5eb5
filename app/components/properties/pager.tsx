import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { listingHref, pageInfo, type ListingQuery } from "../../modules/properties/listing-query.ts";

/** The page numbers a pager offers: the first, the last, and two either side of the current one; null marks a gap. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** Previous/next links and numbered pages (offset + limit in the URL), works without JavaScript. */
export function Pager({ path, query, total, omit }: { path: string; query: ListingQuery; total: number; omit: (keyof ListingQuery)[] }) {
  const { t } = useI18n();
  const info = pageInfo(total, query.offset, query.limit);
  if (info.pages <= 1 && info.previous === null) return null;
  const link =
    "inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100";
  const number = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-medium";
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {info.previous !== null ? (
        <Link rel="prev" to={listingHref(path, { ...query, offset: info.previous }, omit)} className={link}>
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center justify-center gap-2">
        <span className="text-sm text-slate-700">{t("pageOf", { page: info.page, pages: info.pages })}</span>
        <ol className="flex flex-wrap items-center justify-center gap-1">
          {pageNumbers(info.page, info.pages).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
                …
              </li>
            ) : (
              <li key={n}>
                {n === info.page ? (
                  <span aria-current="page" className={`${number} border-brand-700 bg-brand-700 text-white`}>
                    {n}
                  </span>
                ) : (
                  <Link
                    to={listingHref(path, { ...query, offset: (n - 1) * query.limit }, omit)}
                    className={`${number} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
                    aria-label={t("pageNumber", { page: n })}
                  >
                    {n}
                  </Link>
                )}
              </li>
            ),
          )}
        </ol>
      </div>
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
