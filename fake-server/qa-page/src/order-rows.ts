// The Orders table: one row per order (status, money, what comes next, pay codes, flags) and,
// under it, the lifecycle's refusal of a status switch with the forced retry.
import { LENDER_RATES, percent } from '../../../content/legal/loan-rates.ts';
import { el, labelled, newTabLink } from './dom.ts';
import {
  FLAG_SWITCHES,
  isFlagOn,
  isRepayable,
  peso,
  REVIEW_DECISIONS,
  STATUS_CHOICES,
  statusName,
} from './tables.ts';
import type { OrderView } from './views.ts';

const REPEAT_CLIENT_TITLE = `Repeat clients pay a late penalty of ${percent(LENDER_RATES.penaltyBpPerMonth.repeatClient)} a month instead of ${percent(LENDER_RATES.penaltyBpPerMonth.newClient)}`;

/** A status switch the lifecycle refused, kept until used, dismissed or the order moves on. */
export interface Refusal {
  from: number;
  to: number;
  message: string;
}

/** What the controls of a row do (main.ts), and the page's state they read. */
export interface OrderActions {
  /** Orders whose next status switch QA chose to force. */
  forcing: Set<string>;
  refusals: Map<string, Refusal>;
  patchOrder(orderId: string, change: Record<string, unknown>): void;
  switchStatus(order: OrderView, to: number, force: boolean): void;
  markPaid(payCode: string): void;
  redraw(): void;
}

/** A badge's tone: what QA look for first (due, overdue) stands out; the rest stays quiet. */
const STATUS_TONES: Readonly<Record<number, string>> = {
  21: 'review',
  151: 'review',
  170: 'review',
  174: 'due',
  180: 'overdue',
  200: 'settled',
};

function orderCell(order: OrderView): HTMLTableCellElement {
  return el(
    'td',
    {},
    el('b', { textContent: order.orderId }),
    ' ',
    el('span', {
      className: `badge ${STATUS_TONES[order.orderStatus] ?? ''}`.trim(),
      textContent: statusName(order.orderStatus),
    }),
    el('span', { className: 'note', textContent: `${order.productName} (${order.productId})` }),
    el('span', { className: 'note', textContent: order.note }),
    el(
      'div',
      { className: 'sub' },
      newTabLink(order.appUrl, 'Open in app'),
      ' · ',
      newTabLink(order.repayUrl, 'Repay page', 'muted'),
    ),
  );
}

function statusCell(order: OrderView, actions: OrderActions): HTMLTableCellElement {
  const choices = STATUS_CHOICES.map(({ value, label }) =>
    el('option', { value: String(value), textContent: label }),
  );
  const status = labelled(el('select', {}, ...choices), `Status of ${order.orderId}`);
  status.value = String(order.orderStatus);
  const force = labelled(
    el('input', { type: 'checkbox', checked: actions.forcing.has(order.orderId) }),
    `Force the status switch of ${order.orderId}`,
  );
  force.addEventListener('change', () => {
    if (force.checked) actions.forcing.add(order.orderId);
    else actions.forcing.delete(order.orderId);
  });
  status.addEventListener('change', () => actions.switchStatus(order, Number(status.value), force.checked));
  const stack = el(
    'div',
    { className: 'stack' },
    el(
      'div',
      { className: 'row' },
      status,
      el(
        'label',
        {
          className: 'sub',
          title: "Switch even where the loan lifecycle has no such step (the order's dates are moved to fit)",
        },
        force,
        ' force',
      ),
    ),
  );
  if (order.orderStatus === 21) stack.append(decisionControl(order, actions));
  const repeat = el('input', { type: 'checkbox', checked: order.lifecycle.repeatClient });
  repeat.dataset.lifecycle = 'repeatClient';
  repeat.addEventListener('change', () =>
    actions.patchOrder(order.orderId, { repeatClient: repeat.checked }),
  );
  stack.append(el('label', { className: 'sub', title: REPEAT_CLIENT_TITLE }, repeat, ' Repeat client'));
  return el('td', {}, stack);
}

/** How the review ends: the clock takes an order in 21 to 151 (approve) or 110 (reject). */
function decisionControl(order: OrderView, actions: OrderActions): HTMLLabelElement {
  const choices = REVIEW_DECISIONS.map((value) => el('option', { value, textContent: value }));
  const decision = labelled(el('select', {}, ...choices), `Decision of ${order.orderId}`);
  decision.value = order.lifecycle.decision;
  decision.addEventListener('change', () => actions.patchOrder(order.orderId, { decision: decision.value }));
  return el('label', { className: 'sub' }, 'Decision ', decision);
}

/** Due date and money; an order that owes nothing yet or any more says so rather than show a sum it does not owe. */
function moneyCell(order: OrderView): HTMLTableCellElement {
  const list = el('dl', { className: 'money' });
  const line = (term: string, value: string, className = '') =>
    list.append(el('dt', { textContent: term }), el('dd', { textContent: value, className }));
  const repayable = isRepayable(order.orderStatus);
  if (order.orderStatus === 110) line('Owes', 'nothing (rejected)');
  else if (order.orderStatus === 200) line('Owes', 'nothing (settled)');
  else {
    line('Due date', order.dueDate);
    line(repayable ? 'Amount due' : 'To repay', peso(order.totalDue));
    if (repayable) line('Penalty', peso(order.penalty), order.penalty > 0 ? 'late' : '');
    if (order.overdueDays > 0)
      line('Overdue', `${order.overdueDays} day${order.overdueDays === 1 ? '' : 's'}`, 'late');
  }
  return el('td', {}, list);
}

function nextCell(order: OrderView): HTMLTableCellElement {
  if (order.next.length === 0) return el('td', { className: 'muted', textContent: 'Nothing follows' });
  const steps = order.next.map((step) =>
    el(
      'li',
      {},
      el('b', { textContent: step.toName }),
      ' ',
      el('span', { className: 'tag', textContent: step.trigger }),
      ' ',
      step.how,
    ),
  );
  return el('td', {}, el('ul', { className: 'next' }, ...steps));
}

function paymentsCell(order: OrderView, actions: OrderActions): HTMLTableCellElement {
  if (order.pendingPayments.length === 0)
    return el('td', { className: 'muted', textContent: 'None pending' });
  const lines = order.pendingPayments.map((payment) => {
    const pay = el('button', {
      type: 'button',
      textContent: 'Mark paid',
      title: `Pay ${payment.payCode} as the channel would`,
    });
    pay.addEventListener('click', () => actions.markPaid(payment.payCode));
    const line = el(
      'div',
      { className: 'pay' },
      el('span', {}, el('code', { textContent: payment.payCode }), ` ${peso(payment.amount)}`),
      el(
        'span',
        {},
        el('span', { className: 'tag', textContent: payment.isDelay ? 'extension' : 'repayment' }),
        ' ',
        pay,
      ),
    );
    if (payment.autoPayAt)
      line.append(
        el('span', {
          className: 'muted',
          textContent: `auto-pays ${payment.autoPayAt.slice(0, 16).replace('T', ' ')}`,
        }),
      );
    if (payment.carpmmUrl) line.append(newTabLink(payment.carpmmUrl, 'SMS link (/carpmm)'));
    line.dataset.payCode = payment.payCode;
    return line;
  });
  return el('td', {}, ...lines);
}

function flagsCell(order: OrderView, actions: OrderActions): HTMLTableCellElement {
  const flags = el('div', { className: 'flags' });
  for (const { flag, label } of FLAG_SWITCHES) {
    const box = el('input', { type: 'checkbox', checked: isFlagOn(order.flags, flag) });
    box.dataset.flag = flag;
    // A text flag switched on gets its default text (PATCH with true).
    box.addEventListener('change', () => actions.patchOrder(order.orderId, { [flag]: box.checked }));
    flags.append(el('label', { title: flag }, box, ` ${label}`));
  }
  return el('td', {}, flags);
}

/** The lifecycle's refusal of a switch, under its order, with the forced retry one click away. */
function refusalRow(order: OrderView, actions: OrderActions): HTMLTableRowElement[] {
  const refused = actions.refusals.get(order.orderId);
  if (!refused) return [];
  if (refused.from !== order.orderStatus) {
    actions.refusals.delete(order.orderId);
    return [];
  }
  const retry = el('button', {
    type: 'button',
    className: 'danger',
    textContent: `Force ${statusName(refused.to)}`,
  });
  retry.addEventListener('click', () => actions.switchStatus(order, refused.to, true));
  const dismiss = el('button', { type: 'button', className: 'light', textContent: 'Dismiss' });
  dismiss.addEventListener('click', () => {
    actions.refusals.delete(order.orderId);
    actions.redraw();
  });
  const row = el(
    'tr',
    { className: 'refusal' },
    el(
      'td',
      { colSpan: 6 },
      el(
        'div',
        { className: 'row' },
        el('span', { role: 'alert', textContent: refused.message }),
        retry,
        dismiss,
      ),
    ),
  );
  row.dataset.refusalFor = order.orderId;
  return [row];
}

/** An order's row, and its refusal row when the lifecycle refused a switch of it. */
export function orderRows(order: OrderView, actions: OrderActions): HTMLTableRowElement[] {
  const row = el(
    'tr',
    {},
    orderCell(order),
    statusCell(order, actions),
    moneyCell(order),
    nextCell(order),
    paymentsCell(order, actions),
    flagsCell(order, actions),
  );
  row.dataset.orderId = order.orderId;
  return [row, ...refusalRow(order, actions)];
}
