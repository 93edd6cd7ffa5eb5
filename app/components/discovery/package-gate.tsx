import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { signInPath, subscriptionPlanPath, useHere } from "../../lib/return-to.ts";

/**
 * The package gate (docs/product.md, "Packages"): what the package unlocks and the
 * way to /subscription-plan; signed-out visitors are also offered the sign-in page.
 */
export function PackageGate({
  title,
  message,
  benefits,
  signedIn,
}: {
  title: string;
  message: string;
  benefits: string[];
  signedIn: boolean;
}) {
  const { t } = useI18n();
  const here = useHere();
  return (
    <section aria-labelledby="package-gate-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id="package-gate-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2">{message}</p>
      {benefits.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={subscriptionPlanPath(here)} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("viewPackages")}
        </Link>
        {signedIn ? null : (
          <Link
            to={signInPath(here)}
            className="rounded-lg border border-amber-400 px-4 py-2 font-semibold text-amber-950 hover:bg-amber-100"
          >
            {t("signIn")}
          </Link>
        )}
      </div>
    </section>
  );
}
