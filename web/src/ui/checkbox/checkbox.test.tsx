import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

function Agreement() {
  const [agreed, setAgreed] = useState(true);
  return (
    <>
      <Checkbox checked={agreed} onChange={setAgreed}>
        I have read and agree to
      </Checkbox>
      <button type="button" disabled={!agreed}>
        Loan Now
      </button>
    </>
  );
}

describe('Checkbox', () => {
  it('is a labelled checkbox that the owner controls', () => {
    render(<Agreement />);
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to' });
    const button = screen.getByRole('button', { name: 'Loan Now' }) as HTMLButtonElement;
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(button.disabled).toBe(false);

    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(button.disabled).toBe(true);

    // A tap on the label text toggles it too.
    fireEvent.click(screen.getByText('I have read and agree to'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(button.disabled).toBe(false);
  });

  it('does not change while disabled', () => {
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange} disabled>
        Agree
      </Checkbox>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
