import { describe, expect, it } from 'vitest';
import { orderMoney } from '../../store/shared/order-money.ts';
import { FIXED_NOW, testWorld } from '../../test-support/test-kit.ts';
import { repayNotice } from './repay-notice.ts';

describe('repayNotice', () => {
  const world = testWorld();
  const seeded = world.shared.orders.find((order) => order.orderId === 'ORD174');
  const product = world.shared.products.find((candidate) => candidate.productId === 'P1001');
  if (seeded === undefined || product === undefined) throw new Error('ORD174 and P1001 are seeded');
  const today = '2026-03-10';

  it('keeps the seeded instruction while the due date is ahead, and says due today on it', () => {
    const ahead = { ...seeded, status: 170 as const, dueDate: '2026-03-20' };
    expect(repayNotice(ahead, orderMoney(ahead, product, FIXED_NOW), today)).toBe(seeded.repay.noticeMsg);
    const due = { ...seeded, status: 174 as const, dueDate: today };
    expect(repayNotice(due, orderMoney(due, product, FIXED_NOW), today)).toMatch(/^Due today/);
  });

  it("says how many days an overdue order is late, never the due date's 10 PM", () => {
    const late = { ...seeded, status: 180 as const, dueDate: '2026-03-09' };
    const text = repayNotice(late, orderMoney(late, product, FIXED_NOW), today);
    expect(text).toContain('1 day overdue');
    expect(text).not.toContain('10 PM');
  });

  it('leaves an order without a banner as stored', () => {
    const plain = {
      ...seeded,
      status: 180 as const,
      repay: { ...seeded.repay, isShowReyTop: 0 as const, noticeMsg: '' },
    };
    expect(repayNotice(plain, orderMoney(plain, product, FIXED_NOW), today)).toBe('');
  });
});
