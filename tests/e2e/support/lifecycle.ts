import type { APIRequestContext } from '@playwright/test';
import { FAKE_ORIGIN } from '../ports.ts';

/** The fake server's lifecycle controls (clock, Mark paid) for one test's sandbox. */
export class Lifecycle {
  private readonly request: APIRequestContext;
  private readonly sessionId: string;

  constructor(request: APIRequestContext, sessionId: string) {
    this.request = request;
    this.sessionId = sessionId;
  }

  private async post(path: string, data: unknown): Promise<Record<string, unknown>> {
    const url = `${FAKE_ORIGIN}/__fake${path}?sessionId=${encodeURIComponent(this.sessionId)}`;
    const response = await this.request.post(url, { data });
    if (!response.ok())
      throw new Error(`POST ${path} failed with ${response.status()}: ${await response.text()}`);
    return response.json();
  }

  /** Moves the sandbox's clock forward ('1d', '12h'), as QA does on the QA page. */
  advanceClock(by: string): Promise<Record<string, unknown>> {
    return this.post('/clock', { advance: by });
  }

  /** "Mark paid" on a pending pay code. */
  markPaid(payCode: string): Promise<Record<string, unknown>> {
    return this.post(`/payments/${encodeURIComponent(payCode)}/pay`, {});
  }
}

/** The sandbox's today (UTC, as the fake server counts days) plus some days, as YYYY-MM-DD. */
export function dayFromToday(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}
