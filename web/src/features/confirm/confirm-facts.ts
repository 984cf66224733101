import type { TextValue } from '../../../../openapi/generated/model/index.ts';

/**
 * The confirmation's detail rows, grouped as a borrower reads them (decision 004: facts from the
 * server's labelled rows, the contract has no field for them): what the borrower receives and
 * repays leads the page, the charges and the Truth in Lending disclosure (RA 3765) stand together,
 * the other rows stay in the server's order. No row, no fact: a missing or differently worded row
 * stays an ordinary row and the page leads with the loan amount as before.
 */
export interface ConfirmFacts {
  /** 'Received amount': what reaches the borrower (the loan amount less the fee). */
  readonly received: TextValue | null;
  /** 'Total repayment': what the borrower pays back. */
  readonly repaid: TextValue | null;
  /** The charges and the disclosure, in the server's order. */
  readonly disclosure: readonly TextValue[];
  /** Every other row, in the server's order. */
  readonly rest: readonly TextValue[];
}

/** The row labels the confirmation reads, as the lender's server writes them. */
export const CONFIRM_LINE = {
  received: 'Received amount',
  repaid: 'Total repayment',
  disclosure: ['Interest', 'Service fee', 'Finance charge', 'Effective interest rate', 'Total cost'],
} as const;

const same = (row: TextValue, label: string) => row.text.trim().toLowerCase() === label.toLowerCase();

/**
 * @example confirmFacts([{ text: 'Received amount', value: '₱4,750.00' }, { text: 'Loan term', value: '91 days' }])
 * // { received: { text: 'Received amount', … }, repaid: null, disclosure: [], rest: [{ text: 'Loan term', … }] }
 */
export function confirmFacts(details: readonly TextValue[]): ConfirmFacts {
  const received = details.find((row) => same(row, CONFIRM_LINE.received) && row.value.trim()) ?? null;
  const repaid = details.find((row) => same(row, CONFIRM_LINE.repaid) && row.value.trim()) ?? null;
  const isDisclosure = (row: TextValue) => CONFIRM_LINE.disclosure.some((label) => same(row, label));
  // The lead rows leave the list only when the page leads with them (a received amount).
  const lead = new Set<TextValue | null>(received ? [received, repaid] : []);
  return {
    received,
    repaid: received ? repaid : null,
    disclosure: details.filter((row) => !lead.has(row) && isDisclosure(row)),
    rest: details.filter((row) => !lead.has(row) && !isDisclosure(row)),
  };
}
