/**
 * The fake server's QA API for one sandbox, over plain `fetch`, so the same gallery setup runs in
 * the Playwright suite and in `npm run gallery` (a Node script without Playwright's request
 * context). Every change sends `X-Fake-Admin`, as the QA page does.
 */
import type { FaultInput } from '../../../fake-server/src/scenarios/faults.ts';

/** A sandbox's export (GET /__fake/sandboxes/:id/export), as far as the gallery changes it. */
export interface SandboxExport {
  state: { complaint: { complaints: unknown[] } } & Record<string, unknown>;
  [field: string]: unknown;
}

export interface GallerySandbox {
  readonly sessionId: string;
  readonly fakeOrigin: string;
  setOrder(orderId: string, patch: Record<string, unknown>): Promise<void>;
  scenario(name: string): Promise<void>;
  fault(spec: FaultInput): Promise<void>;
  /** A seeded order as the QA API lists it (amounts in centavos, as of the sandbox's clock). */
  order(orderId: string): Promise<{ productId: string; totalDue: number }>;
  /** Exports the sandbox, lets `change` edit the export, imports it back. */
  editState(change: (exported: SandboxExport) => void): Promise<void>;
  /** The `data` of a contract call answered in this sandbox (POST, form body). */
  apiData<T>(path: string, form: Record<string, string>): Promise<T>;
}

export function gallerySandbox(fakeOrigin: string, sessionId: string): GallerySandbox {
  const adminUrl = (path: string) => `${fakeOrigin}/__fake${path}?sessionId=${encodeURIComponent(sessionId)}`;
  const send = async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(adminUrl(path), {
      method,
      headers: { 'X-Fake-Admin': '1', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(
        `Fake admin ${method} ${path} (${sessionId}): ${response.status} ${await response.text()}`,
      );
    return response.json();
  };
  return {
    sessionId,
    fakeOrigin,
    setOrder: async (orderId, patch) =>
      void (await send('PATCH', `/orders/${encodeURIComponent(orderId)}`, patch)),
    scenario: async (name) => void (await send('POST', '/scenario', { name })),
    fault: async (spec) => void (await send('POST', '/faults', spec)),
    order: async (orderId) => {
      const { orders } = (await send('GET', '/orders')) as {
        orders: { orderId: string; productId: string; totalDue: number }[];
      };
      const found = orders.find((candidate) => candidate.orderId === orderId);
      if (!found) throw new Error(`No seeded order ${orderId} in sandbox ${sessionId}`);
      return found;
    },
    editState: async (change) => {
      const id = encodeURIComponent(sessionId);
      const exported = (await send('GET', `/sandboxes/${id}/export`)) as SandboxExport;
      change(exported);
      await send('POST', `/sandboxes/${id}/import`, exported);
    },
    apiData: async <T>(path: string, form: Record<string, string>) => {
      const response = await fetch(`${fakeOrigin}${path}?sessionId=${encodeURIComponent(sessionId)}`, {
        method: 'POST',
        body: new URLSearchParams(form),
      });
      const envelope = (await response.json()) as { code: string; message: string; data: T | null };
      if (envelope.data === null) throw new Error(`${path} answered ${envelope.code}: ${envelope.message}`);
      return envelope.data;
    },
  };
}

/**
 * The entry's address with the sandbox's session added to its query: in the search part for the
 * app's routes, in the hash's query for promotion.html's hash routes. A space is written '%20', as
 * the shell writes it (the page keeps '+' literal).
 * @example withSession('/promotion.html#/register?id=1', 's1') // '/promotion.html#/register?id=1&sessionId=s1'
 */
export function withSession(address: string, sessionId: string): string {
  const hashAt = address.indexOf('#');
  const [head, hash] = hashAt < 0 ? [address, ''] : [address.slice(0, hashAt), address.slice(hashAt)];
  const target = hash === '' ? head : hash;
  const queryAt = target.indexOf('?');
  const [path, query] = queryAt < 0 ? [target, ''] : [target.slice(0, queryAt), target.slice(queryAt + 1)];
  const search = new URLSearchParams(query);
  search.set('sessionId', sessionId);
  const joined = `${path}?${search.toString().replaceAll('+', '%20')}`;
  return hash === '' ? joined : `${head}${joined}`;
}
