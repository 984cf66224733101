import type { ConfirmTerms } from './confirm-terms.ts';

/** One agreement under the checkbox; `position` is what the link call asks for. */
export interface Agreement {
  readonly title: string;
  readonly position: number;
}

/** The agreement list as the screen knows it: on its way, failed (with a retry), or there. */
export type AgreementsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void; readonly retrying: boolean }
  | { readonly status: 'ready'; readonly list: readonly Agreement[] };

/**
 * The calls that differ between the variants (v3 and `/gopia/goya`). Each answers `undefined`
 * when the server refused (its message is already toasted by the shared client) and rejects
 * when no answer came.
 */
export interface ConfirmActions {
  /** The page of one agreement (`contract-jump`, `getAgreementLinkVariantTwo`). */
  readonly agreementLink: (agreement: Agreement) => Promise<string | undefined>;
  /** Applies for the loan (`loan-detail-push`, `pushLoanVariantTwo`): the new order's page. */
  readonly push: (terms: ConfirmTerms) => Promise<string | undefined>;
  /** Variant 2 records that the promotional popup was closed (`recordPopupClosedVariantTwo`). */
  readonly promoClosed?: () => void;
}

/**
 * Reads a list query's state for the screen.
 * @example agreementsState(useListAgreements(params), (data) => data.map((item, position) => ({ title: item.title, position })))
 */
export function agreementsState<T>(
  query: { data: T | undefined; isPending: boolean; isFetching: boolean; refetch: () => unknown },
  list: (answer: T) => readonly Agreement[] | undefined,
): AgreementsState {
  const found = query.data === undefined ? undefined : list(query.data);
  if (found) return { status: 'ready', list: found };
  if (query.isPending) return { status: 'loading' };
  return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
}
