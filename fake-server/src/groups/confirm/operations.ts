import {
  GetAgreementLinkQueryParams,
  GetAgreementLinkResponse,
  GetLoanConfirmDetailsBody,
  GetLoanConfirmDetailsQueryParams,
  GetLoanConfirmDetailsResponse,
  ListAgreementsQueryParams,
  ListAgreementsResponse,
  PushLoanBody,
  PushLoanQueryParams,
  PushLoanResponse,
} from '../../../../openapi/generated/zod/confirm/confirm.zod.ts';
import { defineOperation, fail, type Operation, ok } from '../../api/operation.ts';
import { findProduct, unknownProductMessage } from '../../store/shared/lookup.ts';
import { agreementPagePath } from './agreements.ts';
import { placeLoanOrder } from './loan-push.ts';
import { loanTerms } from './loan-terms.ts';

/** Variant-1 confirm data of a product's default loan. */
export const getLoanConfirmDetails = defineOperation({
  operationId: 'getLoanConfirmDetails',
  writes: [],
  tag: 'confirm',
  method: 'post',
  path: '/v3/loan-confirm/loan-detail-confirm',
  envelope: 'flagged',
  query: GetLoanConfirmDetailsQueryParams,
  body: GetLoanConfirmDetailsBody,
  response: GetLoanConfirmDetailsResponse,
  examples: (world) => world.shared.products.map(({ productId }) => ({ body: { productId } })),
  handle: ({ body, state, now }) => {
    const product = findProduct(state, body.productId);
    if (product === undefined) return fail('404', unknownProductMessage(body.productId));
    const terms = loanTerms(product, now());
    return ok({
      comProductLogo: product.logo,
      comProductName: product.name,
      amount: terms.amount,
      periods: terms.days,
      termUnit: 1,
      details: terms.details,
      repay_plans: terms.plan.map((row) => ({ amount: row.amount, pay_time: row.payTime })),
      firstPayTime: terms.firstPayTime,
      firstPeriodDay: terms.firstPeriodDay,
      pRateDsc: terms.rateDesc,
      sendSms: product.confirm.sendSms,
      isPopType: product.confirm.retainPop,
      popContent: product.confirm.retainContent,
      popTitle: product.confirm.retainTitle,
      popAgreementUrl: product.confirm.agreementPopup ? agreementPagePath(product.productId, 0) : '',
    });
  },
});

/** Applies for the loan: a new order under review, opened by the app with from=confirm. */
export const pushLoan = defineOperation({
  operationId: 'pushLoan',
  writes: ['shared', 'confirm'],
  tag: 'confirm',
  method: 'post',
  path: '/v3/loan-confirm/loan-detail-push',
  envelope: 'flagged',
  query: PushLoanQueryParams,
  body: PushLoanBody,
  response: PushLoanResponse,
  examples: (world) =>
    world.shared.products.map((product) => ({
      body: {
        productId: product.productId,
        amount: String(product.defaultAmount),
        periods: String(product.termDays),
        termUnit: '1',
      },
    })),
  handle: (ctx) => {
    const { productId, amount, periods } = ctx.body;
    return placeLoanOrder(ctx, { productId, amount, days: periods, amountField: 'amount', via: 'pushLoan' });
  },
});

/** The agreements under the checkbox of the confirm screen (scene 3). */
export const listAgreements = defineOperation({
  operationId: 'listAgreements',
  writes: [],
  tag: 'confirm',
  method: 'get',
  path: '/v3/contract/contract',
  envelope: 'flagged',
  query: ListAgreementsQueryParams,
  response: ListAgreementsResponse,
  examples: (world) => world.shared.products.map(({ productId }) => ({ query: { productId, scene: '3' } })),
  handle: ({ query, state }) => {
    const product = findProduct(state, query.productId);
    if (product === undefined) return fail('404', unknownProductMessage(query.productId));
    return ok(product.agreements.map((title) => ({ title })));
  },
});

/** The page of one agreement, served by the fake server and shown by the app in an iframe. */
export const getAgreementLink = defineOperation({
  operationId: 'getAgreementLink',
  writes: [],
  tag: 'confirm',
  method: 'get',
  path: '/v3/contract/contract-jump',
  envelope: 'flagged',
  query: GetAgreementLinkQueryParams,
  response: GetAgreementLinkResponse,
  examples: (world) =>
    world.shared.products.flatMap(({ productId, agreements }) =>
      agreements.map((_title, position) => ({
        query: { productId, scene: '3', position: String(position), orderId: 'ORD21' },
      })),
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
    return ok({ contract_url: agreementPagePath(product.productId, query.position, query.orderId) });
  },
});

export const confirmOperations: readonly Operation[] = [
  getLoanConfirmDetails,
  pushLoan,
  listAgreements,
  getAgreementLink,
];
