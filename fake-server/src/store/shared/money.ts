// The same text as Intl.NumberFormat('en-US', 2 decimals) gives, written out: formatting is on
// every answer (an order answer formats a dozen amounts) and Intl's formatter took a tenth of the
// fake server's time per call in a profile. money.test.ts checks both agree.
const INTL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234567 → '1,234,567'. */
function withThousands(whole: number): string {
  const digits = String(whole);
  let text = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    text = text === '' ? digits.slice(start, end) : `${digits.slice(start, end)},${text}`;
  }
  return text;
}

/**
 * Money in integer minor units shown the way the app shows it: sign, thousands, two decimals.
 * @example formatMoney(500000) // '₱5,000.00'
 */
export function formatMoney(minor: number, sign = '₱'): string {
  // Whole minor units only; anything else (fractions, NaN, beyond exact integers) as Intl says.
  if (!Number.isSafeInteger(minor)) return `${sign}${INTL.format(minor / 100)}`;
  const cents = Math.abs(minor);
  const fraction = cents % 100;
  return `${sign}${minor < 0 ? '-' : ''}${withThousands((cents - fraction) / 100)}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** A share of an amount in basis points (1 bp = 0.01 %), rounded to whole minor units. */
export function basisPoints(minor: number, bp: number): number {
  return Math.round((minor * bp) / 10_000);
}
