import { useI18n } from "../../lib/i18n/react.tsx";

const tones: Record<string, string> = {
  success: "bg-emerald-100 text-emerald-900",
  activated: "bg-emerald-100 text-emerald-900",
  fail: "bg-red-100 text-red-900",
  rejected: "bg-red-100 text-red-900",
  processing: "bg-amber-100 text-amber-900",
  submitted: "bg-amber-100 text-amber-900",
  pending_verification: "bg-sky-100 text-sky-900",
};

/** A payment's state in words: the bank-transfer state while it runs, else processing / success / fail. */
export function PaymentStatusBadge({ status, bankStatus }: { status: string; bankStatus: string | null }) {
  const { t } = useI18n();
  const key = status === "processing" && bankStatus ? bankStatus : status;
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[key] ?? ""}`}>{t(`paymentState_${key}`)}</span>
  );
}
