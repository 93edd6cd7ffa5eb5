import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { Crumb } from "../../lib/seo/jsonld.ts";

/** The visible trail matching the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.path ? (
              <Link to={crumb.path} className="inline-block py-1 underline-offset-2 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
