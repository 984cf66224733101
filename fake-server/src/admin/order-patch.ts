import * as z from 'zod';
import { enterStatus } from '../store/lifecycle/enter-status.ts';
import type { LifecycleChange } from '../store/lifecycle/payments.ts';
import { isAllowed, refusal } from '../store/lifecycle/transitions.ts';
import { isoDate } from '../store/shared/dates.ts';
import { REVIEW_DECISIONS } from '../store/shared/order-statuses.ts';
import {
  CARD_POP_MESSAGE,
  CARD_POP_TITLE,
  flagDefaults,
  type Order,
  OrderStatusSchema,
} from '../store/shared/orders.ts';
import { TEXT_FLAGS } from '../store/shared/qa-flag-switches.ts';
import { isLink } from '../store/shared/stored-values.ts';

const onOff = z.union([z.enum(['0', '1']), z.literal(0), z.literal(1), z.boolean()]);
const isOn = (value: z.infer<typeof onOff>): boolean => value === true || value === 1 || value === '1';

/** A text flag: the text itself, or true/false to switch it to its default text or off (''). */
const textOrToggle = z.union([z.string().max(2000), z.boolean()]);
/**
 * A link flag: an app path or http(s) URL (DESIGN §10, the rule every stored link follows), '' for
 * off, or true/false as a text flag.
 */
const linkOrToggle = z
  .union([z.string(), z.boolean()])
  .refine((value) => typeof value === 'boolean' || value === '' || isLink(value), {
    error: (issue) =>
      `must be an app path '/…' or an http(s) URL (at most 2000 characters), '' or true/false, got '${String(issue.input).slice(0, 30)}'`,
  });

/** PATCH /__fake/orders/:orderId. Numbers may come as text (the CLI sends text). */
export const OrderPatchSchema = z.strictObject({
  orderStatus: z
    .union([z.int(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(OrderStatusSchema)
    .optional(),
  /** Switch the status even where the lifecycle has no such transition. */
  force: onOff.optional(),
  /** How the review of an order under review ends. */
  decision: z.enum(REVIEW_DECISIONS).optional(),
  /** Repeat clients pay a lower late penalty (content/legal/loan-rates.ts). */
  repeatClient: onOff.optional(),
  isDelay: onOff.optional(),
  isScore: onOff.optional(),
  cardNeedPop: onOff.optional(),
  h5Url: linkOrToggle.optional(),
  playeduL: linkOrToggle.optional(),
  reyMsg: textOrToggle.optional(),
  KindTipsMsg: textOrToggle.optional(),
  cardPopTitle: z.string().max(200).optional(),
  cardPopMsg: z.string().max(2000).optional(),
  telephone: z.string().max(50).optional(),
});
export type OrderPatch = z.infer<typeof OrderPatchSchema>;

export const PATCHABLE_FIELDS = Object.keys(OrderPatchSchema.shape);

export type PatchResult = { ok: true; change: LifecycleChange | undefined } | { ok: false; message: string };

/**
 * Applies a validated patch to an order in place, its status through the lifecycle: a switch the
 * transition table lacks is refused (nothing changes) unless forced, and the order's dates move to
 * fit the new status so the clock does not move it straight back.
 */
export function applyOrderPatch(order: Order, patch: OrderPatch, now: Date): PatchResult {
  const to = patch.orderStatus;
  const from = order.status;
  const forced = patch.force !== undefined && isOn(patch.force);
  if (to !== undefined && !forced && !isAllowed(from, to))
    return { ok: false, message: refusal(order.orderId, from, to) };
  if (patch.decision !== undefined) order.lifecycle.decision = patch.decision;
  if (patch.repeatClient !== undefined) order.lifecycle.repeatClient = isOn(patch.repeatClient);
  applyFlags(order, patch);
  if (to === undefined || to === from) return { ok: true, change: undefined };
  enterStatus(order, to, isoDate(now), now);
  const via = forced ? 'QA switch (forced)' : 'QA switch';
  return {
    ok: true,
    change: { orderId: order.orderId, productId: order.productId, from, to, path: [from, to], via },
  };
}

function applyFlags(order: Order, patch: OrderPatch): void {
  const defaults = flagDefaults(order.orderId);
  const flags = order.flags;
  if (patch.isDelay !== undefined) flags.isDelay = isOn(patch.isDelay) ? '1' : '0';
  if (patch.isScore !== undefined) flags.isScore = isOn(patch.isScore) ? '1' : '0';
  for (const key of TEXT_FLAGS) {
    const value = patch[key];
    if (value !== undefined) flags[key] = value === true ? defaults[key] : value === false ? '' : value;
  }
  if (patch.cardNeedPop !== undefined) {
    flags.cardNeedPop = isOn(patch.cardNeedPop) ? 1 : 0;
    // A popup with no text is useless to QA; switching it on brings the standard text unless given.
    if (flags.cardNeedPop === 1 && flags.cardPopTitle === '') flags.cardPopTitle = CARD_POP_TITLE;
    if (flags.cardNeedPop === 1 && flags.cardPopMsg === '') flags.cardPopMsg = CARD_POP_MESSAGE;
  }
  if (patch.cardPopTitle !== undefined) flags.cardPopTitle = patch.cardPopTitle;
  if (patch.cardPopMsg !== undefined) flags.cardPopMsg = patch.cardPopMsg;
  if (patch.telephone !== undefined) flags.telephone = patch.telephone;
}
