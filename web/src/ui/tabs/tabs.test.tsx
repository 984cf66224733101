import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { applyStylesheets, px, TAP_TARGET } from '../../test/stylesheets';
import { Tabs, tabPanelProps } from './tabs';

const TABS = [
  { id: 'gcash', label: 'GCash' },
  { id: 'maya', label: 'Maya' },
  { id: 'store', label: '7-Eleven' },
];

function Guide() {
  const [tab, setTab] = useState('gcash');
  return (
    <>
      <Tabs tabs={TABS} value={tab} onChange={setTab} label="Where to pay" idPrefix="guide" />
      <section {...tabPanelProps('guide', tab)}>panel {tab}</section>
    </>
  );
}

describe('Tabs', () => {
  it('selects the tapped tab and shows its panel, labelled by the tab', () => {
    render(<Guide />);
    expect(screen.getByRole('tablist', { name: 'Where to pay' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'GCash' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Maya' }));
    expect(screen.getByRole('tab', { name: 'Maya' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'GCash' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Maya' }).textContent).toBe('panel maya');
  });

  it('moves with the arrow keys, wrapping around, and keeps one tab in the Tab order', () => {
    render(<Guide />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '7-Eleven' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '7-Eleven' }));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'GCash' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe('Tabs: tap size', () => {
  applyStylesheets('web/src/ui/tabs/tabs.css');

  it('every tab, chosen or not, is at least 44 × 44 however short its label', () => {
    render(
      <Tabs
        tabs={[
          { id: 'all', label: 'All' },
          { id: 'processed', label: 'Processed' },
        ]}
        value="processed"
        onChange={() => {}}
        label="Complaints"
        idPrefix="size"
      />,
    );
    for (const tab of screen.getAllByRole('tab')) {
      const style = getComputedStyle(tab);
      expect(px(style.minWidth), tab.textContent ?? '').toBeGreaterThanOrEqual(TAP_TARGET);
      expect(px(style.minHeight), tab.textContent ?? '').toBeGreaterThanOrEqual(TAP_TARGET);
    }
  });
});
