// The log's filter bar: operation, status and outcome selects, a search box, and how many lines show.
import { el, labelled } from './dom.ts';
import { type LogFilter, NO_FILTER } from './log-filter.ts';
import { OUTCOMES, type Outcome, statusLabel } from './log-outcome.ts';

export interface LogToolbar {
  element: HTMLElement;
  count: HTMLElement;
  /** Puts the operations and statuses the lines hold into the selects, keeping what is chosen. */
  offer(choices: { operations: string[]; statuses: string[] }): void;
}

function select(label: string, allText: string): HTMLSelectElement {
  return labelled(
    el('select', { className: 'log-select' }, el('option', { value: '', textContent: allText })),
    label,
  );
}

/** Options after the "All …" one; the chosen value stays offered even when no line holds it now. */
function offerOptions(box: HTMLSelectElement, values: string[], text: (value: string) => string): void {
  const chosen = box.value;
  const all = box.options[0];
  const offered = chosen === '' || values.includes(chosen) ? values : [chosen, ...values];
  box.replaceChildren(
    ...(all ? [all] : []),
    ...offered.map((value) => el('option', { value, textContent: text(value) })),
  );
  box.value = chosen;
}

export function logToolbar(onChange: (filter: LogFilter) => void): LogToolbar {
  const operation = select('Filter by operation', 'All operations');
  const status = select('Filter by status', 'All statuses');
  const outcome = select('Filter by outcome', 'All outcomes');
  outcome.append(
    ...Object.entries(OUTCOMES).map(([value, text]) => el('option', { value, textContent: text })),
  );
  const search = labelled(
    el('input', {
      type: 'search',
      className: 'log-search',
      placeholder: 'Search path, operation, code, message, body…',
      autocomplete: 'off',
    }),
    'Search the log',
  );
  const clear = el('button', { type: 'button', className: 'light log-clear', textContent: 'Clear filters' });
  const count = el('span', { className: 'log-count', role: 'status' });
  const current = (): LogFilter => ({
    operation: operation.value,
    status: status.value,
    outcome: outcome.value as Outcome | '',
    search: search.value,
  });
  for (const box of [operation, status, outcome]) box.addEventListener('change', () => onChange(current()));
  search.addEventListener('input', () => onChange(current()));
  clear.addEventListener('click', () => {
    operation.value = NO_FILTER.operation;
    status.value = NO_FILTER.status;
    outcome.value = NO_FILTER.outcome;
    search.value = NO_FILTER.search;
    onChange(current());
  });
  return {
    element: el('div', { className: 'log-toolbar' }, operation, status, outcome, search, clear, count),
    count,
    offer(choices) {
      offerOptions(operation, choices.operations, (value) => value);
      offerOptions(status, choices.statuses, statusLabel);
    },
  };
}
