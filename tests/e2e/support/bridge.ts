import type { Page } from '@playwright/test';
import type { BridgeLogEntry as BridgeEntry } from '../../../bridge-sim/src/core.ts';

/**
 * Reads and drives the simulated iOS shell of a page.
 * @example await expect.poll(() => bridge.actions()).toContain('goHome');
 */
export class BridgeProbe {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  log(): Promise<BridgeEntry[]> {
    return this.page.evaluate(() => (window as unknown as { __bridgeLog?: BridgeEntry[] }).__bridgeLog ?? []);
  }

  async actions(): Promise<string[]> {
    return (await this.log()).map((entry) => entry.action);
  }

  async last(action: string): Promise<BridgeEntry | undefined> {
    return (await this.log()).filter((entry) => entry.action === action).at(-1);
  }

  /** Plays a native-to-web event, e.g. the iOS back gesture. */
  emit(event: string, payload?: Record<string, unknown>): Promise<unknown> {
    return this.page.evaluate(
      ([name, data]) =>
        (
          window as unknown as { __bridgeSim: { emit: (n: string, p?: unknown) => unknown } }
        ).__bridgeSim.emit(name, data),
      [event, payload] as const,
    );
  }
}
