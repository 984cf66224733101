import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepTogether } from './keep-together.tsx';
import { OrderHero } from './order-hero.tsx';
import { statusView } from './order-status.ts';
import { orderSummary } from './order-summary.ts';

const line = (text: string, value: string) => ({ text, value });

function renderHero(
  status: 170 | 174 | 180 | 110,
  lines: { text: string; value: string }[],
  description = '',
) {
  const view = statusView(status, '0');
  return render(
    <OrderHero
      statusText={view.label}
      description={description}
      view={view}
      summary={orderSummary(status, lines)}
    />,
  );
}

describe('OrderHero', () => {
  it('shows the status, the amount due in large type, the due date and the penalty as its own line', () => {
    renderHero(
      180,
      [
        line('Due date', '2026-11-12'),
        line('Overdue days', '13'),
        line('Penalty', '₱231.76'),
        line('Amount due', '₱10,928.76'),
      ],
      'Overdue since 2026-11-12.',
    );
    const hero = screen.getByRole('region', { name: 'Order summary' });
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('Overdue');
    expect(within(hero).getByTestId('status-flag').textContent).toBe('13 days overdue');
    expect(within(hero).getByTestId('hero-amount').textContent).toBe('₱10,928.76');
    expect(within(hero).getByText('Amount due')).toBeTruthy();
    const terms = within(hero)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(hero)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Due date', 'Penalty included']);
    expect(values).toEqual(['2026-11-12', '₱231.76']);
    expect(within(hero).getByText(/Overdue since/).textContent).toBe('Overdue since 2026-11-12.');
  });

  it('marks the due day apart from a repaying order', () => {
    const lines = [line('Due date', '2026-11-25'), line('Amount due', '₱9,245.70')];
    const { unmount } = renderHero(174, lines);
    expect(screen.getByTestId('status-flag').textContent).toBe('Due today');
    expect(screen.getByRole('region', { name: 'Order summary' }).dataset.mood).toBe('due');
    unmount();
    renderHero(170, lines);
    expect(screen.queryByTestId('status-flag')).toBeNull();
    expect(screen.getByRole('region', { name: 'Order summary' }).dataset.mood).toBe('calm');
  });

  it('is the status and its description alone when the server sends none of the lines it reads', () => {
    renderHero(174, [line('Total payable', '₱1.00')], 'Your loan is due today.');
    const hero = screen.getByRole('region', { name: 'Order summary' });
    expect(within(hero).queryByTestId('hero-amount')).toBeNull();
    expect(within(hero).queryAllByRole('term')).toHaveLength(0);
    expect(hero.textContent).toBe('DueDue todayYour loan is due today.');
  });

  it('gives a rejection no large figure', () => {
    renderHero(110, [line('Loan amount', '₱20,000.00')]);
    expect(screen.queryByTestId('hero-amount')).toBeNull();
    expect(screen.getByRole('definition').textContent).toBe('₱20,000.00');
  });
});

describe('keepTogether', () => {
  it('wraps dates, times and amounts so they never break, keeping the text as it is', () => {
    const text = 'Pay ₱10,928.76 by 2026-11-12, decided 2026-11-26 00:00.';
    const { container } = render(<p>{keepTogether(text)}</p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      '₱10,928.76',
      '2026-11-12',
      '2026-11-26 00:00',
    ]);
  });
});
