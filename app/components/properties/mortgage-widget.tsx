import { useId, useState, type FormEvent } from "react";
import { Form } from "../../lib/i18n/link.tsx";
import { useMoney } from "../shell/use-money.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { mortgageSummary, type MortgageInput } from "../../modules/mortgage/calculate-mortgage.ts";
import { readVndField } from "../../lib/format/read-amount.ts";
import { MoneyControl } from "../ui/price-input.tsx";

/** The calculator's starting values for a price: 30 % down, 10 % a year, 20 years. */
export function defaultMortgageInput(price: number): MortgageInput {
  return { loanAmount: price, downPayment: Math.round(price * 0.3), interestRate: 10, loanTermYears: 20 };
}

function Field({
  label,
  name,
  value,
  onChange,
  step,
}: {
  label: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  step: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={Number.isFinite(value) ? value : ""}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
      />
    </div>
  );
}

/** An amount typed the Vietnamese way ("3 tỷ", "3.000.000.000"), read back as typed, the calculation fed whole VND. */
function AmountField({ label, name, value, onChange }: { label: string; name: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <MoneyControl
        id={id}
        name={name}
        defaultValue={Number.isFinite(value) ? value : ""}
        onChange={(e) => {
          const amount = readVndField(e.currentTarget.value);
          onChange(amount !== null && Number.isSafeInteger(amount) ? amount : Number.NaN);
        }}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
      />
    </div>
  );
}

/**
 * The mortgage summary beside a listing (the pure function every caller shares). With
 * JavaScript it recalculates as the visitor types; without, the form asks the page again.
 */
export function MortgageWidget({ initial, action }: { initial: MortgageInput; action: string }) {
  const { t } = useI18n();
  const [input, setInput] = useState(initial);
  const valid =
    [input.loanAmount, input.downPayment, input.interestRate, input.loanTermYears].every((v) => Number.isFinite(v) && v >= 0) &&
    input.loanTermYears > 0;
  const summary = valid ? mortgageSummary(input) : null;
  const money = useMoney().price;
  const set = (key: keyof MortgageInput) => (value: number) => setInput((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <section id="mortgage" aria-labelledby="mortgage-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="mortgage-heading" className="text-lg font-bold">
        {t("mortgageCalculator")}
      </h2>
      <Form method="get" action={`${action}#mortgage`} preventScrollReset onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <AmountField label={t("propertyPrice")} name="loan_amount" value={input.loanAmount} onChange={set("loanAmount")} />
        <AmountField label={t("downPayment")} name="down_payment" value={input.downPayment} onChange={set("downPayment")} />
        <Field label={t("interestRate")} name="interest_rate" value={input.interestRate} onChange={set("interestRate")} step="0.1" />
        <Field label={t("loanTermYears")} name="loan_term_years" value={input.loanTermYears} onChange={set("loanTermYears")} step="1" />
        <noscript>
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t("calculate")}
          </button>
        </noscript>
      </Form>
      {summary ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm" aria-live="polite" data-testid="mortgage-summary">
          <div className="col-span-2 rounded-lg bg-brand-50 p-3">
            <dt className="text-slate-700">{t("monthlyPayment")}</dt>
            <dd className="text-2xl font-bold text-brand-800">{money(summary.monthly_emi)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("loanAmount")}</dt>
            <dd className="font-semibold">{money(summary.principal_amount)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("totalInterest")}</dt>
            <dd className="font-semibold">{money(summary.total_interest)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("totalPayable")}</dt>
            <dd className="font-semibold">{money(summary.total_payable)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
