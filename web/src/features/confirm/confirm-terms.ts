import type {
  GetLoanConfirmDetailsVariantTwoData,
  LoanConfirmData,
  TermUnit,
  TextValue,
} from '../../../../openapi/generated/model/index.ts';
import { formatCurrency } from '../../lib/money.ts';

/** One instalment of the repayment plan, in minor units. */
export interface PlanRow {
  readonly amount: number;
  readonly payTime: string;
}

/**
 * What a confirmation screen shows and pushes, whichever variant answered it: variant 1
 * (`loan-detail-confirm`) and variant 2 (`getLoanConfirmDetailsVariantTwo`) name the same things differently.
 */
export interface ConfirmTerms {
  readonly productLogo: string;
  readonly productName: string;
  /** Minor units. */
  readonly amount: number;
  /** The loan term in days (`periods`, `loanDays`). */
  readonly days: number;
  readonly termUnit: TermUnit;
  readonly rateDesc: string;
  readonly details: readonly TextValue[];
  readonly plan: readonly PlanRow[];
  /** Spec §9: ₱; variant 2 shows ₹ when its currency flag is 1. */
  readonly currency: '₱' | '₹';
  /** Non-empty: the agreement popup opens by itself with this page. */
  readonly agreementPopUrl: string;
  /** The 'Point out' popup the iOS back gesture opens, when the server asks for one. */
  readonly retention: { readonly title: string; readonly content: string } | null;
  /** Variant 2's promotional popup, when the server asks for it. */
  readonly promo: { readonly message: string; readonly button: string } | null;
}

/** The retention popup's title when the server leaves it empty (spec §2: titled 'Point out'). */
export const RETENTION_TITLE = 'Point out';

function retention(show: number, title: string, content: string): ConfirmTerms['retention'] {
  return show === 1 ? { title: title.trim() || RETENTION_TITLE, content } : null;
}

/**
 * Variant 1 (`/v3/loan-confirm/loan-detail-confirm`).
 * @example termsFromLoanConfirm(answer.data).retention // { title: 'Point out', content: '…' } when isPopType is 1
 */
export function termsFromLoanConfirm(data: LoanConfirmData): ConfirmTerms {
  return {
    productLogo: data.comProductLogo,
    productName: data.comProductName,
    amount: data.amount,
    days: data.periods,
    termUnit: data.termUnit,
    rateDesc: data.pRateDsc,
    details: data.details,
    plan: data.repay_plans.map((row) => ({ amount: row.amount, payTime: row.pay_time })),
    currency: '₱',
    agreementPopUrl: data.popAgreementUrl.trim(),
    retention: retention(data.isPopType, data.popTitle, data.popContent),
    promo: null,
  };
}

/**
 * Variant 2 (`/gopia/goya/satire`): ₹ when `currencyFlag` is 1, else ₱; the promotional popup
 * when `showNewPop` is 1 and there is a message to show.
 * @example termsFromGetLoanConfirmDetailsVariantTwo({ ...data, currencyFlag: 1 }).currency // '₹'
 */
export function termsFromGetLoanConfirmDetailsVariantTwo(
  data: GetLoanConfirmDetailsVariantTwoData,
): ConfirmTerms {
  return {
    productLogo: data.productLogo,
    productName: data.productName,
    amount: data.loanAmount,
    days: data.loanDays,
    termUnit: 1,
    rateDesc: data.rateDesc,
    details: data.detailRows,
    plan: data.planRows,
    currency: data.currencyFlag === 1 ? '₹' : '₱',
    agreementPopUrl: data.agreementPopUrl.trim(),
    retention: retention(data.retainPop, data.retainTitle, data.retainContent),
    promo:
      data.showNewPop === 1 && data.NewPopMsg.trim() !== ''
        ? { message: data.NewPopMsg, button: data.NewButtonMsg.trim() || 'OK' }
        : null,
  };
}

/**
 * An amount in the screen's currency.
 * @example money(terms, 500000) // '₹5,000.00' for a variant-2 product with the currency flag
 */
export function money(terms: Pick<ConfirmTerms, 'currency'>, minorUnits: number): string {
  return formatCurrency(minorUnits, terms.currency);
}

/**
 * The new order's page after a push: the server's link with `from=confirm` (spec §4), replacing a
 * `from` it may already carry. The other params are kept as written (session tokens may hold '+').
 * @example withFromConfirm('/loanDetail?productId=P1001&orderId=ORD1001') // '/loanDetail?productId=P1001&orderId=ORD1001&from=confirm'
 */
export function withFromConfirm(link: string): string {
  const trimmed = link.trim();
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : trimmed.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = queryAt === -1 ? [] : beforeHash.slice(queryAt + 1).split('&');
  const kept = params.filter((param) => param !== '' && param !== 'from' && !param.startsWith('from='));
  return `${path}?${[...kept, 'from=confirm'].join('&')}${hash}`;
}
