import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import { cardInit, getCardInitQueryKey } from '../../api/generated/hooks/bind-bank/bind-bank.ts';
import { paths } from '../../config/paths.ts';

/** `/bindBank`'s first call: the bank form of the product (card-init). */
export const bankFormCall = (productId: string) =>
  firstCall(getCardInitQueryKey({ product_id: productId }), (request, signal) =>
    cardInit({ product_id: productId }, undefined, request, signal),
  );

/** The page's early call on `/bindBank` (app/first-calls.ts): the form reads `product_id`. */
export const bindBankFirstCalls: FirstCalls = {
  [paths.bindBank]: (page) => (page.product_id ? bankFormCall(page.product_id) : undefined),
};
