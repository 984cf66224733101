import { type Request, type Response, Router } from 'express';
import * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import type { FakeServer } from '../fake-server.ts';
import { LIFECYCLE_PARTS } from '../store/lifecycle/lifecycle-runner.ts';
import { addPayment } from '../store/lifecycle/new-payment.ts';
import { extensionRefusal, payPayment } from '../store/lifecycle/payments.ts';
import { statusName } from '../store/lifecycle/transitions.ts';
import { type Sandbox, sandboxIdOf } from '../store/sandbox.ts';
import { findOrder, findProduct } from '../store/shared/lookup.ts';
import { orderMoney, REPAYABLE_STATUSES } from '../store/shared/order-money.ts';

/** A payment made outside the app (the partner repayment page): made and paid at once. */
const OutsidePaymentSchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  /** Pays the extension fee instead of the full amount. */
  extension: z.boolean().optional(),
});

/** The channel number recorded for payments made on the partner's own page. */
export const PARTNER_CHANNEL = 'partner';

/**
 * GET /__fake/payments and POST /__fake/payments/:payCode/pay (?sessionId=…): the pay codes
 * generate-vcode made and "Mark paid". Paying goes through the lifecycle (settle, extend or a
 * partial payment), is saved before the answer and announced like a status switch.
 */
export function paymentsRouter(server: FakeServer): Router {
  const router = Router();
  const sandboxOf = (req: Request) => server.sandboxes.get(sandboxIdOf(req.query));

  router.get('/', (req, res) => {
    const sandbox = sandboxOf(req);
    res.json({ sandboxId: sandbox.id, payments: [...sandbox.state.repay.payments].reverse() });
  });

  router.post('/', (req, res) => {
    const sandbox = sandboxOf(req);
    const input: unknown = req.body ?? {};
    const parsed = OutsidePaymentSchema.safeParse(input);
    if (!parsed.success) {
      res.status(400).json({
        error: `${describeIssues(parsed.error.issues, input)}. Send { "orderId": "ORD174" } (and "extension": true for the fee).`,
      });
      return;
    }
    const { orderId, extension = false } = parsed.data;
    const order = findOrder(sandbox.state, orderId);
    const product = order && findProduct(sandbox.state, order.productId);
    if (order === undefined || product === undefined) {
      res
        .status(404)
        .json({ error: `No order ${orderId} in sandbox '${sandbox.id}'. GET /__fake/orders lists them.` });
      return;
    }
    if (!REPAYABLE_STATUSES.has(order.status)) {
      res.status(409).json({ error: `Order ${orderId} is ${statusName(order.status)}: nothing is owed.` });
      return;
    }
    // Refused before a payment is made, so none is left pending.
    const refused = extension ? extensionRefusal(order) : undefined;
    if (refused !== undefined) {
      res.status(409).json({ error: `Not paid: ${refused}.` });
      return;
    }
    const now = server.nowOf(sandbox);
    const money = orderMoney(order, product, now);
    const payment = addPayment(sandbox.state, {
      orderId,
      channelNumber: PARTNER_CHANNEL,
      amount: extension ? money.delayAmount : money.totalDue,
      isDelay: extension,
      now,
      autoPayMs: null,
    });
    pay(sandbox, payment.payCode, res, 201);
  });

  router.post('/:payCode/pay', (req, res) => {
    pay(sandboxOf(req), req.params.payCode, res, 200);
  });

  function pay(sandbox: Sandbox, payCode: string, res: Response, okStatus: number): void {
    const paid = payPayment(sandbox.state, payCode, server.nowOf(sandbox));
    if (!paid.ok) {
      res.status(paid.status).json({ error: paid.message });
      return;
    }
    server.sandboxes.commit(sandbox, LIFECYCLE_PARTS);
    if (paid.change !== undefined) server.announce(sandbox, paid.change);
    else
      server.emit(sandbox.id, 'order-updated', {
        orderId: paid.order.orderId,
        productId: paid.order.productId,
        changes: ['payment'],
        via: `payment ${paid.payment.payCode}`,
      });
    server.lifecycle.schedule(sandbox);
    res.status(okStatus).json({
      sandboxId: sandbox.id,
      payment: paid.payment,
      orderId: paid.order.orderId,
      orderStatus: paid.order.status,
      message: paid.message,
    });
  }

  return router;
}
