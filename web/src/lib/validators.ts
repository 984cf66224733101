// Form and data checks from spec §5. Each takes the raw field text and never throws.

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MAINLAND_PHONE = /^1\d{10}$/;
const PROMOTION_MOBILE = /^(?:09\d{9}|1[3-9]\d{9})$/;
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A single address of the form local@domain.tld, without spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** The legacy helper's phone rule: 1 followed by 10 digits. */
export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value);
}

/**
 * Registration mobile number, 11 characters: a Philippine mobile in its local form (09 and 9
 * digits), or the spec's own pattern (first 1, second 3-9). See docs/decisions/021-philippine-mobile-numbers.md.
 *
 * @example isPromotionMobile('09171234567') // true
 * @example isPromotionMobile('13812345678') // true
 * @example isPromotionMobile('12812345678') // false
 */
export function isPromotionMobile(value: string): boolean {
  return PROMOTION_MOBILE.test(value);
}

/**
 * What a mobile field keeps of what was typed or pasted: the international form of a Philippine
 * mobile (+63 9…, 63 9…) in its local form (09…), without the spaces, dashes, dots and brackets
 * a phone's contacts or autofill put in it. Then the 11-character cap applies, so a pasted
 * '+63 917 123 4567' is kept whole as '09171234567'. Anything else is left as typed, for the
 * validator to judge.
 *
 * @example mobileInput('+63 917 123 4567') // '09171234567'
 * @example mobileInput('0917-123-4567') // '09171234567'
 */
export function mobileInput(value: string): string {
  const compact = value.replace(/[\s\-.()]/g, '');
  return compact.replace(/^\+?63(?=9)/, '0');
}

/** Whole number written in digits with an optional sign ('12', '-3'); no spaces or exponent. */
export function isInteger(value: string | number): boolean {
  return typeof value === 'number' ? Number.isInteger(value) : INTEGER.test(value);
}

/** Integer or decimal with a dot ('12', '-1.5'); a bare '.5' or '1.' is not accepted. */
export function isDecimal(value: string | number): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : DECIMAL.test(value);
}

/** Absolute http or https address with a host. */
export function isUrl(value: string): boolean {
  if (value.trim() !== value || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** 8-4-4-4-12 hexadecimal layout, any case; the version digit is not checked. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Strips everything except ASCII digits; bank numeric fields accept digits only.
 *
 * @example digitsOnly('12 34-56') // '123456'
 */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * Number of characters as the user sees them (code points), so an emoji counts once; use it for
 * counters such as 'x/200' so they agree with capLength.
 */
export function countChars(value: string): number {
  return Array.from(value).length;
}

/**
 * Keeps the first `max` characters (code points) and ignores the rest, the spec's rule for
 * length caps (mobile 11, captcha 4, SMS code 6, complaint 200). It never cuts an emoji in half.
 * A zero, negative or NaN `max` gives ''; Infinity means no cap.
 *
 * @example capLength('1381234567890', 11) // '13812345678'
 */
export function capLength(value: string, max: number): string {
  if (Number.isNaN(max) || max <= 0) return '';
  const limit = Math.floor(max);
  // UTF-16 length is never below the code-point count, so this skips the split for short input.
  if (value.length <= limit) return value;
  return Array.from(value).slice(0, limit).join('');
}

/**
 * An amount the legacy card repayment can charge: whole pesos, more than zero (its link's `amount`).
 * @example isPayableAmount('1500') // true
 */
export function isPayableAmount(value: string): boolean {
  return /^\d+$/.test(value) && Number(value) > 0;
}
