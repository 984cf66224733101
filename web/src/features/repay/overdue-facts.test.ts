import { describe, expect, it } from 'vitest';
import type { RepayPlanItem } from '../../../../openapi/generated/model/index.ts';
import { isPenaltyLine, overdueFacts, overdueLabel, planOverdueDays } from './overdue-facts.ts';

const row = (text: string, value: string) => ({ text, value });

describe('overdueFacts', () => {
  it('takes the penalty and the overdue days out of the rows, keeping the rest in order', () => {
    const detail = [
      row('Loan amount', '₱9,500.00'),
      row('Interest', '₱259.35'),
      row('Penalty', '₱260.24'),
      row('Penalty basis', '4% a month of ₱9,759.35 for 20 days'),
      row('Due date', '2026-11-05'),
      row('Overdue days', '20'),
      row('Order No.', 'ORD180R'),
    ];
    expect(overdueFacts(detail)).toEqual({
      days: 20,
      penalty: row('Penalty', '₱260.24'),
      basis: '4% a month of ₱9,759.35 for 20 days',
      rest: [detail[0], detail[1], detail[4], detail[6]],
    });
  });

  it('leaves an order that is not overdue as it is', () => {
    const detail = [
      row('Loan amount', '₱9,000.00'),
      row('Interest', '₱245.70'),
      row('Due date', '2026-11-25'),
    ];
    expect(overdueFacts(detail)).toEqual({ days: null, penalty: null, basis: null, rest: detail });
  });

  it('keeps a days row that says nothing overdue among the rows', () => {
    const detail = [row('Overdue days', '0'), row('Due date', '2026-11-25')];
    expect(overdueFacts(detail)).toEqual({ days: null, penalty: null, basis: null, rest: detail });
  });
});

describe('the extension plan', () => {
  const plan: RepayPlanItem[] = [
    { remark: 'Pay now', title: 'Interest', amount: 25_935, time: '2026-11-25' },
    { remark: 'Pay now', title: 'Penalty, 20 days overdue', amount: 26_024, time: '2026-11-25' },
  ];
  it('reads the days from the penalty line and knows that line', () => {
    expect(planOverdueDays(plan)).toBe(20);
    expect(plan.map(isPenaltyLine)).toEqual([false, true]);
    expect(
      planOverdueDays([{ remark: 'Pay now', title: 'Penalty, 1 day overdue', amount: 1, time: '' }]),
    ).toBe(1);
    expect(planOverdueDays(plan.slice(0, 1))).toBeNull();
  });
});

it('words the days as a borrower reads them', () => {
  expect(overdueLabel(1)).toBe('1 day overdue');
  expect(overdueLabel(5)).toBe('5 days overdue');
});
