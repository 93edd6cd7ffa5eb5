import { useFetcher } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../ui/field.tsx";
import { TextAreaField, TextField } from "../ui/form-field.tsx";
import type { ContactDefaults } from "../../modules/users/contact-defaults.server.ts";

/** What the inquiry action answers: the thank-you view's flag, or the errors and the values to keep. */
export interface InquiryResult {
  sent: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}

/** The thank-you view after an inquiry (docs/product.md, "Screens and addresses"): the sender is told to check their e-mail. */
export function InquiryThanks() {
  const { t } = useI18n();
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-950" data-testid="inquiry-thanks">
      <p className="font-semibold">{t("inquiryThanksTitle")}</p>
      <p className="mt-1 text-sm">{t("inquiryThanksBody")}</p>
    </div>
  );
}

/** The inquiry fields; posts to /inquiry/{slug}, which also serves the form without JavaScript. */
export function InquiryFields({
  result,
  propertyId,
  busy,
  contact,
}: {
  result: InquiryResult | undefined;
  propertyId: number;
  busy: boolean;
  /** A signed-in member's own details: the form starts with them. */
  contact: ContactDefaults | null;
}) {
  const { t } = useI18n();
  const errors = result?.errors ?? {};
  const values: Record<string, string> = result?.values ?? { ...contact };
  return (
    <>
      {result?.message || Object.keys(errors).length ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {Object.keys(errors).length ? t("formHasErrors") : result?.message}
        </p>
      ) : null}
      <input type="hidden" name="property_id" value={propertyId} />
      <TextField label={t("name")} name="name" autoComplete="name" required defaultValue={values.name} error={errors.name} />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField label={t("phone")} name="phone" type="tel" autoComplete="tel" optional defaultValue={values.phone} error={errors.phone} />
      <TextAreaField label={t("message")} name="message" rows={4} required defaultValue={values.message} error={errors.message} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? t("sending") : t("sendInquiryButton")}
      </button>
    </>
  );
}

/** The property inquiry form on a listing's page (name, email, optional phone, message, Send Inquiry). */
export function InquiryForm({
  propertyId,
  slug,
  chatWith,
  contact,
}: {
  propertyId: number;
  slug: string;
  chatWith: number | null;
  contact: ContactDefaults | null;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<InquiryResult>();
  return (
    <section
      aria-labelledby="inquiry-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="inquiry-form"
    >
      <h2 id="inquiry-heading" className="font-semibold">
        {t("inquiryTitle")}
      </h2>
      <div className="mt-3">
        {fetcher.data?.sent ? (
          <InquiryThanks />
        ) : (
          <fetcher.Form method="post" action={`/inquiry/${encodeURIComponent(slug)}`} className="grid gap-3" noValidate>
            <InquiryFields result={fetcher.data} propertyId={propertyId} busy={fetcher.state !== "idle"} contact={contact} />
          </fetcher.Form>
        )}
      </div>
      {chatWith !== null ? (
        <Link
          to={`/user/chat?user=${chatWith}&property=${propertyId}`}
          className={`mt-3 w-full ${secondaryButtonClass}`}
          data-testid="chat-with-owner"
        >
          {t("chatWithOwner")}
        </Link>
      ) : (
        // A free-package owner is not written to directly (docs/product.md): the staff pass it on.
        <Link
          to={`/user/chat?to_admin=1&property=${propertyId}`}
          className={`mt-3 w-full ${secondaryButtonClass}`}
          data-testid="chat-with-staff"
        >
          {t("chatStaffAboutListing")}
        </Link>
      )}
    </section>
  );
}
