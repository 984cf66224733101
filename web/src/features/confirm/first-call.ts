import { CLIENT_TOAST, type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getGetLoanConfirmDetailsQueryKey,
  getLoanConfirmDetails,
} from '../../api/generated/hooks/confirm/confirm.ts';
import {
  getGetLoanConfirmDetailsVariantTwoQueryKey,
  getLoanConfirmDetailsVariantTwo,
} from '../../api/generated/hooks/confirm-v2/confirm-v2.ts';
import { type VariantTwoParams, variantTwoParams } from '../../api/variant-two-params.ts';
import { paths } from '../../config/paths.ts';
import type { PageQuery } from '../../lib/page-query.ts';

/**
 * `/confirm` and `/confirmOfPeriod`'s first call: the product's loan confirmation
 * (loan-detail-confirm); the agreement list comes second, after main.js.
 */
export const loanConfirmCall = (productId: string) =>
  firstCall(getGetLoanConfirmDetailsQueryKey({ productId }), (request, signal) =>
    getLoanConfirmDetails({ productId }, undefined, request, signal),
  );

/**
 * `/confirmNew`'s first call: variant 2's confirmation (getLoanConfirmDetailsVariantTwo) with its extra params; spec §8 has
 * the shared client toast its non-success message.
 */
export const getLoanConfirmDetailsVariantTwoCall = (productId: string, params: VariantTwoParams) =>
  firstCall(
    getGetLoanConfirmDetailsVariantTwoQueryKey({ productId }, params),
    (request, signal) => getLoanConfirmDetailsVariantTwo({ productId }, params, request, signal),
    CLIENT_TOAST,
  );

const productOf = (page: PageQuery) => page.productId ?? '';

/** The page's early call on the confirmation screens (app/first-calls.ts). */
export const confirmFirstCalls: FirstCalls = {
  [paths.confirm]: (page) => (productOf(page) ? loanConfirmCall(productOf(page)) : undefined),
  [paths.confirmOfPeriod]: (page) => (productOf(page) ? loanConfirmCall(productOf(page)) : undefined),
  [paths.confirmNew]: (page) =>
    productOf(page) ? getLoanConfirmDetailsVariantTwoCall(productOf(page), variantTwoParams()) : undefined,
};
