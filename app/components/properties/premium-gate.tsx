import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { signInPath, subscriptionPlanPath, useHere } from "../../lib/return-to.ts";

/**
 * The gate over a premium listing's locked parts: what the package unlocks and the way to
 * the plans page (and back); signed-out readers are also offered sign-in (and back).
 */
export function PremiumGate({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  const here = useHere();
  return (
    <section
      aria-labelledby="premium-gate-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
      data-testid="premium-gate"
    >
      <p className="inline-block rounded bg-amber-300 px-2 py-0.5 text-sm font-semibold text-amber-950">{t("premium")}</p>
      <h2 id="premium-gate-heading" className="mt-2 text-lg font-bold">
        {t("premiumGateTitle")}
      </h2>
      <p className="mt-2">{t("premiumGateText")}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>{t("upgradeBenefitContact")}</li>
        <li>{t("premiumGateBenefitGallery")}</li>
        <li>{t("premiumGateBenefitDocuments")}</li>
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={subscriptionPlanPath(here)} className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("viewPackages")}
        </Link>
        {signedIn ? null : (
          <Link
            to={signInPath(here)}
            className="rounded-lg border border-amber-400 px-4 py-2.5 font-semibold text-amber-950 hover:bg-amber-100"
          >
            {t("signIn")}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The detail routes' error page: not found, or the generic error. */
export function DetailError({ status }: { status: number | null }) {
  const { t } = useI18n();
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
