import {
  BindCardNewBody,
  BindCardNewQueryParams,
  BindCardNewResponse,
  CardChangeBody,
  CardChangeQueryParams,
  CardChangeResponse,
  CardInitBody,
  CardInitQueryParams,
  CardInitResponse,
} from '../../../../openapi/generated/zod/bind-bank/bind-bank.zod.ts';
import {
  defineOperation,
  fail,
  type HandlerContext,
  type HandlerResult,
  type Operation,
  ok,
} from '../../api/operation.ts';
import { findProduct, unknownProductMessage } from '../../store/shared/lookup.ts';
import type { WorldState } from '../../store/world.ts';
import type { BoundCard } from './bound-card.ts';
import { checkBindForm, isVisible } from './form-check.ts';
import { CARD_TYPES, CHANNEL_CODE, type FormItem } from './form-items.ts';
import { sampleBindForm } from './form-samples.ts';

/** The item as the contract shows it, prefilled from the product's latest bound account if any. */
function itemView(item: FormItem, bound: BoundCard | undefined) {
  const { rule: _rule, ...view } = item;
  if (bound === undefined || !isVisible(item, bound.cardType, bound.channelNumber)) return view;
  const value = item.code === CHANNEL_CODE ? bound.channelNumber : bound.values[item.code];
  return value === undefined ? view : { ...view, value };
}

function latestBound(state: WorldState, productId: string): BoundCard | undefined {
  return state.bindBank.boundCards.findLast((card) => card.productId === productId);
}

/** The form of a product: every item of both card types, prefilled where the server knows the value. */
export const cardInit = defineOperation({
  operationId: 'cardInit',
  writes: [],
  tag: 'bind-bank',
  method: 'post',
  path: '/spoken/card-init',
  envelope: 'plain',
  query: CardInitQueryParams,
  body: CardInitBody,
  response: CardInitResponse,
  examples: (world) => world.shared.products.map(({ productId }) => ({ body: { product_id: productId } })),
  handle: ({ body, state }) => {
    if (findProduct(state, body.product_id) === undefined)
      return fail('404', unknownProductMessage(body.product_id));
    const bound = latestBound(state, body.product_id);
    return ok({
      items: state.bindBank.items.map((item) => itemView(item, bound)),
      cardTypes: CARD_TYPES.map((type) => ({ ...type })),
      channelCode: CHANNEL_CODE,
    });
  },
});

interface BindInput {
  product_id: string;
  cardType: 1 | 2;
  channelNumber: string;
}

/** Checks the form and keeps the account; shared by bind-card-new and card-change. */
function bind(
  ctx: HandlerContext<BindInput, unknown>,
  via: BoundCard['via'],
): HandlerResult<{ cardId: string }> {
  const { body, state, now } = ctx;
  if (findProduct(state, body.product_id) === undefined)
    return fail('404', unknownProductMessage(body.product_id));
  const checked = checkBindForm(state.bindBank.items, body.cardType, body.channelNumber, ctx.rawBody);
  if (!checked.ok) return fail('400', checked.message);
  const slice = state.bindBank;
  const card: BoundCard = {
    cardId: `BC${slice.nextCardNumber}`,
    productId: body.product_id,
    cardType: body.cardType,
    channelNumber: body.channelNumber,
    channelName: checked.channelName,
    values: checked.values,
    via,
    popupsCleared: [],
    at: now().toISOString(),
  };
  slice.nextCardNumber += 1;
  slice.boundCards.push(card);
  if (via === 'cardChange') answerBindPopups(ctx, card);
  return ok({ cardId: card.cardId }, 'Bound successfully');
}

/**
 * The order page's bind-card popup asks for exactly this account, so once it is bound from there the
 * product's orders stop showing it, as the real backend would; QA switch it on again in /__fake.
 */
function answerBindPopups(ctx: HandlerContext<BindInput, unknown>, card: BoundCard): void {
  for (const order of ctx.state.shared.orders) {
    if (order.productId !== card.productId || order.flags.cardNeedPop !== 1) continue;
    order.flags.cardNeedPop = 0;
    card.popupsCleared.push(order.orderId);
    ctx.emit('order-updated', {
      orderId: order.orderId,
      productId: order.productId,
      changes: ['cardNeedPop'],
      via: 'card-change',
    });
  }
}

function bindExamples(productId: string) {
  return (world: WorldState) =>
    [
      [1, '90006'],
      [1, '90007'],
      [2, '20001'],
      [2, '20003'],
    ].map(([cardType, channel]) => ({
      body: sampleBindForm(world.bindBank.items, productId, cardType === 2 ? 2 : 1, String(channel)),
    }));
}

/** Binds a payment account (opened from anywhere but the order page). */
export const bindCardNew = defineOperation({
  operationId: 'bindCardNew',
  writes: ['bindBank'],
  tag: 'bind-bank',
  method: 'post',
  path: '/spoken/bind-card-new',
  envelope: 'plain',
  query: BindCardNewQueryParams,
  body: BindCardNewBody,
  response: BindCardNewResponse,
  examples: bindExamples('P1001'),
  handle: (ctx) => bind(ctx, 'bindCardNew'),
});

/** Changes the account from the order page (source=loanDetail); recorded as a change. */
export const cardChange = defineOperation({
  operationId: 'cardChange',
  writes: ['shared', 'bindBank'],
  tag: 'bind-bank',
  method: 'post',
  path: '/spoken/card-change',
  envelope: 'plain',
  query: CardChangeQueryParams,
  body: CardChangeBody,
  response: CardChangeResponse,
  examples: bindExamples('P1004'),
  handle: (ctx) => bind(ctx, 'cardChange'),
});

export const bindBankOperations: readonly Operation[] = [cardInit, bindCardNew, cardChange];
