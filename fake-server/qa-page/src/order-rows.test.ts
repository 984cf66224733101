import { describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES, STATUS_LABELS } from '../../src/store/shared/order-statuses.ts';
import { FLAG_SWITCHES } from '../../src/store/shared/qa-flag-switches.ts';
import { el } from './dom.ts';
import { type OrderActions, orderRows } from './order-rows.ts';
import type { OrderView } from './views.ts';

function order(change: Partial<OrderView> = {}): OrderView {
  return {
    orderId: 'ORD174R',
    productId: 'P1002',
    productName: 'SwiftExpress',
    orderStatus: 174,
    note: 'Due, with rollover',
    flags: {
      isDelay: '1',
      isScore: '0',
      cardNeedPop: 0,
      h5Url: '',
      playeduL: '',
      reyMsg: 'Withdraw now',
      KindTipsMsg: '',
    },
    dueDate: '2026-11-26',
    totalDue: 1824500,
    penalty: 0,
    overdueDays: 0,
    lifecycle: { decision: 'approve', repeatClient: false },
    next: [],
    pendingPayments: [],
    appUrl: 'http://app/loanDetail',
    repayUrl: 'http://app/repay',
    ...change,
  };
}

/** The rows of one order, drawn into the page's table (a control only sends its change there). */
function drawn(view: OrderView, act: OrderActions): HTMLTableRowElement[] {
  const rows = orderRows(view, act);
  document.body.replaceChildren(el('table', {}, el('tbody', {}, ...rows)));
  return rows;
}

function actions(): OrderActions {
  return {
    forcing: new Set(),
    refusals: new Map(),
    patchOrder: vi.fn(),
    switchStatus: vi.fn(),
    markPaid: vi.fn(),
    redraw: vi.fn(),
  };
}

describe('an order row of the QA page', () => {
  it("offers the server's statuses, by the server's names, with the order's own chosen", () => {
    const [row] = drawn(order(), actions());
    const status = row?.querySelector<HTMLSelectElement>('select[aria-label="Status of ORD174R"]');
    const options = [...(status?.options ?? [])].map((option) => [option.value, option.textContent]);
    expect(options).toEqual(ORDER_STATUSES.map((code) => [String(code), `${code} ${STATUS_LABELS[code]}`]));
    expect(options).toContainEqual(['170', '170 Repaying']);
    expect(status?.value).toBe('174');
  });

  it("switches the server's flags, each read as on the way its kind says", () => {
    const act = actions();
    const [row] = drawn(order(), act);
    const boxes = [...(row?.querySelectorAll<HTMLInputElement>('input[data-flag]') ?? [])];
    expect(boxes.map((box) => box.dataset.flag)).toEqual(FLAG_SWITCHES.map((entry) => entry.flag));
    expect(boxes.filter((box) => box.checked).map((box) => box.dataset.flag)).toEqual(['isDelay', 'reyMsg']);
    expect(row?.textContent).toContain('Rollover');

    const tip = boxes.find((box) => box.dataset.flag === 'KindTipsMsg');
    tip?.click();
    expect(act.patchOrder).toHaveBeenCalledWith('ORD174R', { KindTipsMsg: true });
  });

  it('sends a status switch, forced when the force box is ticked', () => {
    const act = actions();
    const [row] = drawn(order(), act);
    const status = row?.querySelector<HTMLSelectElement>('select[aria-label="Status of ORD174R"]');
    row?.querySelector<HTMLInputElement>('input[aria-label="Force the status switch of ORD174R"]')?.click();
    if (status) status.value = '21';
    status?.dispatchEvent(new Event('change'));
    expect(act.switchStatus).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'ORD174R' }), 21, true);
    expect(act.forcing.has('ORD174R')).toBe(true);
  });

  it('asks how the review ends only under review', () => {
    const [review] = drawn(
      order({ orderStatus: 21, lifecycle: { decision: 'reject', repeatClient: true } }),
      actions(),
    );
    const decision = review?.querySelector<HTMLSelectElement>('select[aria-label="Decision of ORD174R"]');
    expect([...(decision?.options ?? [])].map((option) => option.value)).toEqual(['approve', 'reject']);
    expect(decision?.value).toBe('reject');
    const [due] = drawn(order(), actions());
    expect(due?.querySelector('select[aria-label="Decision of ORD174R"]')).toBeNull();
  });

  it('shows what a repayable order owes in pesos, and nothing for a settled one', () => {
    const [due] = drawn(order({ orderStatus: 180, penalty: 795305, overdueDays: 1 }), actions());
    expect(due?.querySelector('.money')?.textContent).toBe(
      'Due date2026-11-26Amount due₱18,245.00Penalty₱7,953.05Overdue1 day',
    );
    const [settled] = drawn(order({ orderStatus: 200 }), actions());
    expect(settled?.querySelector('.money')?.textContent).toBe('Owesnothing (settled)');
  });

  it("keeps the lifecycle's refusal under its order with the forced retry, until the order moves", () => {
    const act = actions();
    act.refusals.set('ORD174R', { from: 174, to: 21, message: 'ORD174R is 174 Due; …' });
    const rows = drawn(order(), act);
    expect(rows).toHaveLength(2);
    const retry = rows[1]?.querySelector('button.danger');
    expect(retry?.textContent).toBe('Force 21 Under review');
    (retry as HTMLButtonElement).click();
    expect(act.switchStatus).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'ORD174R' }), 21, true);

    expect(drawn(order({ orderStatus: 200 }), act)).toHaveLength(1);
    expect(act.refusals.size).toBe(0);
  });
});
