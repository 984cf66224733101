import { describe, expect, it } from 'vitest';
import { orderSummary, overdueFlag, PENALTY_INCLUDED } from './order-summary.ts';

const line = (text: string, value: string) => ({ text, value });

/** The lines the fake server sends for an overdue order, in its order. */
const OVERDUE = [
  line('Order No.', 'ORD180'),
  line('Loan amount', '₱9,500.00'),
  line('Due date', '2026-11-12'),
  line('Overdue days', '13'),
  line('Penalty', '₱231.76'),
  line('Amount due', '₱10,928.76'),
];

describe('orderSummary', () => {
  it('puts an overdue order’s amount due first, with its due date, days overdue and the penalty on its own line', () => {
    expect(orderSummary(180, OVERDUE)).toEqual({
      mood: 'overdue',
      flag: '13 days overdue',
      amount: { label: 'Amount due', value: '₱10,928.76' },
      facts: [
        { label: 'Due date', value: '2026-11-12', alert: true },
        { label: PENALTY_INCLUDED, value: '₱231.76', alert: true },
      ],
      payAmount: '₱10,928.76',
    });
  });

  it('tells the due day (174) from a repaying order (170) by mood and flag, not by the device clock', () => {
    const lines = [line('Due date', '2026-11-25'), line('Amount due', '₱9,245.70')];
    const due = orderSummary(174, lines);
    const repaying = orderSummary(170, lines);
    expect(due).toMatchObject({ mood: 'due', flag: 'Due today', payAmount: '₱9,245.70' });
    expect(repaying).toMatchObject({ mood: 'calm', flag: null, payAmount: '₱9,245.70' });
    expect(repaying.facts).toEqual([{ label: 'Due date', value: '2026-11-25', alert: false }]);
  });

  it('leaves out a zero penalty', () => {
    const lines = [line('Due date', '2026-11-25'), line('Penalty', '₱0.00'), line('Amount due', '₱10.00')];
    expect(orderSummary(174, lines).facts.map((fact) => fact.label)).toEqual(['Due date']);
  });

  it('reads labels whatever their case and spacing, and ignores empty values', () => {
    const summary = orderSummary(170, [line('  amount DUE ', ' ₱1.00 '), line('Due date', '  ')]);
    expect(summary.amount).toEqual({ label: 'Amount due', value: '₱1.00' });
    expect(summary.facts).toEqual([]);
  });

  it('falls back to the status alone when the server words its lines differently', () => {
    const summary = orderSummary(180, [line('Total payable', '₱5.00'), line('Late by', '3')]);
    expect(summary).toEqual({ mood: 'overdue', flag: null, amount: null, facts: [], payAmount: null });
  });

  it('shows a review’s amount and decision time, a disbursement’s amount and arrival, a settlement’s total', () => {
    expect(
      orderSummary(21, [
        line('Loan amount', '₱9,500.00'),
        line('Apply date', '2026-11-25'),
        line('Decision by', '2026-11-25'),
      ]),
    ).toEqual({
      mood: 'pending',
      flag: null,
      amount: { label: 'Loan amount', value: '₱9,500.00' },
      facts: [
        { label: 'Decision by', value: '2026-11-25' },
        { label: 'Apply date', value: '2026-11-25' },
      ],
      payAmount: null,
    });
    const disbursing = orderSummary(151, [
      line('Loan amount', '₱16,500.00'),
      line('Received amount', '₱15,675.00'),
      line('Receiving account', 'GCash 0944 ••• 1635'),
      line('Arrives by', '2026-11-28'),
    ]);
    expect(disbursing.amount).toEqual({ label: 'Received amount', value: '₱15,675.00' });
    expect(disbursing.facts.map((fact) => fact.label)).toEqual(['Arrives by', 'Receiving account']);
    const settled = orderSummary(200, [line('Repaid amount', '₱7,436.00'), line('Settled on', '2026-10-13')]);
    expect(settled).toMatchObject({
      mood: 'settled',
      amount: { label: 'Repaid amount', value: '₱7,436.00' },
      facts: [{ label: 'Settled on', value: '2026-10-13' }],
      payAmount: null,
    });
  });

  it('gives a rejection no figure to pay or receive, only what was applied for and when', () => {
    const summary = orderSummary(110, [line('Loan amount', '₱20,000.00'), line('Apply date', '2026-11-25')]);
    expect(summary).toEqual({
      mood: 'rejected',
      flag: null,
      amount: null,
      facts: [
        { label: 'Loan amount', value: '₱20,000.00' },
        { label: 'Apply date', value: '2026-11-25' },
      ],
      payAmount: null,
    });
  });
});

describe('overdueFlag', () => {
  it.each([
    ['1', '1 day overdue'],
    ['13', '13 days overdue'],
    ['2 weeks', '2 weeks overdue'],
    ['0', null],
    [undefined, null],
  ] as const)('%s → %s', (days, flag) => {
    expect(overdueFlag(days)).toBe(flag);
  });
});
