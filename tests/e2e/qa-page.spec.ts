import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';

test.describe('QA page of the fake server', () => {
  test('switching a status there shows in its order list and in the app', async ({ page, sessionId }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    const row = page.locator('tr[data-order-id="ORD174R"]');
    const status = row.getByRole('combobox', { name: 'Status of ORD174R' });
    await expect(status).toHaveValue('174');

    await status.selectOption('200');
    await expect(page.locator('#toast')).toHaveText('ORD174R updated');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status of ORD174R' })).toHaveValue('200');

    // "Open in app" is a link to the app with this sandbox's session.
    const link = await row.getByRole('link', { name: 'Open in app' }).getAttribute('href');
    expect(link).toContain(`sessionId=${sessionId}`);
    await page.goto(link ?? '');
    await expect(page.getByRole('button', { name: 'Borrow Again', exact: true })).toBeVisible();
  });

  test('a product row there opens its loan confirmation in the app, in this sandbox', async ({
    page,
    sessionId,
    fake,
  }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    const row = page.locator('tr[data-product-id="P1004"]');
    await expect(row).toContainText('₹ (v2)');
    const link = await row.getByRole('link', { name: 'Variant 2' }).getAttribute('href');
    expect(link).toContain(`sessionId=${sessionId}`);
    await page.goto(link ?? '');
    await expect(page.getByTestId('confirm-amount')).toHaveText(/^₹/);
    await expect.poll(async () => (await fake.callsOf('satire')).length).toBe(1);
  });

  test('a flag switched off there takes the rollover away in the app', async ({
    page,
    sessionId,
    openOrder,
  }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    const rollover = page.locator('tr[data-order-id="ORD174R"] input[data-flag="isDelay"]');
    await expect(rollover).toBeChecked();
    await rollover.uncheck();
    await expect(page.locator('#toast')).toHaveText('ORD174R updated');
    await openOrder('ORD174R');
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
    await expect(page.getByText('Short of money?')).toHaveCount(0);
  });

  test('a sandbox exported there after a status switch imports into another sandbox through its file picker', async ({
    page,
    sessionId,
  }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    await page.getByRole('combobox', { name: 'Status of ORD174R' }).selectOption('200');
    await expect(page.locator('#toast')).toHaveText('ORD174R updated');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sandbox-${sessionId}.json`);
    const file = await download.path();

    const target = `${sessionId}-copy`;
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${target}`);
    const status = page.getByRole('combobox', { name: 'Status of ORD174R' });
    await expect(status).toHaveValue('174');
    const picker = page.getByLabel('Sandbox file to import');
    // A file that is no export: the server's message shows, and nothing changes.
    await picker.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"har"}'),
    });
    await expect(page.locator('#toast.error')).toContainText(
      "Not imported: format: expected 'cashloan-fake-sandbox'",
    );
    await expect(status).toHaveValue('174');

    await picker.setInputFiles(file);
    await expect(page.locator('#toast')).toHaveText(`Imported '${sessionId}' into '${target}'`);
    await expect(status).toHaveValue('200');
    await expect(page.locator('#log')).toContainText('NOTICE');
  });

  test('its clock moves an open order screen: +7 days adds 7 overdue days without a reload', async ({
    page,
    sessionId,
    openOrder,
  }) => {
    await openOrder('ORD180');
    const overdueDays = page.locator('.ui-rows__row', { hasText: 'Overdue days' }).locator('dd');
    const before = Number(await overdueDays.textContent());
    expect(before).toBeGreaterThan(0);

    const qa = await page.context().newPage();
    await qa.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    const clock = qa.locator('#clock-now');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const day = (await clock.textContent())?.slice(0, 10) ?? '';
    await qa.getByRole('button', { name: '+7 days' }).click();
    const later = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await expect(clock).toHaveText(new RegExp(`^${later} `));

    // The 'clock' event makes the open app refetch (bridge simulator: resume).
    await expect(overdueDays).toHaveText(String(before + 7));
    await qa.getByRole('button', { name: 'Real time' }).click();
    await expect(overdueDays).toHaveText(String(before));
  });

  test('a scenario applied there reaches the app', async ({ page, sessionId, openOrder }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${sessionId}`);
    await page.getByRole('combobox', { name: 'Scenario' }).selectOption('server-error');
    await page.locator('#scenario-apply').click();
    await expect(page.locator('#scenario-active')).toHaveText(/server-error/);
    await openOrder('ORD174R');
    await expect(page.getByRole('alert')).toContainText('The server is busy, please try again later.');
    await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
  });
});
