import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyStylesheets, contrastRatio, px } from '../../test/stylesheets';
import { type Choice, ChoiceList } from './choice-list';

const CHANNELS: Choice[] = [
  { value: '90006', label: 'GCash', icon: '/gcash.svg' },
  { value: '90007', label: 'Maya', icon: '/maya.svg' },
  { value: 'LC1', label: 'BDO Unibank', detail: '**** **** **** 1234' },
];

function Controlled({ initial, onChange }: { initial: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceList
      name="channel"
      label="Payment channels"
      choices={CHANNELS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function checked(): string[] {
  return screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);
}

describe('ChoiceList', () => {
  it('renders a named group of radios labelled by each choice, with logos and details', () => {
    render(<ChoiceList name="c" label="Payment channels" choices={CHANNELS} value="" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Payment channels' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /BDO Unibank/ }).closest('label')?.textContent).toContain(
      '**** **** **** 1234',
    );
    expect(document.querySelectorAll('img.ui-choice__icon')).toHaveLength(2);
    expect(checked()).toEqual([]);
  });

  it('shows the value as the one checked choice and moves it on a tap', () => {
    const onChange = vi.fn();
    render(<Controlled initial="90006" onChange={onChange} />);
    expect(checked()).toEqual(['90006']);
    fireEvent.click(screen.getByText('Maya'));
    expect(onChange).toHaveBeenLastCalledWith('90007');
    expect(checked()).toEqual(['90007']);
  });

  it('does not change while disabled', () => {
    const onChange = vi.fn();
    render(<ChoiceList name="c" label="Cards" choices={CHANNELS} value="LC1" onChange={onChange} disabled />);
    fireEvent.click(screen.getByText('GCash'));
    expect(onChange).not.toHaveBeenCalled();
    expect(checked()).toEqual(['LC1']);
  });
});

describe('ChoiceList: what a borrower sees', () => {
  applyStylesheets('web/src/ui/choice-list/choice-list.css');

  it('outlines an unselected choice at 3:1 or more on white', () => {
    const { container } = render(
      <ChoiceList
        name="seen"
        label="Payment channels"
        choices={CHANNELS}
        value="90006"
        onChange={() => {}}
      />,
    );
    const marks = [...container.querySelectorAll('.ui-choice__mark')];
    const unchecked = marks.filter((mark) => !mark.closest('label')?.querySelector('input')?.checked);
    expect(unchecked).toHaveLength(2);
    const surface = getComputedStyle(document.documentElement).getPropertyValue('--surface');
    for (const mark of unchecked) {
      const style = getComputedStyle(mark);
      expect(px(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      expect(contrastRatio(style.borderTopColor, surface)).toBeGreaterThanOrEqual(3);
    }
  });
});
