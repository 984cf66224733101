import { countOf } from '../../../../content/count.ts';
import {
  loanDisclosure,
  serviceFee as loanServiceFee,
  percent,
  termInterest,
} from '../../../../content/legal/loan-rates.ts';
import { addDays, isoDate } from '../../store/shared/dates.ts';
import { formatMoney } from '../../store/shared/money.ts';
import type { Product } from '../../store/shared/products.ts';
import type { TextValue } from '../order/order-detail-lines.ts';

export interface PlanRow {
  amount: number;
  payTime: string;
}

export interface LoanTerms {
  amount: number;
  days: number;
  rateDesc: string;
  details: TextValue[];
  plan: PlanRow[];
  firstPayTime: string;
  firstPeriodDay: number;
}

/** What a confirmation screen shows for a product's default loan, starting today. */
export function loanTerms(product: Product, now: Date, sign = '₱'): LoanTerms {
  const today = isoDate(now);
  const amount = product.defaultAmount;
  const days = product.termDays;
  // The same charges as the order this loan becomes (store/shared/order-money.ts): the rate table's.
  const interest = termInterest(amount, product.dailyRateBp, days);
  const serviceFee = loanServiceFee(amount, product.serviceFeeBp, interest, days);
  const disclosure = loanDisclosure(amount, interest, serviceFee, days);
  const total = disclosure.repaid;
  const count = Math.max(1, product.instalments);
  const share = Math.floor(total / count);
  const plan = Array.from({ length: count }, (_, index) => ({
    // The last instalment takes the rounding remainder so the plan adds up to the total.
    amount: index === count - 1 ? total - share * (count - 1) : share,
    payTime: addDays(today, Math.round((days * (index + 1)) / count)),
  }));
  const firstPeriodDay = Math.round(days / count);
  return {
    amount,
    days,
    rateDesc: `Daily rate ${(product.dailyRateBp / 100).toFixed(2)}%`,
    // What the borrower receives and repays first, then the loan, then the Truth in Lending
    // disclosure (RA 3765) from the rate table: the charges, their sum, the effective rate a month
    // and the total cost as a share of the loan.
    details: [
      { text: 'Received amount', value: formatMoney(disclosure.received, sign) },
      { text: 'Total repayment', value: formatMoney(total, sign) },
      { text: 'Loan amount', value: formatMoney(amount, sign) },
      { text: 'Loan term', value: countOf(days, 'day') },
      { text: 'Interest', value: formatMoney(interest, sign) },
      { text: 'Service fee', value: formatMoney(serviceFee, sign) },
      { text: 'Finance charge', value: formatMoney(disclosure.financeCharge, sign) },
      { text: 'Effective interest rate', value: `${percent(disclosure.effectiveBpPerMonth)} a month` },
      { text: 'Total cost', value: `${percent(disclosure.totalCostBp)} of the loan amount` },
    ],
    plan,
    firstPayTime: plan[0]?.payTime ?? addDays(today, days),
    firstPeriodDay,
  };
}
