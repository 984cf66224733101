// Money travels as integer minor units (centavos); these helpers only format it for display.

/**
 * Formats minor units as major units with exactly two decimals and comma-grouped thousands.
 * Fractional minor units are rounded half away from zero; non-finite input shows '0.00' so a
 * missing amount never renders as 'NaN'.
 *
 * @example formatMoney(123456) // '1,234.56'
 * @example formatMoney(-5) // '-0.05'
 */
export function formatMoney(minorUnits: number): string {
  if (!Number.isFinite(minorUnits)) return '0.00';
  const cents = Math.round(Math.abs(minorUnits));
  // Rounding can turn a tiny negative into zero; never show '-0.00'.
  const sign = minorUnits < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${sign}${groupDigits(String(whole), ',')}.${fraction}`;
}

/**
 * Formats minor units with a currency sign placed after any minus sign.
 *
 * @example formatCurrency(123456, '₹') // '₹1,234.56'
 * @example formatCurrency(-100, '₱') // '-₱1.00'
 */
export function formatCurrency(minorUnits: number, sign: string): string {
  const formatted = formatMoney(minorUnits);
  return formatted.startsWith('-') ? `-${sign}${formatted.slice(1)}` : `${sign}${formatted}`;
}

/**
 * Formats minor units in Philippine pesos.
 *
 * @example formatPeso(123456) // '₱1,234.56'
 */
export function formatPeso(minorUnits: number): string {
  return formatCurrency(minorUnits, '₱');
}

const PLAIN_NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * The dot-grouped thousands formatter (Indonesian style). Because the dot is the thousands
 * separator, a decimal part is kept as written after a comma. The value is not rounded or
 * treated as minor units. Input that is not a plain number ('12a', '1,000', '', NaN) gives ''.
 *
 * @example groupThousandsDot(1234567) // '1.234.567'
 * @example groupThousandsDot('1234567.5') // '1.234.567,5'
 */
export function groupThousandsDot(value: number | string): string {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return '';
  const [, sign = '', whole = '', fraction] = match;
  const grouped = groupDigits(whole.replace(/^0+(?=\d)/, ''), '.');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction ?? '');
  const signText = sign === '-' && !isZero ? '-' : '';
  return fraction === undefined ? `${signText}${grouped}` : `${signText}${grouped},${fraction}`;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  // String(1e21) is '1e+21'; expand exponent notation so every digit can be grouped.
  return /e/i.test(text)
    ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : text;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
