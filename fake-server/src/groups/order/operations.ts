import {
  GetProductLinkBody,
  GetProductLinkQueryParams,
  GetProductLinkResponse,
  GoogleScoreBody,
  GoogleScoreQueryParams,
  GoogleScoreResponse,
  LoanDetailsBody,
  LoanDetailsQueryParams,
  LoanDetailsResponse,
} from '../../../../openapi/generated/zod/order/order.zod.ts';
import { defineOperation, fail, type Operation, ok } from '../../api/operation.ts';
import { keepLatest } from '../../store/shared/keep-latest.ts';
import { absoluteLink, productDeepLink } from '../../store/shared/links.ts';
import { findOrder, findProduct, unknownOrderMessage } from '../../store/shared/lookup.ts';
import { orderMoney } from '../../store/shared/order-money.ts';
import { STATUS_LABELS, statusDescription } from '../../store/shared/status-text.ts';
import { orderDetailLines } from './order-detail-lines.ts';
import { recommendedProducts } from './rec-products.ts';

/** Everything the order screen branches on (status, buttons, dialogs, links), derived per call. */
export const loanDetails = defineOperation({
  operationId: 'loanDetails',
  writes: [],
  tag: 'order',
  method: 'post',
  path: '/v3/loan-details/loan-details',
  envelope: 'flagged',
  query: LoanDetailsQueryParams,
  body: LoanDetailsBody,
  response: LoanDetailsResponse,
  examples: (world) =>
    world.shared.orders.map(({ productId, orderId }) => ({ body: { productId, orderId } })),
  handle: ({ body, state, now, origin, sandboxId }) => {
    const order = findOrder(state, body.orderId);
    const product = order && findProduct(state, order.productId);
    if (order === undefined || product === undefined) return fail('404', unknownOrderMessage(body.orderId));
    const money = orderMoney(order, product, now());
    const { flags } = order;
    return ok({
      orderStatus: order.status,
      noticeStatusText: STATUS_LABELS[order.status],
      noticeDesText: statusDescription(order, money),
      recProducts: order.status === 110 || order.status === 200 ? recommendedProducts(state) : [],
      productName: product.name,
      productLogo: product.logo,
      userOrderDetail: { detail: orderDetailLines(order, product, money) },
      inside: '',
      h5Url: absoluteLink(origin, flags.h5Url, sandboxId),
      isDelay: flags.isDelay,
      telephone: flags.telephone,
      isScore: flags.isScore,
      playeduL: absoluteLink(origin, flags.playeduL, sandboxId),
      reyMsg: flags.reyMsg,
      KindTipsMsg: flags.KindTipsMsg,
      cardNeedPop: flags.cardNeedPop,
      cardPopTitle: flags.cardPopTitle,
      cardPopMsg: flags.cardPopMsg,
    });
  },
});

/** The order-screen rating (always 5 from the app); kept so QA can see it was sent. */
/** Ratings kept per sandbox, the latest. */
const SCORES_KEPT = 20;

export const googleScore = defineOperation({
  operationId: 'googleScore',
  writes: ['order'],
  tag: 'order',
  method: 'post',
  path: '/v3/loan-details/google-score',
  envelope: 'flagged',
  query: GoogleScoreQueryParams,
  body: GoogleScoreBody,
  response: GoogleScoreResponse,
  examples: () => [{ body: { score: '5' } }, { body: { score: '1' } }],
  handle: ({ body, state, now }) => {
    state.order.scores.push({ score: body.score, at: now().toISOString() });
    keepLatest(state.order.scores, SCORES_KEPT);
    return ok({}, 'Thank you for your rating');
  },
});

/** The product jump: an http page for some products, an app deep link for the others. */
export const getProductLink = defineOperation({
  operationId: 'getProductLink',
  writes: ['order'],
  tag: 'order',
  method: 'post',
  path: '/gopia/goya/define',
  envelope: 'plain',
  query: GetProductLinkQueryParams,
  body: GetProductLinkBody,
  response: GetProductLinkResponse,
  examples: (world) =>
    world.shared.products.map(({ productId }) => ({
      body: { module: 'order', position: '0', productKey: productId },
    })),
  handle: ({ body, state, now, origin }) => {
    const product = findProduct(state, body.productKey);
    if (product === undefined)
      return fail('404', `This product is not available right now (${body.productKey}).`);
    const link =
      product.jump === 'http'
        ? absoluteLink(origin, `/__fake/pages/products/${product.productId}`)
        : productDeepLink(product.productId);
    state.order.jumps.push({
      productKey: body.productKey,
      module: body.module,
      position: body.position,
      link,
      at: now().toISOString(),
    });
    return ok({ link });
  },
});

export const orderOperations: readonly Operation[] = [loanDetails, googleScore, getProductLink];
