import { useFetcher } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { secondaryButtonClass } from "../ui/field.tsx";
import { TextAreaField } from "../ui/form-field.tsx";

export interface ReportResult {
  sent: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}

/** The reasons as a radio group, "other" with its text, and the send button. */
export function ReportFields({
  reasons,
  result,
  busy,
}: {
  reasons: { id: number; reason: string }[];
  result: ReportResult | undefined;
  busy: boolean;
}) {
  const { t } = useI18n();
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const error = result?.message ?? Object.values(errors)[0] ?? null;
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t("reportListing")}</legend>
        {reasons.map((r) => (
          <label key={r.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="reason_id"
              value={r.id}
              defaultChecked={values.reason_id === String(r.id)}
              className="size-4 accent-brand-700"
            />
            {r.reason}
          </label>
        ))}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="reason_id"
            value="other"
            defaultChecked={values.reason_id === "other"}
            className="size-4 accent-brand-700"
          />
          {t("reportOther")}
        </label>
      </fieldset>
      <TextAreaField
        label={t("reportOtherText")}
        name="other_message"
        rows={3}
        optional
        defaultValue={values.other_message}
        error={errors.other_message}
      />
      <button type="submit" className={secondaryButtonClass} disabled={busy}>
        {t("reportSend")}
      </button>
    </>
  );
}

interface ReportFormData {
  reasons: { id: number; reason: string }[];
  signedIn: boolean;
}

/**
 * The report dialog on a listing's page: opening it loads the reasons and the form from
 * /report/{slug}; without JavaScript it links to that page.
 */
export function ReportListing({ slug }: { slug: string }) {
  const { t } = useI18n();
  const form = useFetcher<ReportFormData>();
  const submit = useFetcher<ReportResult>();
  const target = `/report/${encodeURIComponent(slug)}`;
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="report-listing"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open && form.state === "idle" && !form.data) void form.load(target);
      }}
    >
      <summary className="cursor-pointer font-medium text-slate-800">{t("reportListing")}</summary>
      <div className="mt-3">
        {submit.data?.sent ? (
          <p role="status" className="text-green-900">
            {submit.data.message}
          </p>
        ) : form.data ? (
          form.data.signedIn ? (
            <submit.Form method="post" action={target} className="grid gap-3" noValidate>
              <ReportFields reasons={form.data.reasons} result={submit.data} busy={submit.state !== "idle"} />
            </submit.Form>
          ) : (
            <Link to={`/login?redirectTo=${encodeURIComponent(target)}`} className="text-brand-700 underline">
              {t("reportSignIn")}
            </Link>
          )
        ) : (
          <Link to={target} className="text-brand-700 underline">
            {t("reportOpenForm")}
          </Link>
        )}
      </div>
    </details>
  );
}
