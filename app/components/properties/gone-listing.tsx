import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { GoneListing } from "../../modules/properties/gone-listing.server.ts";
import { PropertyGrid } from "./property-card.tsx";

const reasonKey = { sold: "goneSold", rented: "goneRented", expired: "goneExpired", withdrawn: "goneWithdrawn" } as const;

/**
 * The address of a listing that was public and is no longer (answered 410): why, then the
 * listings shown now that are most like it, and the way to all of their kind.
 */
export function GoneListingView({ gone }: { gone: GoneListing }) {
  const { t } = useI18n();
  const place = [gone.category, gone.ward].filter(Boolean).join(" · ");
  return (
    <main className="mx-auto max-w-6xl px-4 py-10" data-testid="gone-listing">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-bold">{t("goneTitle")}</h1>
        <p className="mt-3 text-slate-700">{t(reasonKey[gone.reason])}</p>
      </div>
      <section aria-labelledby="gone-similar" className="mt-10">
        <h2 id="gone-similar" className="text-xl font-semibold">
          {t("similarProperties")}
        </h2>
        {place ? <p className="mt-1 text-sm font-medium text-slate-700">{place}</p> : null}
        <p className="mt-1 text-sm text-slate-600">{gone.similar.length ? t("goneSimilarText") : t("goneNoSimilar")}</p>
        {gone.similar.length ? (
          <div className="mt-4">
            <PropertyGrid properties={gone.similar} headingLevel={3} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={gone.moreHref} className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t("goneMore")}
          </Link>
          <Link to="/properties" className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100">
            {t("properties")}
          </Link>
        </div>
      </section>
    </main>
  );
}
