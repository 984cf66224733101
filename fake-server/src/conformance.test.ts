import { describe, expect, it } from 'vitest';
import type { Operation, OperationExample } from './api/operation.ts';
import { operations } from './registry.ts';
import { examplesOf, send, testApp, testWorld } from './test-support/test-kit.ts';

const world = testWorld();

/**
 * The first example with its id fields set to every seeded order and every product in turn, so each
 * operation is walked over the whole world (answers may be errors, they must still fit the contract).
 */
function worldVariants(operation: Operation): OperationExample[] {
  const template = examplesOf(operation, world)[0];
  if (template === undefined) return [];
  const variants: OperationExample[] = [];
  const fields = { ...template.query, ...template.body };
  const withValues = (values: Record<string, string>): OperationExample => {
    const pick = (part: Record<string, string> | undefined) =>
      part && Object.fromEntries(Object.entries(part).map(([key, value]) => [key, values[key] ?? value]));
    return { ...template, query: pick(template.query), body: pick(template.body) };
  };
  if ('orderId' in fields || 'orderNo' in fields) {
    for (const order of world.shared.orders) {
      variants.push(
        withValues({
          orderId: order.orderId,
          orderNo: order.orderId,
          productId: order.productId,
          product_id: order.productId,
        }),
      );
    }
  } else if ('productId' in fields || 'product_id' in fields || 'productKey' in fields) {
    for (const product of world.shared.products) {
      variants.push(
        withValues({
          productId: product.productId,
          product_id: product.productId,
          productKey: product.productId,
        }),
      );
    }
  }
  return variants;
}

describe.each(operations.map((operation) => [operation.operationId, operation] as const))(
  '%s conforms to the contract',
  (_id, operation) => {
    it('answers each of its examples with success data valid against the response schema', async () => {
      const app = testApp();
      const examples = examplesOf(operation, world);
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        const res = await send(app, operation, example, `conformance-${operation.operationId}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        if (res.type.startsWith('image/')) continue;
        expect(res.body.code, `${JSON.stringify(example)} → ${res.body.message}`).toBe(operation.successCode);
        const parsed = operation.response.safeParse(res.body);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }
    });

    it('answers contract-valid data (or a contract-valid error) for every seeded order and product', async () => {
      const app = testApp();
      for (const example of worldVariants(operation)) {
        const res = await send(app, operation, example, `walk-${operation.operationId}`);
        expect(res.status).toBe(200);
        if (res.type.startsWith('image/')) continue;
        const parsed = operation.response.safeParse(res.body);
        expect(parsed.success, `${JSON.stringify(example)}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
      }
    });
  },
);
