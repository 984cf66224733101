import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a primary button of type button that runs its action', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Loan Now</Button>);
    const button = screen.getByRole('button', { name: 'Loan Now' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toBe('btn btn--primary');
    expect(button.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('busy, it says so in words, is marked busy but not disabled, and ignores taps', () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Submitting" className="extra" onClick={onClick}>
        Loan Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Disabled would grey it out and drop its focus: busy is not "you cannot".
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.className).toBe('btn btn--primary extra');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('busy without a busy label keeps its own label', () => {
    render(<Button busy>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBe('true');
  });

  it('a busy submit button does not submit its form again', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button type="submit" busy busyLabel="Sending">
          Next
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Sending' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('whatever taps land in whatever busy phases, the action runs once per tap made while idle', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ busy: fc.boolean(), taps: fc.nat(3) }), { maxLength: 12 }),
        (phases) => {
          const onClick = vi.fn();
          const { rerender, unmount } = render(<Button onClick={onClick}>Pay</Button>);
          let expected = 0;
          for (const { busy, taps } of phases) {
            rerender(
              <Button busy={busy} busyLabel="Paying" onClick={onClick}>
                Pay
              </Button>,
            );
            const button = screen.getByRole('button', { name: busy ? 'Paying' : 'Pay' });
            for (let tap = 0; tap < taps; tap += 1) fireEvent.click(button);
            if (!busy) expected += taps;
          }
          expect(onClick).toHaveBeenCalledTimes(expected);
          unmount();
        },
      ),
      { seed: 37, numRuns: 30 },
    );
  });
});
