import { Link } from "../../lib/i18n/link.tsx";
import type { PropertyDetail } from "../../modules/properties/property-view.server.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { subscriptionPlanPath, useHere } from "../../lib/return-to.ts";
import { SafeImage } from "../ui/safe-image.tsx";
import { useShellSettings } from "../shell/use-shell-settings.ts";

/** The upgrade prompt for owners on a free package (SPEC section 2). */
export function UpgradePrompt() {
  const { t } = useI18n();
  const here = useHere();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="upgrade-prompt">
      <p className="font-semibold text-amber-950">{t("upgradeTitle")}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-amber-950">
        <li>{t("upgradeBenefitContact")}</li>
        <li>{t("upgradeBenefitVisibility")}</li>
        <li>{t("upgradeBenefitInquiries")}</li>
        <li>{t("upgradeBenefitSupport")}</li>
      </ul>
      <Link
        to={subscriptionPlanPath(here)}
        className="mt-3 inline-block rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
      >
        {t("viewPackages")}
      </Link>
    </div>
  );
}

/**
 * The lister's card. On a paid package the phone and e-mail show; on a free one they are
 * hidden: visitors get the inquiry button (leads reach staff), the owner the upgrade prompt.
 */
export function OwnerCard({
  owner,
  isOwner,
  propertySlug,
}: {
  owner: NonNullable<PropertyDetail["customer"]>;
  isOwner: boolean;
  propertySlug: string;
}) {
  const { t } = useI18n();
  const placeholder = useShellSettings()?.placeholderLogo ?? "/placeholder-logo.svg";
  const contactShown = owner.mobile !== null || owner.email !== null;
  return (
    <section aria-labelledby="owner-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="owner-card">
      <h2 id="owner-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t("owner")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <SafeImage
          src={owner.profile ?? placeholder}
          placeholder={placeholder}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-full object-cover"
        />
        <div>
          <p className="font-semibold">{owner.name}</p>
          {owner.is_verified_agent ? <p className="text-sm text-green-800">✓ {t("verifiedAgent")}</p> : null}
        </div>
      </div>
      {contactShown ? (
        <div className="mt-4 grid gap-2">
          {owner.mobile ? (
            <a
              href={`tel:${owner.mobile.replace(/\s/g, "")}`}
              className="rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
            >
              {t("callOwner", { phone: owner.mobile })}
            </a>
          ) : null}
          {owner.email ? (
            <a
              href={`mailto:${owner.email}`}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t("emailOwner")}
            </a>
          ) : null}
        </div>
      ) : isOwner ? (
        <div className="mt-4">
          <UpgradePrompt />
        </div>
      ) : (
        <div className="mt-4">
          <p className="text-sm text-slate-700">{t("contactHidden")}</p>
          <Link
            to={`/contact?property=${encodeURIComponent(propertySlug)}`}
            className="mt-3 block rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
            data-testid="inquiry-button"
          >
            {t("sendInquiry")}
          </Link>
        </div>
      )}
    </section>
  );
}
