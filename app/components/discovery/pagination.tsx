import { useLocation } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/** The page numbers a pager offers: the first, the last, and two either side of the current one; null marks a gap. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Previous/next links and numbered pages, as plain links (works without JavaScript).
 * `hrefFor` spells the address of a page; each list keeps its own URL shape.
 */
export function PageLinks({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useI18n();
  if (pages <= 1 && page <= 1) return null;
  const link =
    "inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100";
  const number = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-medium";
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link rel="prev" to={hrefFor(Math.min(page - 1, Math.max(pages, 1)))} className={link}>
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center justify-center gap-2">
        <span className="text-sm text-slate-700">{t("pageOf", { page, pages: Math.max(pages, page) })}</span>
        <ol className="flex flex-wrap items-center justify-center gap-1">
          {pageNumbers(page, pages).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
                …
              </li>
            ) : (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page" className={`${number} border-brand-700 bg-brand-700 text-white`}>
                    {n}
                  </span>
                ) : (
                  <Link
                    to={hrefFor(n)}
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
      {page < pages ? (
        <Link rel="next" to={hrefFor(page + 1)} className={link}>
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Numbered pages of a list addressed by ?page=, keeping the other query parameters. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return <PageLinks page={page} pages={pageCount} hrefFor={hrefFor} />;
}

/** The 1-based page from ?page=, clamped to at least 1. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
