/**
 * The lender's rates, and the Philippine caps they stay within: one table that the fake server's
 * products and loan math (fake-server/src/store/shared/), its promotion claims, the official site
 * and the loan terms read. Money in centavos, rates in basis points (1 bp = 0.01 %).
 *
 * The caps are those of BSP Circular No. 1133 (2021) and SEC Memorandum Circular No. 3 (2022) for
 * unsecured loans up to ₱10,000 and four months; the lender applies them to every loan it makes,
 * whatever its amount and term (docs/decisions/020-lawful-loan-rates.md).
 */

/** A month of a monthly rate, in days (the caps are monthly; loans and penalties count days). */
export const DAYS_PER_MONTH = 30;

/** The four caps, as shares of the principal (interest, effective rate) or of the amount due (penalty). */
export const LEGAL_CAPS = {
  /** Nominal interest: at most 6 % a month of the principal. */
  interestBpPerMonth: 600,
  /** Effective interest rate (interest plus every fee, penalties excluded): at most 15 % a month. */
  effectiveBpPerMonth: 1_500,
  /** Late-payment penalty: at most 5 % a month of the amount due. */
  penaltyBpPerMonth: 500,
  /** Interest, fees and penalties together: at most 100 % of the principal, however long the loan runs. */
  totalCostBp: 10_000,
} as const;

/** What the lender charges and promises; every number here stays within LEGAL_CAPS. */
export const LENDER_RATES = {
  /** Interest per day of the term, by product: 0.03 %–0.08 % (0.9 %–2.4 % a month). */
  interestBpPerDay: { min: 3, max: 8 },
  /** Service fees a product may charge, deducted at disbursal (at most what the caps leave). */
  serviceFeeBp: [500, 800, 1_000],
  /** Late-payment penalty a month of the amount due, counted per day of delay. */
  penaltyBpPerMonth: { newClient: 500, repeatClient: 400 },
  /** The principal a product lends: ₱2,000 to ₱50,000. */
  amount: { min: 200_000, max: 5_000_000 },
  /** The loan term in calendar days (spec §9). */
  termDays: { min: 91, max: 365 },
  /** Days from applying to the decision. */
  decisionDays: 1,
  /** Calendar days from acceptance to the money arriving. */
  creditDays: { min: 1, max: 3 },
} as const;

/** The most a product may charge a day and stay within the nominal cap (20 bp = 0.2 %). */
export const MAX_INTEREST_BP_PER_DAY = Math.floor(LEGAL_CAPS.interestBpPerMonth / DAYS_PER_MONTH);

/**
 * A rate in basis points as a borrower reads it: 240 → '2.4%', 500 → '5%'.
 * @example percent(240) // '2.4%'
 */
export function percent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/**
 * Whole pesos of an amount in centavos, as the claims write them: 5_000_000 → '₱50,000'.
 * @example pesos(200_000) // '₱2,000'
 */
export function pesos(centavos: number): string {
  return `₱${Math.floor(centavos / 100).toLocaleString('en-US')}`;
}

/** The lender's highest monthly interest, as the claims state it ('2.4%'). */
export const MAX_MONTHLY_INTEREST = percent(LENDER_RATES.interestBpPerDay.max * DAYS_PER_MONTH);

/** The late-payment penalty a month, for a new or a repeat client (bp of the amount due). */
export function penaltyBpPerMonth(repeatClient: boolean): number {
  return repeatClient
    ? LENDER_RATES.penaltyBpPerMonth.repeatClient
    : LENDER_RATES.penaltyBpPerMonth.newClient;
}

/** Interest of one term: the daily rate (held to the nominal cap) times the days, on the principal. */
export function termInterest(principal: number, interestBpPerDay: number, termDays: number): number {
  const rate = Math.min(interestBpPerDay, MAX_INTEREST_BP_PER_DAY);
  return Math.floor((principal * rate * termDays) / 10_000);
}

/**
 * The service fee a loan may carry: the product's fee, held so that interest and fee, over what the
 * borrower receives (principal less the fee), stay within 15 % a month of the term, and interest and
 * fee within the principal. (I + F) / (P - F) ≤ t / 200 (15 % over 30 days) gives
 * F ≤ (t·P - 200·I) / (200 + t).
 */
export function serviceFee(principal: number, feeBp: number, interest: number, termDays: number): number {
  const asked = Math.floor((principal * feeBp) / 10_000);
  const perDay = LEGAL_CAPS.effectiveBpPerMonth / DAYS_PER_MONTH; // 50 bp a day
  const scale = 10_000 / perDay; // 200
  const effectiveRoom = Math.floor((termDays * principal - scale * interest) / (scale + termDays));
  return Math.max(0, Math.min(asked, effectiveRoom, principal - interest));
}

/**
 * The late-payment penalty after `days` of delay: the monthly rate per day, on the amount due,
 * rounded down so it never passes the cap.
 * @example latePenalty(1_000_000, 30, 500) // 50_000 (5 % of ₱10,000 after a month)
 */
export function latePenalty(amountDue: number, days: number, bpPerMonth: number): number {
  const rate = Math.min(bpPerMonth, LEGAL_CAPS.penaltyBpPerMonth);
  return Math.floor((amountDue * rate * days) / (10_000 * DAYS_PER_MONTH));
}

/**
 * The Truth in Lending disclosure of a loan before it is taken (RA 3765): what the borrower
 * receives (principal less the fee) and repays (principal and interest), the finance charge
 * (interest and fees), the effective rate a month (the finance charge over what is received, per
 * month of the term, as LEGAL_CAPS.effectiveBpPerMonth counts it) and the total cost as a share of
 * the principal (LEGAL_CAPS.totalCostBp). Rates are rounded up, so a disclosure never understates.
 * @example loanDisclosure(500_000, 13_650, 25_000, 91).effectiveBpPerMonth // 269 (2.69 % a month)
 */
export function loanDisclosure(principal: number, interest: number, fee: number, termDays: number) {
  const received = principal - fee;
  const financeCharge = interest + fee;
  const ratio = (numerator: number, denominator: number) =>
    denominator > 0 ? Math.ceil(numerator / denominator) : 0;
  return {
    received,
    repaid: principal + interest,
    financeCharge,
    effectiveBpPerMonth: ratio(financeCharge * 10_000 * DAYS_PER_MONTH, received * termDays),
    totalCostBp: ratio(financeCharge * 10_000, principal),
  };
}

/** A loan's disclosure figures (loanDisclosure). */
export type LoanDisclosure = ReturnType<typeof loanDisclosure>;

/** What the total-cost cap leaves of a principal once `charged` (interest, fees, penalties) is counted. */
export function costRoom(principal: number, charged: number): number {
  return Math.max(0, Math.floor((principal * LEGAL_CAPS.totalCostBp) / 10_000) - charged);
}

/** The late-payment rule in one sentence, for the agreement pages and the loan terms. */
export const LATE_PENALTY_RULE =
  `A late payment incurs a penalty of ${percent(LENDER_RATES.penaltyBpPerMonth.newClient)} a month ` +
  `(${percent(LENDER_RATES.penaltyBpPerMonth.repeatClient)} for repeat clients) of the amount due, ` +
  'counted for each day of delay.';

/** The total-cost cap in one sentence, for the agreement pages and the loan terms. */
export const TOTAL_COST_RULE =
  'Interest, fees and penalties together never exceed the amount borrowed, however long the loan ' +
  'is outstanding.';
