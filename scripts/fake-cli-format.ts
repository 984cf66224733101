// Column and money formatting shared by the `npm run fake` commands.

/** A column of at least `width` characters; a longer text keeps one space after it. */
export function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money of the QA API (integer centavos) as the app shows it.
 * @example peso(123456) // '₱1,234.56'
 */
export function peso(centavos: number): string {
  return `₱${TWO_DECIMALS.format(centavos / 100)}`;
}
