import type { RequestLogEntry } from '../../../fake-server/src/store/sandbox.ts';
import type { RenderedRoute } from './render-route.tsx';
import { screenWorld } from './screen-world.ts';

// What a screen test reads of its sandbox, as the e2e journeys read it through the QA API
// (tests/e2e/support/fake-admin.ts): an order's ids, an API answer's data, the calls made.

/** An order of the seed world (every new sandbox starts with it): its productId, status, amounts. */
export function seedOrder(orderId: string) {
  const order = screenWorld().server.seedWorld.shared.orders.find(
    (candidate) => candidate.orderId === orderId,
  );
  if (order === undefined) throw new Error(`No order ${orderId} in the seed world`);
  return order;
}

/** The order screen's address for a seeded order, as the shell opens it. */
export function orderPath(orderId: string, path: '/loanDetail' | '/order' = '/loanDetail'): string {
  return `${path}?productId=${seedOrder(orderId).productId}&orderId=${orderId}`;
}

/**
 * The `data` of an API answer for this sandbox, asked through the same in-process world (a form
 * POST, as the app sends it): what the screen should show.
 */
export async function apiData<T>(
  rendered: Pick<RenderedRoute, 'world' | 'sandboxId'>,
  path: string,
  form: Record<string, string> = {},
): Promise<T> {
  const url = `${rendered.world.origin}${path}?sessionId=${encodeURIComponent(rendered.sandboxId)}`;
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(form) });
  const envelope = (await response.json()) as { code: string; message: string; data: T };
  if (envelope.data === null) throw new Error(`${path} answered ${envelope.code}: ${envelope.message}`);
  return envelope.data;
}

/** The calls of one operation this sandbox received, oldest first. */
export function callsOf(rendered: Pick<RenderedRoute, 'sandbox'>, operationId: string): RequestLogEntry[] {
  return rendered.sandbox().log.filter((entry) => entry.operationId === operationId);
}
