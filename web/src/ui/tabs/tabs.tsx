import { type KeyboardEvent, useRef } from 'react';
import '../theme.css';
import './tabs.css';

export interface Tab {
  readonly id: string;
  readonly label: string;
}

export interface TabsProps {
  readonly tabs: readonly Tab[];
  /** The id of the selected tab. */
  readonly value: string;
  readonly onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  readonly label: string;
  /** Prefix of the element ids: tabs are `${idPrefix}-tab-${id}`, panels `${idPrefix}-panel-${id}`. */
  readonly idPrefix: string;
}

/**
 * A row of tabs (WAI-ARIA tabs: arrow keys move between them). The owner renders the selected
 * panel with `tabPanelProps`.
 *
 * @example
 * <Tabs tabs={[{ id: 'gcash', label: 'GCash' }]} value={tab} onChange={setTab} label="Where to pay" idPrefix="guide" />
 * <section {...tabPanelProps('guide', tab)}>…</section>
 */
export function Tabs({ tabs, value, onChange, label, idPrefix }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || tabs.length === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${next.id}`)}`)?.focus();
  };
  return (
    <div ref={listRef} className="ui-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="ui-tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The attributes of the panel that belongs to a tab of `Tabs`. */
export function tabPanelProps(idPrefix: string, id: string) {
  return {
    id: `${idPrefix}-panel-${id}`,
    role: 'tabpanel',
    'aria-labelledby': `${idPrefix}-tab-${id}`,
  } as const;
}
