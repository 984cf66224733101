import { channelPicker } from '../groups/bind-bank/form-check.ts';
import { sampleBindForm } from '../groups/bind-bank/form-samples.ts';
import {
  COLLECTION_SUB_TYPES,
  COLLECTION_TYPE,
  COMPLAINT_TYPES,
} from '../groups/complaint/complaint-types.ts';
import { repayableOrders } from '../store/shared/repayable.ts';
import type { WorldState } from '../store/world.ts';

/**
 * Values that belong together in a sandbox's world, named as the contract's fields name them: an
 * order's id with its product's, a captcha session with its text, an SMS code with its phone. A
 * generated request takes some of its fields from records like these, so it names things that
 * exist and reaches the handler's success path, not only its "unknown id" refusal.
 */
export interface WorldRecord {
  /** Where the values come from (an order, a product…), for the failure report. */
  source: string;
  /** Values of contract fields, as text. */
  fields: Record<string, string>;
  /**
   * Further form fields the contract leaves open (`additionalProperties`): the bind form's items,
   * whose keys only the server's card-init knows.
   */
  extras?: Record<string, string>;
}

function ordersOf(state: WorldState): WorldRecord[] {
  return state.shared.orders.map((order) => ({
    source: `order ${order.orderId}`,
    fields: {
      orderId: order.orderId,
      orderNo: order.orderId,
      productId: order.productId,
      product_id: order.productId,
      productKey: order.productId,
      amount: String(order.principal),
    },
  }));
}

function productsOf(state: WorldState): WorldRecord[] {
  return state.shared.products.map((product) => ({
    source: `product ${product.productId}`,
    fields: {
      productId: product.productId,
      product_id: product.productId,
      productKey: product.productId,
      amount: String(product.defaultAmount),
      loanAmount: String(product.defaultAmount),
      periods: String(product.termDays),
      loanDays: String(product.termDays),
      position: String(product.agreements.length - 1),
    },
  }));
}

function channelsOf(state: WorldState): WorldRecord[] {
  const { channels } = state.shared;
  return [
    ...channels.map(({ channelNumber }) => ({
      source: `channel ${channelNumber}`,
      fields: { channelNumber },
    })),
    // A pay code names an order and a channel together: one record per repayable order (its
    // channel in turn), so a generate-vcode call lines both up as often as an order's own calls.
    ...repayableOrders(state).flatMap(({ orderId, productId }, index) => {
      const channel = channels[index % channels.length];
      return channel === undefined
        ? []
        : [
            {
              source: `pay code of ${orderId} at channel ${channel.channelNumber}`,
              fields: { orderId, productId, channelNumber: channel.channelNumber },
            },
          ];
    }),
  ];
}

/** A complete bind form per product, card type and channel of that type's picker. */
function bindFormsOf(state: WorldState): WorldRecord[] {
  const { items } = state.bindBank;
  return state.shared.products.flatMap(({ productId }) =>
    ([1, 2] as const).flatMap((cardType) =>
      (channelPicker(items, cardType)?.note ?? []).map(({ type: channelNumber }) => {
        const {
          product_id,
          cardType: type,
          channelNumber: channel,
          ...extras
        } = sampleBindForm(items, productId, cardType, channelNumber);
        return {
          source: `bind form of ${productId}, card type ${cardType}, channel ${channelNumber}`,
          fields: {
            product_id: product_id ?? productId,
            cardType: type ?? String(cardType),
            channelNumber: channel ?? channelNumber,
          },
          extras,
        };
      }),
    ),
  );
}

/** Complaints, the type pickers problem-init answers (collection with each sub-type) and the uploaded images. */
function complaintsOf(state: WorldState): WorldRecord[] {
  const { complaints, uploads } = state.complaint;
  return [
    ...complaints.map(
      ({ problemId, orderNo }): WorldRecord => ({
        source: `complaint ${problemId}`,
        fields: orderNo === '' ? { problemId } : { problemId, orderId: orderNo, orderNo },
      }),
    ),
    ...COMPLAINT_TYPES.filter(({ value }) => value !== COLLECTION_TYPE).map(({ value }) => ({
      source: `complaint type ${value}`,
      fields: { problemType: String(value), problemSonType: '0' },
    })),
    ...COLLECTION_SUB_TYPES.map(({ value }) => ({
      source: `collection complaint, sub-type ${value}`,
      fields: { problemType: String(COLLECTION_TYPE), problemSonType: String(value) },
    })),
    ...uploads.map(({ url }) => ({ source: `upload ${url}`, fields: { problemImage: url } })),
  ];
}

function promotionOf(state: WorldState): WorldRecord[] {
  const { templates, captchas, smsCodes, registered } = state.promotion;
  const captchaText = (sid: string) => captchas.find((session) => session.sid === sid)?.text ?? '';
  return [
    ...templates.map(({ id }) => ({ source: `template ${id}`, fields: { templateId: id, id, page_id: id } })),
    ...captchas.map(
      ({ sid, text }): WorldRecord => ({
        source: `captcha session ${sid}`,
        fields: text === '' ? { sid } : { sid, capcode: text },
      }),
    ),
    ...smsCodes
      .filter(({ used }) => !used)
      .map(({ phone, code, sid }): WorldRecord => {
        const capcode = captchaText(sid);
        return {
          source: `SMS code to ${phone}`,
          fields: { phone, userName: phone, smsCode: code, sid, ...(capcode === '' ? {} : { capcode }) },
        };
      }),
    ...registered.map(({ phone, userId }) => ({ source: `registered ${phone}`, fields: { phone, userId } })),
  ];
}

function legacyRepayOf(state: WorldState): WorldRecord[] {
  const { cards, tokens, records } = state.legacyRepay;
  const token = tokens.at(-1)?.token;
  return [
    // A card payment names an order, a card and a token together: one record each, so a commit
    // reaches its success path as often as an order's own calls do (three separate picks rarely
    // lined up: whether any commit succeeded turned on the run's seed).
    ...(token === undefined
      ? []
      : repayableOrders(state).flatMap(({ orderId, principal }) =>
          cards.map(({ id, bankName, cardNo, bankCode }) => ({
            source: `card payment of ${orderId} with card ${id}`,
            fields: {
              orderId,
              amount: String(principal),
              cardId: id,
              bankName,
              cardNo,
              bankCode,
              repayToken: token,
            },
          })),
        )),
    ...cards.map(({ id, bankName, cardNo, bankCode }) => ({
      source: `legacy card ${id}`,
      fields: { cardId: id, bankName, cardNo, bankCode },
    })),
    ...tokens.map(({ token }) => ({ source: `repay token ${token}`, fields: { repayToken: token } })),
    ...records.map(({ repayRecordId, orderId, verifyCode }) => ({
      source: `legacy repayment ${repayRecordId}`,
      fields: { repaymentRecordId: repayRecordId, orderId, verifyCode },
    })),
  ];
}

/** Every record of a sandbox's world as it is now (read before each call: calls add records). */
export function worldRecords(state: WorldState): WorldRecord[] {
  return [
    ...ordersOf(state),
    ...productsOf(state),
    ...channelsOf(state),
    ...bindFormsOf(state),
    ...complaintsOf(state),
    ...promotionOf(state),
    ...legacyRepayOf(state),
  ];
}
