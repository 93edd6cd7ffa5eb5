/** Inputs of the mortgage calculator (docs/architecture.md, "The API contract"): amounts in whole VND, rate in % a year. */
export interface MortgageInput {
  loanAmount: number;
  downPayment: number;
  interestRate: number;
  loanTermYears: number;
}

/** The monthly payment summary everyone sees. */
export interface MortgageSummary {
  principal_amount: number;
  down_payment: number;
  interest_rate: number;
  loan_term_years: number;
  loan_term_months: number;
  monthly_emi: number;
  total_interest: number;
  total_payable: number;
}

export interface MortgageMonth {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  remaining_balance: number;
}

export interface MortgageYear {
  year: number;
  payment: number;
  principal: number;
  interest: number;
  remaining_balance: number;
  months: MortgageMonth[];
}

/**
 * The fixed monthly payment of an amortised loan: P·r / (1 − (1 + r)^−n) with r the monthly
 * rate and n the number of months; P / n at 0 %. The principal is the loan amount less the
 * down payment. Money is rounded to whole VND at the edge.
 */
export function mortgageSummary(input: MortgageInput): MortgageSummary {
  const principal = Math.max(0, input.loanAmount - input.downPayment);
  const months = Math.round(input.loanTermYears * 12);
  const payment = monthlyPayment(principal, input.interestRate, months);
  const total = payment * months;
  return {
    principal_amount: principal,
    down_payment: input.downPayment,
    interest_rate: input.interestRate,
    loan_term_years: input.loanTermYears,
    loan_term_months: months,
    monthly_emi: Math.round(payment),
    total_interest: Math.round(total - principal),
    total_payable: Math.round(total),
  };
}

function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** The month-by-month schedule, grouped by year (the package-gated detail). */
export function mortgageSchedule(input: MortgageInput): MortgageYear[] {
  const principal = Math.max(0, input.loanAmount - input.downPayment);
  const months = Math.round(input.loanTermYears * 12);
  const payment = monthlyPayment(principal, input.interestRate, months);
  const r = input.interestRate / 100 / 12;
  const years: MortgageYear[] = [];
  let balance = principal;
  for (let m = 1; m <= months; m++) {
    const interest = balance * r;
    const toPrincipal = m === months ? balance : payment - interest;
    balance = Math.max(0, balance - toPrincipal);
    const yearIndex = Math.ceil(m / 12);
    let year = years[yearIndex - 1];
    if (!year) {
      year = { year: yearIndex, payment: 0, principal: 0, interest: 0, remaining_balance: 0, months: [] };
      years.push(year);
    }
    year.months.push({
      month: m,
      payment: Math.round(toPrincipal + interest),
      principal: Math.round(toPrincipal),
      interest: Math.round(interest),
      remaining_balance: Math.round(balance),
    });
    year.payment += toPrincipal + interest;
    year.principal += toPrincipal;
    year.interest += interest;
    year.remaining_balance = balance;
  }
  return years.map((y) => ({
    ...y,
    payment: Math.round(y.payment),
    principal: Math.round(y.principal),
    interest: Math.round(y.interest),
    remaining_balance: Math.round(y.remaining_balance),
  }));
}
