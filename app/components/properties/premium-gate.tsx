import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/** The page a premium listing shows without the package (the server refuses the detail). */
export function PremiumGate() {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="premium-gate">
      <p className="inline-block rounded bg-amber-300 px-2 py-0.5 text-sm font-semibold text-amber-950">{t("premium")}</p>
      <h1 className="mt-3 text-2xl font-bold">{t("premiumGateTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("packageRequiredPremiumProperties")}</p>
      <p className="mt-2 text-slate-700">{t("premiumGateText")}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/subscription-plan" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("viewPackages")}
        </Link>
        <Link to="/properties" className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-100">
          {t("properties")}
        </Link>
      </div>
    </main>
  );
}

/** The detail routes' error page: the gate for 403 from a premium listing, else not found / error. */
export function DetailError({ status, gated }: { status: number | null; gated: boolean }) {
  const { t } = useI18n();
  if (gated) return <PremiumGate />;
  const notFound = status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t("pageNotFoundTitle") : t("errorTitle")}</h1>
      <p className="mt-3 text-slate-600">{notFound ? t("propertyNotAvailable") : t("errorText")}</p>
      <Link to="/properties" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t("properties")}
      </Link>
    </main>
  );
}
