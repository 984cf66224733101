// One formatter for all calls: toLocaleString builds a new one each time and dominated a profile.
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money in integer minor units shown the way the app shows it: sign, thousands, two decimals.
 * @example formatMoney(500000) // '₱5,000.00'
 */
export function formatMoney(minor: number, sign = '₱'): string {
  return `${sign}${TWO_DECIMALS.format(minor / 100)}`;
}

/** A share of an amount in basis points (1 bp = 0.01 %), rounded to whole minor units. */
export function basisPoints(minor: number, bp: number): number {
  return Math.round((minor * bp) / 10_000);
}
