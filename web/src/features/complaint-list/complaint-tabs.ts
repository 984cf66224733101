import type { ComplaintListItem, ComplaintTab } from '../../../../openapi/generated/model/index.ts';
import { rememberedOnEntry, rememberOnEntry } from '../../lib/history.ts';

/** One tab of the list as the screen shows it; the id is its position, since titles may repeat. */
export interface ListTab {
  readonly id: string;
  readonly label: string;
  readonly items: readonly ComplaintListItem[];
}

/**
 * The server's tabs with ids for the tab row.
 * @example listTabs([{ title: 'Processing', list: [] }]) // [{ id: '0', label: 'Processing', items: [] }]
 */
export function listTabs(tabs: readonly ComplaintTab[]): ListTab[] {
  return tabs.map((tab, index) => ({ id: String(index), label: tab.title, items: tab.list }));
}

/**
 * The tab to show: the one remembered for this page (back from a complaint's details), when the
 * answer still has it, else the first.
 * @example shownTab(tabs, '1') // '1' when there are two tabs
 */
export function shownTab(tabs: readonly ListTab[], remembered: string | undefined): ListTab | undefined {
  return tabs.find((tab) => tab.id === remembered) ?? tabs[0];
}

/** Where this history entry keeps its chosen tab, beside react-router's own fields. */
const TAB_KEY = 'complaintTab';

/** The tab chosen earlier on this history entry, if any. */
export const rememberedTab = (): string | undefined => rememberedOnEntry(TAB_KEY);

/** Keeps the chosen tab on this history entry, so back from a complaint's details shows the same tab. */
export const rememberTab = (id: string): void => rememberOnEntry(TAB_KEY, id);
