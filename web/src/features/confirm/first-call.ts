import { CLIENT_TOAST, type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getLoanDetailConfirmQueryKey,
  loanDetailConfirm,
} from '../../api/generated/hooks/confirm/confirm.ts';
import { getSatireQueryKey, satire } from '../../api/generated/hooks/confirm-v2/confirm-v2.ts';
import { type VariantTwoParams, variantTwoParams } from '../../api/variant-two-params.ts';
import { paths } from '../../config/paths.ts';
import type { PageQuery } from '../../lib/page-query.ts';

/**
 * `/confirm` and `/confirmOfPeriod`'s first call: the product's loan confirmation
 * (loan-detail-confirm); the agreement list comes second, after main.js.
 */
export const loanConfirmCall = (productId: string) =>
  firstCall(getLoanDetailConfirmQueryKey({ productId }), (request, signal) =>
    loanDetailConfirm({ productId }, undefined, request, signal),
  );

/**
 * `/confirmNew`'s first call: variant 2's confirmation (satire) with its extra params; spec §8 has
 * the shared client toast its non-success message.
 */
export const satireCall = (productId: string, params: VariantTwoParams) =>
  firstCall(
    getSatireQueryKey({ productId }, params),
    (request, signal) => satire({ productId }, params, request, signal),
    CLIENT_TOAST,
  );

const productOf = (page: PageQuery) => page.productId ?? '';

/** The page's early call on the confirmation screens (app/first-calls.ts). */
export const confirmFirstCalls: FirstCalls = {
  [paths.confirm]: (page) => (productOf(page) ? loanConfirmCall(productOf(page)) : undefined),
  [paths.confirmOfPeriod]: (page) => (productOf(page) ? loanConfirmCall(productOf(page)) : undefined),
  [paths.confirmNew]: (page) =>
    productOf(page) ? satireCall(productOf(page), variantTwoParams()) : undefined,
};
