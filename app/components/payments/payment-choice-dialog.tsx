import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useMoney } from "../shell/use-money.ts";
import { buttonClass, secondaryButtonClass } from "../ui/field.tsx";

export interface PaymentChoice {
  packageId: number;
  packageName: string;
  price: number;
  /** The enabled methods ("vnpay", "bank_transfer", …), in the order offered. */
  methods: string[];
  /** What a method that converts charges ("7.84 USD"), shown before the payer goes on. */
  charges?: Partial<Record<string, string | null>>;
}

/**
 * The payment choice: the package, its price in VND and a radio for each enabled method.
 * It is rendered open from the URL (?buy=id), so it works without JavaScript; with
 * JavaScript it becomes modal and Escape leads back to the plans.
 */
export function PaymentChoiceDialog({
  choice,
  cancelTo,
  returnTo,
  error,
}: {
  choice: PaymentChoice;
  cancelTo: string;
  /** Where the person was going before the plans page: the return page leads on there. */
  returnTo?: string | null;
  error?: string;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const ref = useRef<HTMLDialogElement>(null);
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    dialog.close();
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="pay-title"
      onCancel={() => window.location.assign(cancelTo)}
      className="fixed inset-0 z-[60] m-auto w-[min(30rem,calc(100%-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="pay-title" className="text-lg font-bold">
        {t("choosePaymentMethod")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {choice.packageName}: <strong>{money.amount(choice.price)}</strong>
      </p>
      {choice.methods.length === 0 ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("noPaymentMethod")}
        </p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="buy" />
          <input type="hidden" name="package_id" value={choice.packageId} />
          {returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
          <fieldset>
            <legend className="text-sm font-medium">{t("paymentMethod")}</legend>
            <div className="mt-2 space-y-2">
              {choice.methods.map((method, index) => (
                <label
                  key={method}
                  className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700"
                >
                  <input type="radio" name="method" value={method} defaultChecked={index === 0} required />
                  <span>{t(`paymentMethod_${method}`)}</span>
                  {choice.charges?.[method] ? (
                    <span className="ml-auto text-sm text-slate-700">{t("paymentChargedApprox", { amount: choice.charges[method] })}</span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Link to={cancelTo} className={secondaryButtonClass}>
              {t("cancel")}
            </Link>
            <button type="submit" className={buttonClass} disabled={busy}>
              {t("payNow")}
            </button>
          </div>
        </Form>
      )}
      {choice.methods.length === 0 ? (
        <div className="mt-5 flex justify-end">
          <Link to={cancelTo} className={secondaryButtonClass}>
            {t("cancel")}
          </Link>
        </div>
      ) : null}
    </dialog>
  );
}
