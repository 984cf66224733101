// `npm run fake -- list | status | decision`: the orders of a sandbox and their lifecycle
// (fake-server/README.md, "The loan lifecycle").
import { ServerError } from './fake-cli-admin.ts';
import { CliError } from './fake-cli-error.ts';
import { pad } from './fake-cli-format.ts';
import type { AdminCall } from './fake-cli-share.ts';

/** One transition an order can make next (GET /__fake/orders `next`). */
export interface NextRow {
  to: number;
  toName: string;
  trigger: 'clock' | 'payment' | 'extension' | 'confirmation';
  /** When the clock does it (ISO); null for the others. */
  at: string | null;
  how: string;
}

/** What the CLI reads of one row of GET /__fake/orders. */
export interface OrderRow {
  orderId: string;
  productId: string;
  orderStatus: number;
  statusLabel: string;
  note: string;
  appUrl: string;
  dueDate: string;
  flags: Record<string, string | number>;
  next: NextRow[];
}

/** Who prints what: lines for people (nothing under --json) and the sandbox named in them. */
export interface OrderOutput {
  out: (line: string) => void;
  session: string;
}

const TRIGGER_WORDS: Record<NextRow['trigger'], string> = {
  clock: 'by the clock',
  payment: 'by payment',
  extension: 'by extension fee',
  confirmation: 'on confirmation',
};

/**
 * The next step of an order in a few words: the clock's own (dated) when there is one, since
 * that is the one that happens without anyone acting.
 * @example briefNext(order.next) // '180 Overdue on 2026-11-25 (+1 more)'
 */
export function briefNext(next: readonly NextRow[]): string {
  const shown = next.find((step) => step.at !== null) ?? next[0];
  if (shown === undefined) return '-';
  const when = shown.at === null ? TRIGGER_WORDS[shown.trigger] : `on ${shown.at.slice(0, 10)}`;
  const more = next.length > 1 ? ` (+${next.length - 1} more)` : '';
  return `${shown.toName} ${when}${more}`;
}

function activeFlags(flags: OrderRow['flags']): string {
  const on = Object.entries(flags).filter(([name, value]) => {
    if (name === 'telephone' || name === 'cardPopTitle' || name === 'cardPopMsg') return false;
    return value !== '' && value !== '0' && value !== 0;
  });
  return on.map(([name]) => name).join(',') || '-';
}

/** Prints every order of the sandbox: status, due date, next step, product, flags, app link. */
export async function listCommand(admin: AdminCall, out: (line: string) => void): Promise<void> {
  const { orders } = await admin<{ orders: OrderRow[] }>('GET', '/orders');
  out(
    `${pad('ORDER', 10)}${pad('STATUS', 18)}${pad('DUE', 12)}${pad('NEXT', 40)}${pad('PRODUCT', 8)}${pad('FLAGS', 28)}APP`,
  );
  for (const order of orders) {
    const status = `${order.orderStatus} ${order.statusLabel}`;
    out(
      `${pad(order.orderId, 10)}${pad(status, 18)}${pad(order.dueDate, 12)}${pad(briefNext(order.next), 40)}${pad(order.productId, 8)}${pad(activeFlags(order.flags), 28)}${order.appUrl}`,
    );
  }
}

export interface StatusSwitch {
  orderId: string;
  code: string;
  /** Switch even where the lifecycle has no such transition. */
  force: boolean;
}

/**
 * Switches an order's status through the lifecycle. A refusal (409: the transition table lacks
 * the switch) is the server's message plus the command that forces it.
 */
export async function statusCommand(
  admin: AdminCall,
  output: OrderOutput,
  change: StatusSwitch,
): Promise<void> {
  const { orderId, code, force } = change;
  const path = `/orders/${encodeURIComponent(orderId)}`;
  let order: OrderRow;
  try {
    ({ order } = await admin<{ order: OrderRow }>('PATCH', path, {
      orderStatus: code,
      ...(force ? { force: true } : {}),
    }));
  } catch (error) {
    if (!(error instanceof ServerError) || error.status !== 409) throw error;
    const session = output.session === 'default' ? '' : ` --session ${output.session}`;
    throw new CliError(
      `${error.message}\nTo switch anyway: npm run fake -- status ${orderId} ${code} --force${session}`,
    );
  }
  const forced = force ? ', forced' : '';
  output.out(
    `${order.orderId} is now ${order.orderStatus} ${order.statusLabel} (sandbox ${output.session}${forced}).`,
  );
}

/**
 * Sets how the review of an order under review ends, and says when the clock takes it there.
 * @example await decisionCommand(admin, output, 'ORD21', 'reject');
 */
export async function decisionCommand(
  admin: AdminCall,
  output: OrderOutput,
  orderId: string,
  decision: string,
): Promise<void> {
  if (decision !== 'approve' && decision !== 'reject')
    throw new CliError(`Usage: npm run fake -- decision <orderId> approve|reject (got '${decision}').`, 2);
  const { order } = await admin<{ order: OrderRow }>('PATCH', `/orders/${encodeURIComponent(orderId)}`, {
    decision,
  });
  const saved = `${order.orderId}: decision ${decision} (sandbox ${output.session}).`;
  if (order.orderStatus !== 21) {
    output.out(
      `${saved} It only matters under review (21); ${order.orderId} is ${order.orderStatus} ${order.statusLabel}.`,
    );
    return;
  }
  const step = order.next.find((candidate) => candidate.at !== null);
  output.out(step === undefined ? saved : `${saved} Next: ${step.toName}, ${step.how}.`);
}
