import { afterEach, describe, expect, it } from 'vitest';
import type { ComplaintTab } from '../../../../openapi/generated/model/index.ts';
import { listTabs, rememberedTab, rememberTab, shownTab } from './complaint-tabs.ts';

const item = (id: string) => ({
  id,
  time: '2026-11-23 17:37:24',
  type: 'Collection',
  content: `About ${id}`,
});
const processing: ComplaintTab = { title: 'Processing', list: [item('CP1005')] };
const processed: ComplaintTab = { title: 'Processed', list: [item('CP1004'), item('CP1001')] };
const answer = [processing, processed];

afterEach(() => window.history.replaceState(null, ''));

describe('complaint tabs', () => {
  it('gives each tab its position as id, keeping titles and items in order', () => {
    const tabs = listTabs(answer);
    expect(tabs.map(({ id, label }) => [id, label])).toEqual([
      ['0', 'Processing'],
      ['1', 'Processed'],
    ]);
    expect(tabs[1]?.items.map(({ id }) => id)).toEqual(['CP1004', 'CP1001']);
    // Two tabs with one title still have two ids.
    expect(listTabs([processing, processing]).map(({ id }) => id)).toEqual(['0', '1']);
  });

  it('shows the remembered tab while the answer has it, else the first; none without tabs', () => {
    const tabs = listTabs(answer);
    expect(shownTab(tabs, '1')?.label).toBe('Processed');
    expect(shownTab(tabs, undefined)?.label).toBe('Processing');
    expect(shownTab(tabs, '7')?.label).toBe('Processing');
    expect(shownTab([], '0')).toBeUndefined();
  });

  it("keeps the chosen tab on the history entry beside the router's own fields", () => {
    window.history.replaceState({ usr: { ordersBack: 1 }, key: 'k1', idx: 2 }, '');
    expect(rememberedTab()).toBeUndefined();
    rememberTab('1');
    expect(rememberedTab()).toBe('1');
    expect(window.history.state).toEqual({ usr: { ordersBack: 1 }, key: 'k1', idx: 2, complaintTab: '1' });
  });

  it('reads nothing from a history entry without state or with a foreign value', () => {
    expect(rememberedTab()).toBeUndefined();
    window.history.replaceState({ complaintTab: 1 }, '');
    expect(rememberedTab()).toBeUndefined();
    rememberTab('0');
    expect(rememberedTab()).toBe('0');
  });
});
