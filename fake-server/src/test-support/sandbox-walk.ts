import type { Express } from 'express';
import request from 'supertest';
import { operations } from '../registry.ts';
import { examplesOf, send, testWorld } from './test-kit.ts';

const world = testWorld();

/** A call that answered as a server fault: HTTP 5xx or the '500' envelope. */
export interface ServerFault {
  call: string;
  status: number;
  message: string;
}

const orderPages = ['external-repay', 'withdraw'] as const;

/**
 * Calls everything a sandbox answers and returns each server fault: every operation's first
 * example, the order screens of each of the sandbox's own orders, their fake pages, and the QA
 * reads (orders, payments, clock, export). A state the server accepted (a clock move, an import)
 * must leave this empty: a sandbox nothing can break answers all of it.
 */
export async function serverFaultsOf(app: Express, sandboxId: string): Promise<ServerFault[]> {
  const faults: ServerFault[] = [];
  const check = (call: string, res: request.Response) => {
    const code = typeof res.body?.code === 'string' ? res.body.code : '';
    if (res.status >= 500 || code === '500')
      faults.push({
        call,
        status: res.status,
        message: String(res.body?.message ?? res.body?.error ?? res.text),
      });
  };
  const qa = (path: string) => `/__fake/${path}${path.includes('?') ? '&' : '?'}sessionId=${sandboxId}`;
  const listed = await request(app).get(qa('orders'));
  check('GET /__fake/orders', listed);
  const orders = (listed.body?.orders ?? []) as { orderId: string; productId: string }[];
  for (const path of ['payments', 'clock', 'products', 'requests?limit=5'])
    check(`GET /__fake/${path}`, await request(app).get(qa(path)));
  check('export', await request(app).get(`/__fake/sandboxes/${sandboxId}/export`));
  for (const operation of operations) {
    const example = examplesOf(operation, world)[0];
    if (example !== undefined) check(operation.operationId, await send(app, operation, example, sandboxId));
  }
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  for (const { orderId, productId } of orders) {
    for (const operationId of ['loanDetails', 'getInstalmentPlan', 'getExtensionQuote', 'problemInit']) {
      const operation = byId.get(operationId);
      if (operation === undefined) continue;
      const body = { productId, orderId };
      check(`${operationId} ${orderId}`, await send(app, operation, { body }, sandboxId));
    }
    for (const page of orderPages)
      check(
        `page ${page}/${orderId}`,
        await request(app).get(qa(`pages/${page}/${encodeURIComponent(orderId)}`)),
      );
  }
  return faults;
}
