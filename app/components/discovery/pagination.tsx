import { useLocation } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/** Previous/next page links that keep the other query parameters (works without JavaScript). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useI18n();
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass = "rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          {t("previous")}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {t("pageOfCount", { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** The 1-based page from ?page=, clamped to at least 1. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
