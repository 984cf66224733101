import {
  GetAgreementLinkVariantTwoQueryParams,
  GetAgreementLinkVariantTwoResponse,
  GetLoanConfirmDetailsVariantTwoBody,
  GetLoanConfirmDetailsVariantTwoQueryParams,
  GetLoanConfirmDetailsVariantTwoResponse,
  ListAgreementsVariantTwoQueryParams,
  ListAgreementsVariantTwoResponse,
  PushLoanVariantTwoBody,
  PushLoanVariantTwoQueryParams,
  PushLoanVariantTwoResponse,
  RecordPopupClosedVariantTwoBody,
  RecordPopupClosedVariantTwoQueryParams,
  RecordPopupClosedVariantTwoResponse,
} from '../../../../openapi/generated/zod/confirm-v2/confirm-v2.zod.ts';
import { defineOperation, fail, type Operation, ok } from '../../api/operation.ts';
import { findProduct, unknownProductMessage } from '../../store/shared/lookup.ts';
import { agreementPagePath } from '../confirm/agreements.ts';
import { placeLoanOrder } from '../confirm/loan-push.ts';
import { loanTerms } from '../confirm/loan-terms.ts';

/** Variant-2 confirm data, in the variant's own field names; one product shows ₹ (currencyFlag 1). */
export const getLoanConfirmDetailsVariantTwo = defineOperation({
  operationId: 'getLoanConfirmDetailsVariantTwo',
  writes: [],
  tag: 'confirm-v2',
  method: 'post',
  path: '/gopia/goya/satire',
  envelope: 'plain',
  query: GetLoanConfirmDetailsVariantTwoQueryParams,
  body: GetLoanConfirmDetailsVariantTwoBody,
  response: GetLoanConfirmDetailsVariantTwoResponse,
  examples: (world) => world.shared.products.map(({ productId }) => ({ body: { productId } })),
  handle: ({ body, state, now }) => {
    const product = findProduct(state, body.productId);
    if (product === undefined) return fail('404', unknownProductMessage(body.productId));
    const terms = loanTerms(product, now(), product.currencyFlag === 1 ? '₹' : '₱');
    return ok({
      productLogo: product.logo,
      productName: product.name,
      loanAmount: terms.amount,
      loanDays: terms.days,
      rateDesc: terms.rateDesc,
      detailRows: terms.details,
      planRows: terms.plan,
      currencyFlag: product.currencyFlag,
      NewButtonMsg: product.confirm.newButtonMsg,
      NewPopMsg: product.confirm.newPopMsg,
      showNewPop: product.confirm.showNewPop,
      agreementPopUrl: product.confirm.agreementPopup ? agreementPagePath(product.productId, 0) : '',
      retainPop: product.confirm.retainPop,
      retainTitle: product.confirm.retainTitle,
      retainContent: product.confirm.retainContent,
    });
  },
});

export const listAgreementsVariantTwo = defineOperation({
  operationId: 'listAgreementsVariantTwo',
  writes: [],
  tag: 'confirm-v2',
  method: 'get',
  path: '/gopia/goya/cultures',
  envelope: 'plain',
  query: ListAgreementsVariantTwoQueryParams,
  response: ListAgreementsVariantTwoResponse,
  examples: (world) => world.shared.products.map(({ productId }) => ({ query: { productId } })),
  handle: ({ query, state }) => {
    const product = findProduct(state, query.productId);
    if (product === undefined) return fail('404', unknownProductMessage(query.productId));
    return ok({ list: product.agreements.map((title, position) => ({ title, position })) });
  },
});

export const getAgreementLinkVariantTwo = defineOperation({
  operationId: 'getAgreementLinkVariantTwo',
  writes: [],
  tag: 'confirm-v2',
  method: 'get',
  path: '/gopia/goya/misunderstood',
  envelope: 'plain',
  query: GetAgreementLinkVariantTwoQueryParams,
  response: GetAgreementLinkVariantTwoResponse,
  examples: (world) =>
    world.shared.products.flatMap(({ productId, agreements }) =>
      agreements.map((_title, position) => ({ query: { productId, position: String(position) } })),
    ),
  handle: ({ query, state }) => {
    const product = findProduct(state, query.productId);
    if (product === undefined) return fail('404', unknownProductMessage(query.productId));
    if (query.position >= product.agreements.length) {
      return fail(
        '400',
        `position: must be below ${product.agreements.length}, the number of agreements of ${product.productId}`,
      );
    }
    return ok({ url: agreementPagePath(product.productId, query.position) });
  },
});

/** Variant-2 loan push; creates an order like pushLoan. */
export const pushLoanVariantTwo = defineOperation({
  operationId: 'pushLoanVariantTwo',
  writes: ['shared', 'confirm'],
  tag: 'confirm-v2',
  method: 'post',
  path: '/gopia/goya/depush',
  envelope: 'plain',
  query: PushLoanVariantTwoQueryParams,
  body: PushLoanVariantTwoBody,
  response: PushLoanVariantTwoResponse,
  examples: (world) =>
    world.shared.products.map((product) => ({
      body: {
        productId: product.productId,
        loanAmount: String(product.defaultAmount),
        loanDays: String(product.termDays),
      },
    })),
  handle: (ctx) => {
    const { productId, loanAmount, loanDays } = ctx.body;
    return placeLoanOrder(ctx, {
      productId,
      amount: loanAmount,
      days: loanDays,
      amountField: 'loanAmount',
      via: 'pushLoanVariantTwo',
    });
  },
});

/** Records that the borrower closed the promotional popup. */
export const recordPopupClosedVariantTwo = defineOperation({
  operationId: 'recordPopupClosedVariantTwo',
  writes: ['confirmV2'],
  tag: 'confirm-v2',
  method: 'post',
  path: '/gopia/goya/because',
  envelope: 'plain',
  query: RecordPopupClosedVariantTwoQueryParams,
  body: RecordPopupClosedVariantTwoBody,
  response: RecordPopupClosedVariantTwoResponse,
  examples: (world) => world.shared.products.map(({ productId }) => ({ body: { productId } })),
  handle: ({ body, state, now }) => {
    if (findProduct(state, body.productId) === undefined)
      return fail('404', unknownProductMessage(body.productId));
    state.confirmV2.popupsClosed.push({ productId: body.productId, at: now().toISOString() });
    return ok({});
  },
});

export const confirmV2Operations: readonly Operation[] = [
  getLoanConfirmDetailsVariantTwo,
  listAgreementsVariantTwo,
  getAgreementLinkVariantTwo,
  pushLoanVariantTwo,
  recordPopupClosedVariantTwo,
];
