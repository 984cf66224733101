// The QA control API (/__fake/…) in the sandbox the page shows.
import { toast } from './dom.ts';

/** An answer other than 2xx; `status` tells a refusal of the lifecycle (409) from other failures. */
export class AdminError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

let sandbox = 'default';

export function currentSandbox(): string {
  return sandbox;
}

export function chooseSandbox(name: string): void {
  sandbox = name;
}

/** A path with this sandbox's ?sessionId= added. */
export function withSandbox(path: string): string {
  return `${path + (path.includes('?') ? '&' : '?')}sessionId=${encodeURIComponent(sandbox)}`;
}

/** The error an admin answer carries, or its HTTP status. */
export async function failureOf(response: Response): Promise<AdminError> {
  const json: { error?: string } = await response.json().catch(() => ({}));
  return new AdminError(json.error || `${response.status} ${response.statusText}`, response.status);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(withSandbox(`/__fake${path}`), {
    method,
    // The admin header lets bodiless changes (reset, clear faults) through the intent check.
    headers: body ? { 'Content-Type': 'application/json', 'X-Fake-Admin': '1' } : { 'X-Fake-Admin': '1' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await failureOf(response);
  return (await response.json().catch(() => ({}))) as T;
}

/** An action whose failure shows as a red message rather than an unhandled rejection. */
export function guarded<A extends unknown[]>(action: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => {
    action(...args).catch((error: Error) => toast(error.message, true));
  };
}
