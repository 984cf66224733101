import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Picker } from './picker.tsx';

const BANKS = [
  { value: '20001', label: 'BDO' },
  { value: '20002', label: 'BPI' },
  { value: '20003', label: 'Metrobank' },
];

function open(value: string) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <Picker open title="Bank" options={BANKS} value={value} onConfirm={onConfirm} onCancel={onCancel} />,
  );
  const selected = () => screen.getByRole('option', { selected: true }).textContent;
  return { onConfirm, onCancel, selected };
}

describe('Picker', () => {
  it('opens on the current choice; a tap moves the pending choice and Confirm hands it over', () => {
    const { onConfirm, selected } = open('20002');
    expect(screen.getByRole('dialog', { name: 'Bank' })).toBeTruthy();
    expect(selected()).toBe('BPI');
    fireEvent.click(screen.getByRole('option', { name: 'Metrobank' }));
    expect(selected()).toBe('Metrobank');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('20003');
  });

  it('opens on the first option without a choice, and the arrow keys move within the list', () => {
    const { onConfirm, selected } = open('');
    expect(selected()).toBe('BDO');
    const wheel = screen.getByRole('listbox', { name: 'Bank' });
    fireEvent.keyDown(wheel, { key: 'ArrowUp' });
    expect(selected()).toBe('BDO');
    fireEvent.keyDown(wheel, { key: 'ArrowDown' });
    fireEvent.keyDown(wheel, { key: 'ArrowDown' });
    fireEvent.keyDown(wheel, { key: 'ArrowDown' });
    expect(selected()).toBe('Metrobank');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('20003');
  });

  it('follows a scroll; while it glides to a tapped row, the rows passed on the way are not chosen', () => {
    const { onConfirm, selected } = open('');
    const wheel = screen.getByRole('listbox', { name: 'Bank' });
    const scrollTo = (top: number) => {
      wheel.scrollTop = top;
      fireEvent.scroll(wheel);
    };
    // The borrower scrolls: the row in the band is the choice (rows are 44 px).
    scrollTo(44);
    expect(selected()).toBe('BPI');
    scrollTo(0);
    fireEvent.click(screen.getByRole('option', { name: 'Metrobank' }));
    scrollTo(44);
    expect(selected()).toBe('Metrobank');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenLastCalledWith('20003');
    // Arrived; a finger on the wheel takes over again.
    scrollTo(88);
    fireEvent.pointerDown(wheel);
    scrollTo(0);
    expect(selected()).toBe('BDO');
  });

  it('Cancel and the close button change nothing', () => {
    const { onConfirm, onCancel } = open('20001');
    fireEvent.click(screen.getByRole('option', { name: 'BPI' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
