import {
  GeneratePayCodeBody,
  GeneratePayCodeQueryParams,
  GeneratePayCodeResponse,
  GetExtensionQuoteBody,
  GetExtensionQuoteQueryParams,
  GetExtensionQuoteResponse,
  GetInstalmentPlanBody,
  GetInstalmentPlanQueryParams,
  GetInstalmentPlanResponse,
} from '../../../../openapi/generated/zod/repay/repay.zod.ts';
import { defineOperation, fail, type Operation, ok } from '../../api/operation.ts';
import { codeFor } from '../../store/lifecycle/new-payment.ts';
import { isoDate } from '../../store/shared/dates.ts';
import { absoluteLink, appQuery } from '../../store/shared/links.ts';
import { findChannel } from '../../store/shared/lookup.ts';
import { formatMoney } from '../../store/shared/money.ts';
import { orderMoney, penaltyBasis } from '../../store/shared/order-money.ts';
import { repayableOrder, repayableOrders } from '../../store/shared/repayable.ts';
import type { WorldState } from '../../store/world.ts';
import { defaultPayCode } from './pay-code.ts';
import { dayCount, repayNotice } from './repay-notice.ts';

function channelList(state: WorldState) {
  return state.shared.channels.map((channel) => ({
    name: channel.name,
    logo: channel.logo,
    channel_number: channel.channelNumber,
  }));
}

const NO_ROLLOVER =
  'has no rollover (isDelay is 0); pick an order with rollover such as ORD174R, or switch isDelay on in /__fake.';

/**
 * Instalment repayment: amount and date, detail rows, channels, banner and default pay code (the
 * order's reference number, recorded when first shown: it writes the repay slice).
 */
export const getInstalmentPlan = defineOperation({
  operationId: 'getInstalmentPlan',
  writes: ['repay'],
  tag: 'repay',
  method: 'post',
  path: '/v3/installment/loan-play-detail',
  envelope: 'flagged',
  query: GetInstalmentPlanQueryParams,
  body: GetInstalmentPlanBody,
  response: GetInstalmentPlanResponse,
  examples: (world) =>
    repayableOrders(world).map(({ productId, orderId }) => ({ body: { productId, orderId } })),
  handle: ({ body, state, now }) => {
    const found = repayableOrder(state, body.orderId);
    if (!found.ok) return found.result;
    const { order, product } = found;
    const today = now();
    const money = orderMoney(order, product, today);
    const detail = [
      { text: 'Loan amount', value: formatMoney(money.principal) },
      { text: 'Interest', value: formatMoney(money.interest) },
      { text: 'Due date', value: order.dueDate },
      { text: 'Order No.', value: order.orderId },
    ];
    // The overdue facts under the labels the order screen uses, so the app can show them first.
    if (money.penalty > 0)
      detail.splice(
        2,
        0,
        { text: 'Penalty', value: formatMoney(money.penalty) },
        { text: 'Penalty basis', value: penaltyBasis(money, formatMoney) },
      );
    // After a partial payment the rows still add up to the amount (as on the order page).
    if (money.paid > 0)
      detail.splice(money.penalty > 0 ? 4 : 2, 0, { text: 'Repaid so far', value: formatMoney(money.paid) });
    if (money.overdueDays > 0)
      detail.splice(detail.length - 1, 0, { text: 'Overdue days', value: String(money.overdueDays) });
    return ok({
      repayAmount: money.repayAmount,
      repayDate: order.dueDate,
      productName: product.name,
      productLogo: product.logo,
      detail,
      repayList: channelList(state),
      noticeMsg: repayNotice(order, money, isoDate(today)),
      defDetail: defaultPayCode(state, order, { amount: money.repayAmount, isDelay: false, now: today }),
      isShowReyTop: order.repay.isShowReyTop,
    });
  },
});

/** Extension (rollover): the fee now, the new due date, the plan after extending, the fee's own reference number. */
export const getExtensionQuote = defineOperation({
  operationId: 'getExtensionQuote',
  writes: ['repay'],
  tag: 'repay',
  method: 'post',
  path: '/opponents/pettypy',
  envelope: 'flagged',
  query: GetExtensionQuoteQueryParams,
  body: GetExtensionQuoteBody,
  response: GetExtensionQuoteResponse,
  examples: (world) =>
    repayableOrders(world)
      .filter((order) => order.flags.isDelay === '1')
      .map(({ productId, orderId }) => ({ body: { productId, orderId } })),
  handle: ({ body, state, now }) => {
    const found = repayableOrder(state, body.orderId);
    if (!found.ok) return found.result;
    const { order, product } = found;
    if (order.flags.isDelay !== '1') return fail('400', `orderId: order ${order.orderId} ${NO_ROLLOVER}`);
    const today = now();
    const money = orderMoney(order, product, today);
    const day = isoDate(today);
    // The extension fee is the interest; overdue, the penalty is its own line with its basis, and the
    // two add up to what is paid now.
    const fee = {
      remark: 'Pay now',
      title: 'Extension fee (interest)',
      amount: money.delayAmount - money.penalty,
      time: day,
    };
    const payNow =
      money.penalty > 0
        ? [
            fee,
            {
              remark: 'Pay now',
              title: `Penalty, ${dayCount(money.overdueDays)} overdue (${penaltyBasis(money, formatMoney)})`,
              amount: money.penalty,
              time: day,
            },
          ]
        : [fee];
    return ok({
      delayInfo: {
        delayAmount: money.delayAmount,
        title:
          money.penalty > 0
            ? `Extend your loan by ${dayCount(order.termDays)}: the fee and the overdue penalty`
            : `Extend your loan by ${dayCount(order.termDays)}`,
      },
      repayDate: money.extendedDueDate,
      repayPlan: [
        ...payNow,
        {
          // What the order owes at the moved due date: what paying the fee leaves (payments.ts extend).
          remark: 'After the extension',
          title: 'Principal and interest due',
          amount: money.principal + money.extendedInterest - Math.max(0, money.paid - money.interest),
          time: money.extendedDueDate,
        },
      ],
      repayList: channelList(state),
      defDetail: defaultPayCode(state, order, { amount: money.delayAmount, isDelay: true, now: today }),
      productName: product.name,
      productLogo: product.logo,
    });
  },
});

/**
 * Gives the payment's code on a channel (the pending one of this order, channel group and purpose,
 * else a new one) and answers where to pay it: the app page that shows a copyable
 * code (type 1) or a QR code (type 2), or the channel's own web page (type 3), for the amount due
 * (the extension fee when isDelay=1).
 */
export const generatePayCode = defineOperation({
  operationId: 'generatePayCode',
  writes: ['repay'],
  tag: 'repay',
  method: 'post',
  path: '/v3/loan-details/generate-vcode',
  envelope: 'flagged',
  query: GeneratePayCodeQueryParams,
  body: GeneratePayCodeBody,
  response: GeneratePayCodeResponse,
  examples: (world) =>
    repayableOrders(world).flatMap(({ productId, orderId, flags }) =>
      world.shared.channels.flatMap(({ channelNumber }) => {
        const body = { productId, orderId, channelNumber, amount: '100' };
        return flags.isDelay === '1' ? [{ body }, { body: { ...body, isDelay: '1' } }] : [{ body }];
      }),
    ),
  handle: ({ body, state, now, origin, sandboxId, autoPayMs }) => {
    const found = repayableOrder(state, body.orderId);
    if (!found.ok) return found.result;
    const { order, product } = found;
    const channel = findChannel(state, body.channelNumber);
    if (channel === undefined) {
      const known = state.shared.channels.map((candidate) => candidate.channelNumber).join(', ');
      return fail('400', `channelNumber: unknown channel ${body.channelNumber}; the channels are ${known}.`);
    }
    const isDelay = body.isDelay === '1';
    if (isDelay && order.flags.isDelay !== '1')
      return fail('400', `isDelay: order ${order.orderId} ${NO_ROLLOVER}`);
    const money = orderMoney(order, product, now());
    const amount = isDelay ? money.delayAmount : money.repayAmount;
    // The one code of this order, channel group and purpose (the pay-code box shows the Bills one).
    const { payCode } = codeFor(state, channel, {
      orderId: order.orderId,
      amount,
      isDelay,
      now: now(),
      autoPayMs,
    });
    if (channel.payType === 3) {
      // The channel's own page (fake-server/src/pages/pages-router.ts), absolute so the app opens it.
      return ok({ payUrl: absoluteLink(origin, `/__fake/pages/channel-pay/${payCode}`, sandboxId) });
    }
    const query = new URLSearchParams({
      type: String(channel.payType),
      amount: String(amount),
      payCode,
      channelNumber: channel.channelNumber,
      channelName: channel.name,
      logo: channel.logo,
      productId: product.productId,
      orderId: order.orderId,
    });
    if (channel.payType === 2) query.set('qrUrl', `/__fake/assets/qr-${payCode}.svg`);
    if (isDelay) query.set('isDelay', '1');
    return ok({ payUrl: `/repaymentOfCode?${appQuery(query)}` });
  },
});

export const repayOperations: readonly Operation[] = [getInstalmentPlan, getExtensionQuote, generatePayCode];
