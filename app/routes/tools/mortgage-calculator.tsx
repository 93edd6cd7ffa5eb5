import { Form } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/mortgage-calculator";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { PackageGate } from "../../components/discovery/package-gate.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { PriceField, TextField } from "../../components/ui/form-field.tsx";
import { attempt } from "../../lib/errors.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { zodFieldErrors } from "../../lib/form-errors.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { seoMeta } from "../../lib/seo/page-seo.ts";
import { calculateMortgage, type MortgageResult } from "../../modules/mortgage/calculate-mortgage.server.ts";
import { mortgageInputSchema, normaliseMortgageForm } from "../../modules/mortgage/mortgage-schema.ts";

const defaults = { loan_amount: "3000000000", down_payment: "900000000", interest_rate: "9", loan_term_years: "20" };

/** A GET form: the result is a shareable URL and needs no JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, t, getActor, siteName, baseUrl } = await discoveryContext(context);
  const url = new URL(request.url);
  const submitted = url.searchParams.has("loan_amount");
  const values: Record<string, string> = submitted ? Object.fromEntries(url.searchParams) : { ...defaults };
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("mortgageCalculator") }];
  let result: MortgageResult | null = null;
  let errors: Record<string, string> = {};
  let gateMessage: string | null = null;
  const actor = await getActor();
  const parsed = mortgageInputSchema.safeParse(normaliseMortgageForm(values));
  if (!parsed.success) {
    if (submitted) errors = zodFieldErrors(parsed.error, lang);
  } else {
    const input = {
      loanAmount: parsed.data.loan_amount,
      downPayment: parsed.data.down_payment,
      interestRate: parsed.data.interest_rate,
      loanTermYears: parsed.data.loan_term_years,
    };
    const full = await attempt(calculateMortgage(services.db, { ...input, showAllDetails: parsed.data.show_all_details, actor }), [
      "PACKAGE_REQUIRED",
    ]);
    // Without the package the schedule stays gated and the summary still shows.
    if (full.error) gateMessage = t(full.error.key);
    result = full.value ?? (await calculateMortgage(services.db, input));
  }
  return {
    values,
    errors,
    result,
    gateMessage,
    signedIn: actor !== null,
    crumbs,
    seo: {
      title: t("mortgageTitle"),
      description: t("mortgageDescription"),
      path: "/mortgage-calculator",
      lang,
      baseUrl,
      siteName,
      noindex: submitted,
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs)],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function MortgageCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const { values, errors, result } = loaderData;
  const vnd = money.amount;
  const summary = result?.main_total;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      <p className="mt-2 text-slate-700">{loaderData.seo.description}</p>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2" noValidate>
        <PriceField
          label={t("propertyPrice")}
          name="loan_amount"
          defaultValue={values.loan_amount}
          error={errors.loan_amount}
          hint={t("amountHint")}
          required
        />
        <PriceField label={t("downPayment")} name="down_payment" defaultValue={values.down_payment} error={errors.down_payment} optional />
        <TextField
          label={t("interestRate")}
          name="interest_rate"
          inputMode="decimal"
          defaultValue={values.interest_rate}
          error={errors.interest_rate}
          required
        />
        <TextField
          label={t("loanTermYears")}
          name="loan_term_years"
          inputMode="decimal"
          defaultValue={values.loan_term_years}
          error={errors.loan_term_years}
          required
        />
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            name="show_all_details"
            value="1"
            defaultChecked={values.show_all_details === "1"}
            className="size-6 shrink-0"
          />
          {t("showSchedule")}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            {t("calculate")}
          </button>
        </div>
      </Form>
      {summary ? (
        <section aria-labelledby="mortgage-summary" className="mt-6 rounded-xl border border-slate-200 bg-white p-5" aria-live="polite">
          <h2 id="mortgage-summary" className="text-lg font-semibold">
            {t("mortgageSummary")}
          </h2>
          <p className="mt-2 text-3xl font-bold text-brand-800">
            {vnd(summary.monthly_emi)} <span className="text-base font-medium text-slate-700">/ {t("month")}</span>
          </p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t("principalAmount")}</dt>
              <dd className="font-semibold">{vnd(summary.principal_amount)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("totalInterest")}</dt>
              <dd className="font-semibold">{vnd(summary.total_interest)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("totalPayable")}</dt>
              <dd className="font-semibold">{vnd(summary.total_payable)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {loaderData.gateMessage ? (
        <div className="mt-6">
          <PackageGate
            title={t("mortgageGateTitle")}
            message={loaderData.gateMessage}
            benefits={[t("mortgageGateYearly"), t("mortgageGateMonthly")]}
            signedIn={loaderData.signedIn}
          />
        </div>
      ) : null}
      {result?.yearly_totals ? <Schedule years={result.yearly_totals} vnd={vnd} /> : null}
    </main>
  );
}

function Schedule({ years, vnd }: { years: NonNullable<MortgageResult["yearly_totals"]>; vnd: (n: number) => string }) {
  const { t } = useI18n();
  const head = (
    <tr>
      <th scope="col" className="p-2 text-left">
        {t("period")}
      </th>
      <th scope="col" className="p-2 text-right">
        {t("payment")}
      </th>
      <th scope="col" className="p-2 text-right">
        {t("principal")}
      </th>
      <th scope="col" className="p-2 text-right">
        {t("interest")}
      </th>
      <th scope="col" className="p-2 text-right">
        {t("remainingBalance")}
      </th>
    </tr>
  );
  return (
    <section aria-labelledby="mortgage-schedule" className="mt-6">
      <h2 id="mortgage-schedule" className="text-lg font-semibold">
        {t("mortgageSchedule")}
      </h2>
      <div className="mt-3 space-y-2">
        {years.map((year) => (
          <details key={year.year} className="rounded-xl border border-slate-200 bg-white">
            <summary className="flex cursor-pointer flex-wrap justify-between gap-2 p-3 font-medium">
              <span>{t("yearNumber", { year: year.year })}</span>
              <span className="text-sm text-slate-700">
                {t("paidThisYear", { amount: vnd(year.payment) })} · {t("remainingBalance")}: {vnd(year.remaining_balance)}
              </span>
            </summary>
            <div className="overflow-x-auto px-3 pb-3">
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">{t("yearNumber", { year: year.year })}</caption>
                <thead className="text-slate-700">{head}</thead>
                <tbody>
                  {year.months.map((month) => (
                    <tr key={month.month} className="border-t border-slate-100">
                      <th scope="row" className="p-2 text-left font-normal">
                        {t("monthNumber", { month: month.month })}
                      </th>
                      <td className="p-2 text-right">{vnd(month.payment)}</td>
                      <td className="p-2 text-right">{vnd(month.principal)}</td>
                      <td className="p-2 text-right">{vnd(month.interest)}</td>
                      <td className="p-2 text-right">{vnd(month.remaining_balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
