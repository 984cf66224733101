import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { expect, test } from 'vitest';
import { FakeAdmin } from '../../e2e/support/fake-admin.ts';
import { Phone } from './phone.ts';
import { startWebKit } from './webkit-driver.ts';

/**
 * A WebKit journey: its own fake-server sandbox (`fake`, the Chromium suite's admin client over a
 * plain HTTP context) and its own WebKitWebDriver + MiniBrowser (`phone`). When the journey ends,
 * the screen is saved to test-results/webkit/ and the journey fails if any page it saw recorded a
 * JS error, an unhandled rejection or a console.error.
 */
export const journey = test.extend<{ fake: FakeAdmin; phone: Phone }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the fixture's dependencies from this pattern.
  fake: async ({}, use) => {
    const http = await request.newContext();
    await use(new FakeAdmin(http, `webkit-${randomUUID().slice(0, 8)}`));
    await http.dispose();
  },
  phone: async ({ fake, task }, use) => {
    const session = await startWebKit();
    // The describe's name and the journey's, as the reporter shows them.
    const name = [task.suite?.name, task.name].filter(Boolean).join(' › ');
    const phone = new Phone(session.driver, fake, name);
    try {
      await use(phone);
      await phone.screenshot().catch(() => undefined);
      // The journey's last check: nothing went wrong in the pages it went through.
      expect(await phone.errors(), 'JS errors recorded by the pages').toEqual([]);
    } finally {
      await session.close();
    }
  },
});

export { expect };
