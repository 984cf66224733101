import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountHero } from './amount-hero.tsx';

describe('AmountHero', () => {
  it('names the region and shows the title, label, amount and line', () => {
    render(
      <AmountHero
        name="Extension"
        title="Extend your loan"
        label="Extension fee"
        amount="₱2,304.00"
        amountTestId="fee"
      >
        Next payment date <strong>2027-05-22</strong>
      </AmountHero>,
    );
    const region = screen.getByRole('region', { name: 'Extension' });
    expect(screen.getByRole('heading', { name: 'Extend your loan' })).toBeTruthy();
    expect(screen.getByTestId('fee').textContent).toBe('₱2,304.00');
    expect(region.textContent).toBe('Extend your loanExtension fee₱2,304.00Next payment date 2027-05-22');
  });

  it('shows a summary under the line', () => {
    render(
      <AmountHero
        name="Amount due"
        label="Repayment amount"
        amount="₱3.00"
        amountTestId="a"
        summary={<dl aria-label="Overdue" />}
      >
        Repayment date <strong>2026-11-05</strong>
      </AmountHero>,
    );
    const region = screen.getByRole('region', { name: 'Amount due' });
    expect(region.lastElementChild?.getAttribute('aria-label')).toBe('Overdue');
  });

  it('leaves out the title and the line when there are none', () => {
    render(<AmountHero name="Amount to pay" label="Repayment amount" amount="₱1.00" amountTestId="a" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region').querySelectorAll('p')).toHaveLength(2);
  });
});
