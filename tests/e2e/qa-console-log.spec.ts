import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';

const run = promisify(execFile);

/** The QA console's request log of this sandbox, at a laptop's size. */
async function openLog(page: Page, sessionId: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
  await expect(page.locator('#live')).toHaveText('live');
}

const line = (page: Page, text: string | RegExp) =>
  page.locator('#log > li.log-item').filter({ hasText: text });

test.describe('QA console request log', () => {
  test('an app screen’s call shows in the log with its request and response body', async ({
    page,
    sessionId,
    fake,
    openOrder,
  }) => {
    await openOrder('ORD21');
    await expect.poll(async () => (await fake.callsOf('loanDetails')).length).toBeGreaterThan(0);
    await openLog(page, sessionId);

    await page.getByRole('combobox', { name: 'Filter by operation' }).selectOption('loanDetails');
    const call = line(page, 'loanDetails').first();
    await expect(call).toContainText('Success');
    await call.getByRole('button').first().click();
    const request = call.locator('.log-part').filter({ hasText: 'Request' });
    const response = call.locator('.log-part').filter({ hasText: 'Response' });
    await expect(request).toContainText(`POST /v3/loan-details/loan-details?`);
    await expect(request).toContainText(`sessionId=${sessionId}`);
    await expect(request.locator('.log-body')).toContainText('"orderId": "ORD21"');
    await expect(response).toContainText('HTTP 200 · code 00');
    await expect(response.locator('.log-headers')).toContainText('application/json');
    await expect(response.locator('.log-body')).toContainText('"orderStatus": 21');
    await response.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('log-detail-1440.png') });
  });

  test('filters by operation, status and outcome, and a search, also for calls that arrive live', async ({
    page,
    sessionId,
    fake,
  }) => {
    await openLog(page, sessionId);
    const api = (path: string) => `${FAKE_ORIGIN}${path}?sessionId=${sessionId}`;
    await page.request.post(api('/v3/loan-details/loan-details'), {
      form: { productId: 'P1001', orderId: 'ORD21' },
    });
    await page.request.post(api('/v3/loan-details/loan-details'), { form: { productId: 'P1001' } });
    await fake.fault({ operationId: 'getServiceContacts', code: '9999', message: 'QA fault', times: 1 });
    await page.request.post(api('/spoken/personal-center/contact-kf-info'), { form: {} });
    await page.request.get(api('/v3/loan-details/loan-detail'));
    // Four calls, each drawn as it happened (the event stream), newest first.
    await expect(page.locator('#log > li.log-item')).toHaveCount(4);
    await expect(page.locator('.log-count')).toHaveText('4 calls');

    const outcome = page.getByRole('combobox', { name: 'Filter by outcome' });
    const status = page.getByRole('combobox', { name: 'Filter by status' });
    const operation = page.getByRole('combobox', { name: 'Filter by operation' });
    const search = page.getByRole('searchbox', { name: 'Search the log' });

    await outcome.selectOption({ label: 'Fault / scenario' });
    await expect(page.locator('#log > li.log-item')).toHaveCount(1);
    await expect(line(page, 'getServiceContacts')).toContainText('9999');
    await outcome.selectOption({ label: 'Near-miss' });
    await expect(page.locator('#log > li.log-item')).toHaveCount(2);
    await expect(page.locator('.log-count')).toHaveText('2 of 4 calls');

    await status.selectOption({ label: 'HTTP 404' });
    await expect(page.locator('#log > li.log-item')).toHaveCount(1);
    await expect(page.locator('#log > li.log-item')).toContainText('/v3/loan-details/loan-detail');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await operation.selectOption('loanDetails');
    await status.selectOption({ label: 'code 00' });
    await expect(page.locator('#log > li.log-item')).toHaveCount(1);
    // A call that arrives while filtered shows only when it matches.
    await page.request.post(api('/v3/loan-details/loan-details'), {
      form: { productId: 'P1001', orderId: 'ORD174R' },
    });
    await page.request.get(api('/v3/nothing-here'));
    await expect(page.locator('#log > li.log-item')).toHaveCount(2);
    await expect(page.locator('.log-count')).toHaveText('2 of 6 calls');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await search.fill('orderId: is required');
    await expect(page.locator('#log > li.log-item')).toHaveCount(1);
    await search.fill('ORD174R');
    await expect(page.locator('#log > li.log-item')).toHaveCount(1);
    await expect(page.locator('#log > li.log-item')).toContainText('Success');
    await search.fill('no such text anywhere');
    await expect(page.locator('#log')).toHaveText('No calls match these filters.');
  });

  test('Copy as curl gives a command that gets the same answer from the fake server', async ({
    page,
    sessionId,
    fake,
    openOrder,
  }) => {
    await openOrder('ORD174R');
    await expect.poll(async () => (await fake.callsOf('loanDetails')).length).toBeGreaterThan(0);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FAKE_ORIGIN });
    await openLog(page, sessionId);
    await page.getByRole('combobox', { name: 'Filter by operation' }).selectOption('loanDetails');
    const call = line(page, 'loanDetails').first();
    await call.getByRole('button').first().click();
    await call.getByRole('button', { name: 'Copy as curl' }).click();
    await expect(page.locator('#toast')).toHaveText('Copied as curl');

    const command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).toMatch(
      new RegExp(`^curl --globoff -X POST '${FAKE_ORIGIN}/v3/loan-details/loan-details\\?`),
    );
    expect(command).toContain("--data-raw 'orderId=ORD174R'");
    const logged = JSON.parse(
      (await call.locator('.log-part', { hasText: 'Response' }).locator('.log-body').textContent()) ?? '',
    );
    // Run as a shell would, with no proxy in the way (the command names the fake server's origin).
    const { stdout } = await run('sh', ['-c', `${command} --silent --noproxy '*'`], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    expect(JSON.parse(stdout)).toEqual(logged);
    // The copied call is a call of this sandbox: it shows in the log as it happens.
    await expect(line(page, 'loanDetails')).toHaveCount(2);
  });

  test('a wrong path is a near-miss with the closest operation and why it missed', async ({
    page,
    sessionId,
  }) => {
    await openLog(page, sessionId);
    await page.request.get(`${FAKE_ORIGIN}/service/channel/channel-template?sessionId=${sessionId}`);
    const miss = line(page, '/service/channel/channel-template');
    await expect(miss).toContainText('Near-miss');
    await expect(miss.locator('div.log-near-miss')).toContainText(
      'Closest operation: GET /api/v2/youmi/service/channel/channel-template',
    );
    await expect(miss.locator('div.log-near-miss')).toContainText(
      "no operation for GET /service/channel/channel-template; closest: GET /api/v2/youmi/service/channel/channel-template (missing prefix '/api/v2/youmi')",
    );
    await miss.getByRole('button').first().click();
    await expect(miss.locator('.log-part', { hasText: 'Response' })).toContainText('HTTP 404 · code 404');
    await page.locator('.log-toolbar').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('log-near-miss-1440.png') });
  });

  test('a call the validation refuses is a near-miss naming its operation and the validation message', async ({
    page,
    sessionId,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    await expect(page.locator('#live')).toHaveText('live');
    await page.request.post(`${FAKE_ORIGIN}/v3/loan-details/loan-details?sessionId=${sessionId}`, {
      form: { productId: 'P1001' },
    });
    const refused = line(page, 'loanDetails');
    await expect(refused).toContainText('Near-miss');
    await expect(refused.locator('div.log-near-miss')).toContainText(
      'Refused by: POST /v3/loan-details/loan-details (loanDetails)',
    );
    await expect(refused.locator('div.log-near-miss')).toContainText('orderId: is required');
    await refused.getByRole('button').first().click();
    await expect(refused.locator('.log-part', { hasText: 'Response' }).locator('.log-body')).toContainText(
      '"message": "orderId: is required"',
    );
    await refused.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('log-refused-390.png') });
  });
});
