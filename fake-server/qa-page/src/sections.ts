// The sections drawn from one read each: products, scenario, faults, upstream and drift, the
// operations a fault can target.
import type { FaultFields as Fault } from '../../src/scenarios/fault-fields.ts';
import { api, guarded } from './api.ts';
import { $, el, newTabLink } from './dom.ts';
import { faultSummary } from './faults.ts';
import type { DriftView, OperationView, ProductView, ScenarioView, UpstreamView } from './views.ts';

export const loadProducts = guarded(async () => {
  const { products } = await api<{ products: ProductView[] }>('GET', '/products');
  $('#products').replaceChildren(
    ...products.map((product) => {
      const row = el(
        'tr',
        {},
        el(
          'td',
          {},
          el('b', { textContent: product.productId }),
          el('span', { className: 'note', textContent: product.productName }),
        ),
        el('td', { textContent: product.note }),
        el(
          'td',
          {},
          newTabLink(product.confirmUrl, 'Confirm (v3)'),
          el('br'),
          newTabLink(product.confirmOfPeriodUrl, 'Instalments'),
          el('br'),
          newTabLink(product.confirmNewUrl, 'Variant 2'),
        ),
      );
      row.dataset.productId = product.productId;
      return row;
    }),
  );
});

let presets: ScenarioView['presets'] = [];

export const loadScenario = guarded(async () => {
  const view = await api<ScenarioView>('GET', '/scenario');
  presets = view.presets;
  $('#scenario').replaceChildren(
    ...presets.map((preset) =>
      el('option', { value: preset.name, textContent: preset.name, selected: preset.name === view.active }),
    ),
  );
  $('#scenario-active').textContent = view.active + (view.delayMs !== null ? ` (${view.delayMs} ms)` : '');
  describeScenario();
});

/** The chosen preset's description under the picker. */
export function describeScenario(): void {
  const chosen = $<HTMLSelectElement>('#scenario').value;
  const preset = presets.find((candidate) => candidate.name === chosen);
  $('#scenario-description').textContent = preset ? preset.description : '';
}

// The validating proxy: where this sandbox's calls go, and what the upstream sent that the contract does not say.
export const loadUpstream = guarded(async () => {
  const [view, drift] = await Promise.all([
    api<UpstreamView>('GET', '/upstream'),
    api<DriftView>('GET', '/drift'),
  ]);
  const state =
    view.upstream === null
      ? `The fake answers${view.fakeUpstream ? ` (FAKE_UPSTREAM ${view.fakeUpstream} is off for this sandbox)` : ''}.`
      : `Calls go to ${view.upstream.origin}${view.upstream.record ? ', recorded (redacted)' : ''} (${view.own ? 'this sandbox' : 'FAKE_UPSTREAM'}).`;
  $('#upstream-state').textContent = state;
  const origin = $<HTMLInputElement>('#upstream-origin');
  if (document.activeElement !== origin) origin.value = view.upstream?.origin ?? '';
  $<HTMLInputElement>('#upstream-record').checked = view.upstream?.record ?? false;
  const rows = $('#drift');
  rows.replaceChildren();
  const entries = drift.sandboxes[0]?.entries ?? [];
  if (entries.length === 0) {
    const none =
      view.upstream === null ? 'No upstream, no drift.' : 'No drift: every answer so far fits the contract.';
    rows.append(el('tr', {}, el('td', { colSpan: 6, className: 'muted', textContent: none })));
  }
  for (const entry of entries) {
    rows.append(
      el(
        'tr',
        { className: 'drift' },
        el('td', { textContent: entry.operationId }),
        el('td', {}, el('code', { textContent: entry.path || '(answer)' })),
        el('td', { textContent: entry.expected }),
        el('td', { className: 'late', textContent: entry.received }),
        el('td', { textContent: String(entry.count) }),
        el('td', { textContent: `${entry.firstSeen.slice(0, 10)} ${entry.firstSeen.slice(11, 19)}` }),
      ),
    );
  }
});

export const loadFaults = guarded(async () => {
  const { faults } = await api<{ faults: Fault[] }>('GET', '/faults');
  const box = $('#faults');
  box.replaceChildren();
  if (faults.length === 0) box.append(el('span', { className: 'muted', textContent: 'No faults.' }));
  for (const fault of faults) {
    const clear = el('button', { type: 'button', className: 'light', textContent: '×', title: 'Clear' });
    clear.addEventListener(
      'click',
      guarded(() => api('DELETE', `/faults?operationId=${encodeURIComponent(fault.operationId)}`)),
    );
    box.append(el('span', { className: 'chip' }, faultSummary(fault), clear));
  }
});

export const loadOperations = guarded(async () => {
  const { operations } = await api<{ operations: OperationView[] }>('GET', '/operations');
  $('#fault-operation').replaceChildren(
    el('option', { value: '*', textContent: '* (every operation)' }),
    ...operations.map((operation) =>
      el('option', {
        value: operation.operationId,
        textContent: `${operation.operationId} · ${operation.method} ${operation.path}`,
      }),
    ),
  );
});
