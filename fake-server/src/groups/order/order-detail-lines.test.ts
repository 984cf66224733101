import { describe, expect, it } from 'vitest';
import { daysBetween, isoDateTime } from '../../store/shared/dates.ts';
import { findOrder, findProduct } from '../../store/shared/lookup.ts';
import { orderMoney } from '../../store/shared/order-money.ts';
import { FIXED_NOW, testWorld } from '../../test-support/test-kit.ts';
import { orderDetailLines } from './order-detail-lines.ts';

const HOUR_MS = 3_600_000;

function linesOf(orderId: string) {
  const world = testWorld();
  const order = findOrder(world, orderId);
  const product = order && findProduct(world, order.productId);
  if (order === undefined || product === undefined) throw new Error(`No seeded order ${orderId}`);
  const lines = orderDetailLines(order, product, orderMoney(order, product, FIXED_NOW));
  const value = (text: string) => lines.find((line) => line.text === text)?.value;
  return { order, lines, value };
}

describe('orderDetailLines', () => {
  it('tells a review when it is decided: within a day of applying, as the clock decides it', () => {
    const { order, value } = linesOf('ORD21');
    const decision = value('Decision by');
    expect(decision).toBe(isoDateTime(new Date(order.lifecycle.decisionAt)).slice(0, 16));
    expect(decision).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const waited = Date.parse(order.lifecycle.decisionAt) - Date.parse(`${order.appliedAt}T00:00:00Z`);
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(48 * HOUR_MS);
  });

  it('tells a disbursement the day the money arrives: 1-3 days after acceptance', () => {
    const { order, value } = linesOf('ORD151');
    expect(value('Arrives by')).toBe(order.lifecycle.creditDate);
    const days = daysBetween(order.disbursedAt, order.lifecycle.creditDate);
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(3);
  });

  it('gives the other statuses neither line', () => {
    for (const orderId of ['ORD110', 'ORD170', 'ORD174', 'ORD180', 'ORD200']) {
      const texts = linesOf(orderId).lines.map((line) => line.text);
      expect(texts).not.toContain('Decision by');
      expect(texts).not.toContain('Arrives by');
    }
  });

  it('ends a repayable order with the amount due, after its due date', () => {
    for (const orderId of ['ORD170', 'ORD174', 'ORD180']) {
      const texts = linesOf(orderId).lines.map((line) => line.text);
      expect(texts.at(-1)).toBe('Amount due');
      expect(texts).toContain('Due date');
    }
  });
});
