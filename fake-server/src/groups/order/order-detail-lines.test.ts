import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../store/shared/dates.ts';
import { findOrder, findProduct } from '../../store/shared/lookup.ts';
import { orderMoney } from '../../store/shared/order-money.ts';
import { FIXED_NOW, testWorld } from '../../test-support/test-kit.ts';
import { decisionDay, orderDetailLines } from './order-detail-lines.ts';

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
  it('tells a review the day it is decided by, a date alone: within a day of applying, as the clock decides it', () => {
    const { order, value } = linesOf('ORD21');
    // Seeded reviews end at the next midnight: the borrower reads the day of applying, not "00:00".
    expect(value('Decision by')).toBe(order.appliedAt);
    expect(value('Decision by')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const waited = Date.parse(order.lifecycle.decisionAt) - Date.parse(`${order.appliedAt}T00:00:00Z`);
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(48 * HOUR_MS);
  });

  it('names for any decision instant the day that ends at or after it, and no earlier one', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-02T00:00:00Z'),
          max: new Date('2199-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (at) => {
          const day = decisionDay(at.toISOString());
          expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const start = Date.parse(`${day}T00:00:00Z`);
          // The decision comes by the end of the day shown, and after that day began.
          expect(start + 24 * HOUR_MS).toBeGreaterThanOrEqual(at.getTime());
          expect(start).toBeLessThan(at.getTime());
        },
      ),
      { seed: 38 },
    );
  });

  it('writes a term of one day in the singular', () => {
    const world = testWorld();
    const order = findOrder(world, 'ORD170');
    const product = order && findProduct(world, order.productId);
    if (order === undefined || product === undefined) throw new Error('No seeded ORD170');
    const terms = [1, 2, 91].map((termDays) => {
      const lines = orderDetailLines(
        { ...order, termDays },
        product,
        orderMoney({ ...order, termDays }, product, FIXED_NOW),
      );
      return lines.find((line) => line.text === 'Loan term')?.value;
    });
    expect(terms).toEqual(['1 day', '2 days', '91 days']);
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
