import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { buttonClass } from "../ui/field.tsx";

export type PaymentOutcome = "success" | "processing" | "fail";

/** What the page a gateway sends the payer back to shows: the state as the server knows it, never as the browser was told. */
export interface PaymentResultView {
  titleKey: string;
  outcome: PaymentOutcome;
  reference: string;
  /** The page itself, for a refresh while processing. */
  self: string;
  /** Where the payer was going before the plans page, offered first once the payment succeeded. */
  continueTo?: string | null;
}

export function paymentTitleKey(outcome: PaymentOutcome, isCanceled: boolean): string {
  if (outcome === "success") return "paymentSucceeded";
  if (outcome === "processing") return "paymentProcessing";
  return isCanceled ? "paymentCanceled" : "paymentFailed";
}

/** The return page of every gateway: success, processing (with a refresh) or failure, and the ways on. */
export function PaymentResult({ result }: { result: PaymentResultView }) {
  const { t } = useI18n();
  const tone = result.outcome === "success" ? "text-emerald-800" : result.outcome === "processing" ? "text-amber-800" : "text-red-800";
  return (
    <main className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className={`text-2xl font-bold ${tone}`}>{t(result.titleKey)}</h1>
      {result.reference ? <p className="mt-2 text-slate-700">{t("paymentReference", { reference: result.reference })}</p> : null}
      <p className="mt-3 text-slate-700">{t(`paymentResultHelp_${result.outcome}`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {result.outcome === "success" && result.continueTo ? (
          <Link to={result.continueTo} className={buttonClass}>
            {t("continue")}
          </Link>
        ) : null}
        {result.outcome === "processing" ? (
          <Link to={result.self} reloadDocument className={buttonClass}>
            {t("refreshStatus")}
          </Link>
        ) : null}
        <Link to="/user/transaction-history" className={buttonClass}>
          {t("transactionHistory")}
        </Link>
        <Link to="/subscription-plan" className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 font-medium">
          {t("viewPackages")}
        </Link>
      </div>
    </main>
  );
}
