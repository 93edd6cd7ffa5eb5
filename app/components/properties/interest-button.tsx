import { Form, useFetcher } from "react-router";
import { useRootData } from "../shell/use-root-data.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHere } from "../../lib/return-to.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/**
 * "Quan tâm": the reader tells the lister they are interested (interested_users); the lister
 * sees who on their listing's interested list. Signed out it leads to sign-in and back;
 * signed in it posts to /user/interests (a plain form without JavaScript, which comes back here).
 */
export function InterestButton({ propertyId, isInterested }: { propertyId: number; isInterested: boolean }) {
  const { t } = useI18n();
  const here = useHere();
  const hydrated = useHydrated();
  const signedIn = Boolean(useRootData()?.account);
  const fetcher = useFetcher<{ ok: boolean; is_interested?: boolean }>({ key: `interest-${propertyId}` });
  const pending = fetcher.formData?.get("type");
  const marked = pending != null ? pending === "1" : fetcher.data?.ok ? Boolean(fetcher.data.is_interested) : isInterested;
  const className = `inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${marked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`;
  const star = (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill={marked ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinejoin="round" d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />
    </svg>
  );
  if (!signedIn) {
    return (
      <Form method="get" action="/login" className="contents">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className={className} title={t("markInterestedHint")} data-testid="interest-button">
          {star}
          <span>{t("markInterested")}</span>
        </button>
      </Form>
    );
  }
  return (
    <fetcher.Form method="post" action="/user/interests" className="contents">
      <input type="hidden" name="property_id" value={propertyId} />
      <input type="hidden" name="type" value={marked ? "0" : "1"} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={here} />}
      <button type="submit" className={className} aria-pressed={marked} title={t("markInterestedHint")} data-testid="interest-button">
        {star}
        <span>{t("markInterested")}</span>
      </button>
    </fetcher.Form>
  );
}
