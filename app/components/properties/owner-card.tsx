import { useActionData, useFetcher } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import type { PropertyDetail } from "../../modules/properties/property-detail-view.server.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { subscriptionPlanPath, useHere } from "../../lib/return-to.ts";
import { SafeImage } from "../ui/safe-image.tsx";
import { localPhone, phoneRevealKey } from "../../modules/properties/owner-phone.ts";
import { usePlaceholderLogo } from "../shell/use-shell-settings.ts";

/** The upgrade prompt for owners on a free package (docs/product.md, "Screens and addresses"). */
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

export interface RevealAnswer {
  ok: boolean;
  message?: string;
  revealed?: { mobile: string; zalo_url: string };
}

/**
 * A member's phone, masked until "Show number" asks the server for it (which counts the viewer);
 * then a call link and a Zalo link beside it. Without JavaScript the button posts the page's form
 * and the page comes back with the number. A listing's owner sees their own masked. One for a
 * listing's card (`property_id`) and the agent's page (`agent_id`).
 */
export function PhoneReveal({
  masked,
  target,
  isOwn = false,
  className = "grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2",
}: {
  masked: string;
  target: { name: "property_id" | "agent_id"; id: number };
  isOwn?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<RevealAnswer>({
    key: target.name === "property_id" ? phoneRevealKey(target.id) : `reveal-agent-phone-${target.id}`,
  });
  const pageAnswer = useActionData() as RevealAnswer | undefined;
  const answer = fetcher.data ?? pageAnswer;
  const revealed = answer?.revealed;
  if (revealed) {
    return (
      <div className={className} data-testid="owner-phone">
        <a
          href={`tel:${revealed.mobile.replace(/\s/g, "")}`}
          className="rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t("callOwner", { phone: localPhone(revealed.mobile) })}
        </a>
        <a
          href={revealed.zalo_url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-sky-700 px-4 py-2.5 text-center font-semibold text-sky-900 hover:bg-sky-50"
        >
          {t("chatOnZalo")}
        </a>
      </div>
    );
  }
  return (
    <div data-testid="owner-phone">
      <p className="text-center text-lg font-semibold tracking-wider text-slate-900" aria-label={t("phoneMasked", { phone: masked })}>
        {masked}
      </p>
      {isOwn ? null : (
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="reveal-phone" />
          <input type="hidden" name={target.name} value={target.id} />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {fetcher.state !== "idle" ? t("loading") : t("showNumber")}
          </button>
        </fetcher.Form>
      )}
      {answer && !answer.ok && answer.message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {answer.message}
        </p>
      ) : null}
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
  propertyId,
}: {
  owner: NonNullable<PropertyDetail["customer"]>;
  isOwner: boolean;
  propertySlug: string;
  propertyId: number;
}) {
  const { t } = useI18n();
  const placeholder = usePlaceholderLogo();
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
          {owner.mobile ? <PhoneReveal masked={owner.mobile} target={{ name: "property_id", id: propertyId }} isOwn={isOwner} /> : null}
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
