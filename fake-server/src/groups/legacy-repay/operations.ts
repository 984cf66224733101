import {
  GetLegacyRepayRedirectBody,
  GetLegacyRepayRedirectQueryParams,
  GetLegacyRepayRedirectResponse,
  RepaymentCommitBody,
  RepaymentCommitQueryParams,
  RepaymentCommitResponse,
  RepaymentConfirmBody,
  RepaymentConfirmQueryParams,
  RepaymentConfirmResponse,
  RepaymentWayQueryParams,
  RepaymentWayResponse,
} from '../../../../openapi/generated/zod/legacy-repay/legacy-repay.zod.ts';
import { defineOperation, fail, type Operation, ok } from '../../api/operation.ts';
import { absoluteLink } from '../../store/shared/links.ts';
import { findOrder, unknownOrderMessage } from '../../store/shared/lookup.ts';
import { repayableOrders } from '../../store/shared/repayable.ts';
import {
  blockingRecord,
  completeRepayment,
  REPAY_TWICE,
  resendableRecord,
  supersedePending,
  WRONG_CODE,
} from './legacy-repayment.ts';
import { LEGACY_SMS_CODE } from './legacy-seed.ts';
import { payableOrder } from './payable-order.ts';

/** Tokens older than the last few are refused, like a form left open too long. */
const TOKENS_KEPT = 5;

/** The borrower's cards and a fresh token for the commit. */
export const repaymentWay = defineOperation({
  operationId: 'repaymentWay',
  writes: ['legacyRepay'],
  tag: 'legacy-repay',
  method: 'post',
  path: '/spoken/loan/repayment-way',
  envelope: 'plain',
  query: RepaymentWayQueryParams,
  response: RepaymentWayResponse,
  examples: () => [{}],
  handle: ({ state, now }) => {
    const slice = state.legacyRepay;
    const repayToken = `RT${slice.nextTokenNumber}`;
    slice.nextTokenNumber += 1;
    slice.tokens.push({ token: repayToken, issuedAt: now().toISOString() });
    if (slice.tokens.length > TOKENS_KEPT) slice.tokens.splice(0, slice.tokens.length - TOKENS_KEPT);
    return ok({
      alipay: slice.alipay,
      repayToken,
      bankCards: slice.cards.map(({ id, bankName, cardNo, bankCode }) => ({
        id,
        bankName,
        cardNo,
        bankCode,
      })),
    });
  },
});

/**
 * Submits a card repayment. Cards of banks that confirm by SMS answer needValid 1 and wait for
 * repayment-confirm; the other card pays at once. The same commit again while its code is awaited
 * sends the code again (the app's resend); any other commit for an order that is paid, or waiting
 * for its code, answers 800005.
 */
export const repaymentCommit = defineOperation({
  operationId: 'repaymentCommit',
  // A card that needs no SMS pays at once: the order (shared) is settled or owes less.
  writes: ['shared', 'legacyRepay'],
  tag: 'legacy-repay',
  method: 'post',
  path: '/spoken/loan/repayment-commit',
  envelope: 'plain',
  query: RepaymentCommitQueryParams,
  body: RepaymentCommitBody,
  response: RepaymentCommitResponse,
  examples: (world) => {
    const pending = new Set(
      world.legacyRepay.records
        .filter((record) => record.status === 'pending')
        .map((record) => record.orderId),
    );
    const token = world.legacyRepay.tokens[0]?.token ?? '';
    return repayableOrders(world)
      .filter((order) => !pending.has(order.orderId))
      .map((order, index) => {
        const card = world.legacyRepay.cards[index % world.legacyRepay.cards.length];
        return {
          body: {
            amount: String(order.principal),
            bankName: card?.bankName ?? '',
            cardId: card?.id ?? '',
            cardNo: card?.cardNo ?? '',
            orderId: order.orderId,
            repayToken: token,
            bankCode: card?.bankCode ?? '',
            sendMsg: '1',
          },
        };
      });
  },
  handle: (ctx) => {
    const { body, state, now } = ctx;
    if (findOrder(state, body.orderId) === undefined) return fail('404', unknownOrderMessage(body.orderId));
    const resend = resendableRecord(state, body, now());
    if (resend === undefined && blockingRecord(state, body.orderId, now()) !== undefined)
      return fail('800005', REPAY_TWICE);
    const payable = payableOrder(state, body.orderId, body.amount, now());
    if (!payable.ok) return payable.result;
    const slice = state.legacyRepay;
    if (!slice.tokens.some(({ token }) => token === body.repayToken)) {
      return fail('400', 'repayToken: unknown or too old; call repayment-way for a fresh one');
    }
    const card = slice.cards.find((candidate) => candidate.id === body.cardId);
    if (card === undefined)
      return fail('400', `cardId: no card ${body.cardId}; repayment-way lists the cards`);
    for (const field of ['bankName', 'cardNo', 'bankCode'] as const) {
      if (body[field] !== card[field])
        return fail('400', `${field}: does not match card ${card.id} (${card[field]})`);
    }
    if (resend !== undefined) {
      return ok(
        { needValid: 1, repayRecordId: resend.repayRecordId },
        `A new verification code was sent to your phone (fake SMS code: ${resend.verifyCode})`,
      );
    }
    supersedePending(state, body.orderId);
    const record = {
      repayRecordId: `LR${slice.nextRecordNumber}`,
      orderId: body.orderId,
      cardId: card.id,
      amount: body.amount,
      paysOff: body.amount >= payable.due,
      needValid: card.needsSms ? (1 as const) : (0 as const),
      verifyCode: LEGACY_SMS_CODE,
      status: 'pending' as const,
      createdAt: now().toISOString(),
      doneAt: null,
    };
    slice.nextRecordNumber += 1;
    slice.records.push(record);
    if (!card.needsSms) {
      completeRepayment(ctx, record);
      return ok({ needValid: 0, repayRecordId: record.repayRecordId }, 'Repayment successful');
    }
    return ok(
      { needValid: 1, repayRecordId: record.repayRecordId },
      `A verification code was sent to your phone (fake SMS code: ${record.verifyCode})`,
    );
  },
});

/** Confirms a card repayment with its SMS code (800006 when wrong); a full repayment settles the order. */
export const repaymentConfirm = defineOperation({
  operationId: 'repaymentConfirm',
  writes: ['shared', 'legacyRepay'],
  tag: 'legacy-repay',
  method: 'post',
  path: '/spoken/loan/repayment-confirm',
  envelope: 'plain',
  query: RepaymentConfirmQueryParams,
  body: RepaymentConfirmBody,
  response: RepaymentConfirmResponse,
  examples: (world) =>
    world.legacyRepay.records
      .filter((record) => record.status === 'pending')
      .map((record) => ({
        body: {
          orderId: record.orderId,
          verifyCode: record.verifyCode,
          repaymentRecordId: record.repayRecordId,
        },
      })),
  handle: (ctx) => {
    const { body, state } = ctx;
    const record = state.legacyRepay.records.find(
      (candidate) => candidate.repayRecordId === body.repaymentRecordId,
    );
    if (record === undefined) {
      return fail(
        '404',
        `No repayment ${body.repaymentRecordId} in this sandbox; repayment-commit answers the record id.`,
      );
    }
    if (record.orderId !== body.orderId) {
      return fail(
        '400',
        `repaymentRecordId: repayment ${record.repayRecordId} is for order ${record.orderId}, not ${body.orderId}`,
      );
    }
    if (record.status === 'done') return fail('800005', REPAY_TWICE);
    if (record.status === 'superseded') {
      return fail(
        '400',
        `repaymentRecordId: repayment ${record.repayRecordId} was replaced by a newer one; submit the repayment again`,
      );
    }
    if (body.verifyCode !== record.verifyCode) return fail('800006', WRONG_CODE);
    completeRepayment(ctx, record);
    return ok({}, 'Repayment successful');
  },
});

/** Sends the borrower to the fake Huichao gateway: the partner repayment page of the order. */
export const getLegacyRepayRedirect = defineOperation({
  operationId: 'getLegacyRepayRedirect',
  writes: ['legacyRepay'],
  tag: 'legacy-repay',
  method: 'post',
  path: '/spoken/loan/repayment-huichao',
  envelope: 'plain',
  query: GetLegacyRepayRedirectQueryParams,
  body: GetLegacyRepayRedirectBody,
  response: GetLegacyRepayRedirectResponse,
  examples: (world) =>
    repayableOrders(world).map((order) => ({
      body: { userId: 'U1000', orderId: order.orderId, amount: String(order.principal) },
    })),
  handle: ({ body, state, now, origin, sandboxId }) => {
    const payable = payableOrder(state, body.orderId, body.amount, now());
    if (!payable.ok) return payable.result;
    // The external repayment page settles the order when its button is pressed (pages-router.ts).
    const url = absoluteLink(
      origin,
      `/__fake/pages/external-repay/${encodeURIComponent(body.orderId)}`,
      sandboxId,
    );
    state.legacyRepay.redirects.push({
      orderId: body.orderId,
      userId: body.userId,
      amount: body.amount,
      url,
      at: now().toISOString(),
    });
    return ok({ url });
  },
});

export const legacyRepayOperations: readonly Operation[] = [
  repaymentWay,
  repaymentCommit,
  repaymentConfirm,
  getLegacyRepayRedirect,
];
