// The fake server's QA console (GET /__fake): its orders, scenario, faults, upstream, clock,
// promotion codes and live request log for one sandbox, kept current by the server's event stream.
// The app's design tokens first: the console's own sheet is written in them.
import '../../../web/src/ui/theme.css';
import './style.css';
import { AdminError, api, chooseSandbox, currentSandbox, failureOf, guarded, withSandbox } from './api.ts';
import { $, el, toast } from './dom.ts';
import { faultFromForm } from './faults.ts';
import { type OrderActions, orderRows } from './order-rows.ts';
import { loadPromotion } from './promotion-panel.ts';
import { addLogLine, LOG_ROWS, logLoadStarted, showLog } from './request-log.ts';
import { drawSandboxes, loadSandboxes, onSandboxChosen } from './sandbox-list.ts';
import {
  describeScenario,
  loadFaults,
  loadOperations,
  loadProducts,
  loadScenario,
  loadUpstream,
} from './sections.ts';
import type { ClockView, LogEntry, OrderView } from './views.ts';

let stream: EventSource | undefined;
let ordersLoad = 0;

const loadOrders = guarded(async () => {
  // Events come in bursts (a clock jump moves many orders): only the latest answer is drawn.
  const load = ++ordersLoad;
  const { orders } = await api<{ orders: OrderView[] }>('GET', '/orders');
  if (load !== ordersLoad) return;
  $('#orders').replaceChildren(...orders.flatMap((order) => orderRows(order, actions)));
});

// Orders whose next status switch QA chose to force, and switches the lifecycle refused: they
// outlive the re-render each event causes, until used, dismissed or the order moves on.
const actions: OrderActions = {
  forcing: new Set(),
  refusals: new Map(),
  async patchOrder(orderId, change) {
    try {
      await api('PATCH', `/orders/${encodeURIComponent(orderId)}`, change);
      toast(`${orderId} updated`);
    } catch (error) {
      toast((error as Error).message, true);
      loadOrders(); // the control goes back to what the server has
    }
  },
  /** A status switch through the lifecycle; a refusal (409) stays under the order with a way to force it. */
  async switchStatus(order, to, force) {
    const change = force ? { orderStatus: to, force: true } : { orderStatus: to };
    try {
      await api('PATCH', `/orders/${encodeURIComponent(order.orderId)}`, change);
      actions.refusals.delete(order.orderId);
      actions.forcing.delete(order.orderId);
      toast(`${order.orderId} updated`);
    } catch (error) {
      if (error instanceof AdminError && error.status === 409)
        actions.refusals.set(order.orderId, { from: order.orderStatus, to, message: error.message });
      toast((error as Error).message, true);
    }
    // Also puts the picker back after a refusal, which changes nothing and so sends no event.
    loadOrders();
  },
  async markPaid(payCode) {
    try {
      const answer = await api<{ message: string }>(
        'POST',
        `/payments/${encodeURIComponent(payCode)}/pay`,
        {},
      );
      toast(answer.message);
    } catch (error) {
      toast((error as Error).message, true);
      loadOrders(); // a code paid or voided meanwhile leaves the list
    }
  },
  redraw: () => loadOrders(),
};

const loadRequests = guarded(async () => {
  logLoadStarted();
  const { requests } = await api<{ requests: LogEntry[] }>('GET', `/requests?limit=${LOG_ROWS}`);
  showLog(requests);
});

// The sandbox's virtual clock: shown as day and time (UTC), dark while it is off real time.
function showClock(view: ClockView): void {
  const now = $('#clock-now');
  now.textContent = `${view.now.slice(0, 10)} ${view.now.slice(11, 16)} UTC`;
  now.className = view.offsetMs === 0 ? '' : 'moved';
  const date = $<HTMLInputElement>('#clock-date');
  date.min = view.seedDay;
  date.max = view.latestDay;
  // The date follows the sandbox's day (a jump here, in another tab or from the CLI), except
  // while QA are typing one.
  if (document.activeElement !== date) date.value = view.now.slice(0, 10);
}
const loadClock = guarded(async () => showClock(await api<ClockView>('GET', '/clock')));
const moveClock = guarded(async (change: { advance: string } | { set: string } | { reset: true }) => {
  const view = await api<ClockView>('POST', '/clock', change);
  showClock(view);
  toast(`Clock: ${view.now.slice(0, 16).replace('T', ' ')} UTC`);
  // Amounts and dates follow the clock; the 'clock' event reloads too, this covers a reconnecting stream.
  loadOrders();
});

/** The `data` of a server event. */
function eventData<T>(event: Event): T {
  return (JSON.parse((event as MessageEvent<string>).data) as { data: T }).data;
}

function connect(): void {
  if (stream) stream.close();
  stream = new EventSource(withSandbox('/__fake/events'));
  const live = $('#live');
  stream.addEventListener('ready', () => {
    live.textContent = 'live';
    live.className = 'on';
  });
  stream.onerror = () => {
    live.textContent = 'reconnecting…';
    live.className = 'off';
  };
  stream.addEventListener('order-updated', () => loadOrders());
  stream.addEventListener('scenario', () => loadScenario());
  stream.addEventListener('fault', () => loadFaults());
  stream.addEventListener('drift', () => loadUpstream());
  stream.addEventListener('promotion', () => loadPromotion());
  stream.addEventListener('reset', () => {
    actions.refusals.clear();
    actions.forcing.clear();
    loadAll();
  });
  stream.addEventListener('clock', (event) => {
    showClock(eventData<ClockView>(event));
    loadOrders();
  });
  stream.addEventListener('request', (event) => {
    const entry = eventData<LogEntry>(event);
    addLogLine(entry);
    if (entry.effect) loadFaults();
    // A pay code the app made is a new pending payment, but the server sends no order event for it.
    if (entry.operationId === 'generatePayCode' && entry.code === '00') loadOrders();
    refreshSandboxesSoon();
  });
}

let sandboxesTimer: ReturnType<typeof setTimeout> | undefined;
/** A call is a use of the sandbox: its line in the list says so, once per burst of calls. */
function refreshSandboxesSoon(): void {
  if (sandboxesTimer !== undefined) return;
  sandboxesTimer = setTimeout(() => {
    sandboxesTimer = undefined;
    loadSandboxes();
  }, 1000);
}

function loadAll(): void {
  loadSandboxes();
  loadPromotion();
  loadOrders();
  loadProducts();
  loadScenario();
  loadFaults();
  loadRequests();
  loadClock();
  loadUpstream();
}

function switchSandbox(name: string): void {
  chooseSandbox(name.trim() || 'default');
  actions.forcing.clear();
  actions.refusals.clear();
  localStorage.setItem('fake.sandbox', currentSandbox());
  $('#sandbox-current').textContent = currentSandbox();
  document.title = `${currentSandbox()} · Fake server QA console`;
  drawSandboxes();
  const url = new URL(location.href);
  url.searchParams.set('sessionId', currentSandbox());
  history.replaceState(null, '', url);
  connect();
  loadAll();
}

$('#sandbox-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const name = $<HTMLInputElement>('#sandbox');
  switchSandbox(name.value);
  name.value = '';
});
onSandboxChosen(switchSandbox);
// Other sandboxes' calls send this page no event: their times are read again now and then.
setInterval(loadSandboxes, 30_000);
$('#scenario').addEventListener('change', describeScenario);
$('#scenario-apply').addEventListener(
  'click',
  guarded(async () => {
    const view = await api<{ active: string }>('POST', '/scenario', {
      name: $<HTMLSelectElement>('#scenario').value,
    });
    toast(`Scenario: ${view.active}`);
  }),
);
$('#upstream-form').addEventListener(
  'submit',
  guarded(async (event: Event) => {
    event.preventDefault();
    const origin = $<HTMLInputElement>('#upstream-origin').value.trim();
    await api('POST', '/upstream', { origin, record: $<HTMLInputElement>('#upstream-record').checked });
    toast('Upstream set');
    loadUpstream();
  }),
);
$('#upstream-off').addEventListener(
  'click',
  guarded(async () => {
    await api('POST', '/upstream', { origin: null });
    loadUpstream();
  }),
);
$('#drift-clear').addEventListener(
  'click',
  guarded(() => api('DELETE', '/drift')),
);
$('#fault-form').addEventListener(
  'submit',
  guarded(async (event: Event) => {
    event.preventDefault();
    const fault = faultFromForm(new FormData(event.target as HTMLFormElement));
    await api('POST', '/faults', fault);
    toast(`Fault added for ${fault.operationId}`);
  }),
);
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-advance]'))
  button.addEventListener('click', () => moveClock({ advance: button.dataset.advance ?? '' }));
$('#clock-set').addEventListener('click', () => moveClock({ set: $<HTMLInputElement>('#clock-date').value }));
$('#clock-real').addEventListener('click', () => moveClock({ reset: true }));
$('#faults-clear').addEventListener(
  'click',
  guarded(() => api('DELETE', '/faults')),
);
// A plain link download: the server names the file (Content-Disposition) and no page state changes.
$('#export').addEventListener('click', () => {
  el('a', { href: `/__fake/sandboxes/${encodeURIComponent(currentSandbox())}/export`, download: '' }).click();
});
$('#import').addEventListener('click', () => $('#import-file').click());
$('#import-file').addEventListener(
  'change',
  guarded(async (event: Event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = ''; // the same file can be picked again after a fix
    if (!file) return;
    const text = await file.text();
    // Re-serialised compact when it parses (a hand-indented file stays under the size limit); sent as
    // it is otherwise, so the server's message says what is wrong with it.
    let body = text;
    try {
      body = JSON.stringify(JSON.parse(text));
    } catch {
      // the server explains
    }
    const response = await fetch(`/__fake/sandboxes/${encodeURIComponent(currentSandbox())}/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Fake-Admin': '1' },
      body,
    });
    if (!response.ok) throw await failureOf(response);
    const json: { from?: string; imported?: string } = await response.json().catch(() => ({}));
    toast(`Imported '${json.from}' into '${json.imported}'`);
    // The server's 'reset' event reloads too; this covers a stream that is reconnecting.
    loadAll();
  }),
);
$('#reset').addEventListener(
  'click',
  guarded(async () => {
    const sandbox = currentSandbox();
    if (
      !confirm(
        `Reset sandbox "${sandbox}" to the seed? Orders, scenario, faults, clock and log go back to the start.`,
      )
    )
      return;
    await api('POST', '/reset');
    toast('Sandbox reset');
  }),
);

loadOperations();
switchSandbox(
  new URLSearchParams(location.search).get('sessionId') || localStorage.getItem('fake.sandbox') || 'default',
);
