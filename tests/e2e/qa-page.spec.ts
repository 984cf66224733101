import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';
import { rowValue } from './support/rows.ts';

/** A figure of an order row's Due cell ('Penalty' → '₱231.76'). */
function figure(row: Locator, term: string): Locator {
  return row
    .locator('.money dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** '₱11,247.32' → 1124732 (centavos, as the server counts). */
function centavos(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[₱,]/g, '')) * 100);
}

/** The date a 'Next' entry of the row says the clock takes the order there ('… 2026-11-27 00:00 UTC'). */
async function clockDate(row: Locator, toName: string): Promise<string> {
  const step = row.locator('.next li').filter({ hasText: toName });
  await expect(step).toContainText(/\d{4}-\d{2}-\d{2} 00:00 UTC$/);
  return /(\d{4}-\d{2}-\d{2}) 00:00 UTC$/.exec((await step.textContent()) ?? '')?.[1] ?? '';
}

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
    await expect.poll(async () => (await fake.callsOf('getLoanConfirmDetailsVariantTwo')).length).toBe(1);
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
    const overdueDays = rowValue(page.getByRole('region', { name: 'Order details' }), 'Overdue days');
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

  test('an order goes from review to settled from the QA page alone: clock, due date, penalty, Mark paid', async ({
    page,
    fake,
  }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${fake.sessionId}`);
    const row = page.locator('tr[data-order-id="ORD21"]');
    const status = row.getByRole('combobox', { name: 'Status of ORD21', exact: true });
    const next = row.locator('.next');
    await expect(status).toHaveValue('21');
    await expect(row.getByRole('combobox', { name: 'Decision of ORD21' })).toHaveValue('approve');
    await expect(next).toContainText('151 Disbursing clock decided within a day of applying');

    // The review ends within a day; the credit day is the one 'Next' names.
    await page.getByRole('button', { name: '+1 day' }).click();
    await expect(status).toHaveValue('151');
    await expect(row.getByRole('combobox', { name: 'Decision of ORD21' })).toHaveCount(0);
    const creditDay = await clockDate(row, '170 Repaying');
    await page.getByLabel('Clock date').fill(creditDay);
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(status).toHaveValue('170');
    const dueDate = (await figure(row, 'Due date').textContent()) ?? '';
    expect(await clockDate(row, '174 Due')).toBe(dueDate);
    await expect(figure(row, 'Penalty')).toHaveText('₱0.00');

    await page.getByLabel('Clock date').fill(dueDate);
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(status).toHaveValue('174');
    await expect(next).toContainText('180 Overdue clock the day after the due date');
    const dueOnTheDay = centavos(await figure(row, 'Amount due').textContent());
    expect(dueOnTheDay).toBeGreaterThan(0);

    await page.getByRole('button', { name: '+1 day' }).click();
    await expect(status).toHaveValue('180');
    await expect(figure(row, 'Overdue')).toHaveText('1 day');
    // The first day late: 5 % a month of what was due (not a repeat client), a thirtieth, rounded down.
    const penalty = Math.floor((dueOnTheDay * 5) / 100 / 30);
    await expect(figure(row, 'Penalty')).toHaveText(
      `₱${(penalty / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(centavos(await figure(row, 'Amount due').textContent())).toBe(dueOnTheDay + penalty);

    // The borrower picks 7-Eleven in the app; the code shows on the QA page without a reload.
    const payCode = await fake.makePayCode('ORD21');
    const pending = row.locator(`.pay[data-pay-code="${payCode}"]`);
    await expect(pending).toContainText(`${payCode} ${await figure(row, 'Amount due').textContent()}`);
    await expect(pending).toContainText('repayment');
    await pending.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.locator('#toast')).toHaveText(`Payment ${payCode} paid: settled ORD21.`);
    await expect(status).toHaveValue('200');
    await expect(figure(row, 'Owes')).toHaveText('nothing (settled)');
    await expect(row).toContainText('None pending');
    await expect(next).toHaveCount(0);
    await expect(row).toContainText('Nothing follows');
  });

  test('a switch the lifecycle lacks is refused with the reason; Force makes it', async ({ page, fake }) => {
    await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${fake.sessionId}`);
    const status = page.getByRole('combobox', { name: 'Status of ORD21', exact: true });
    await status.selectOption('200');
    const refusal = page.locator('tr[data-refusal-for="ORD21"]');
    await expect(refusal.getByRole('alert')).toHaveText(
      /^orderStatus: ORD21 is 21 Under review; from there it can go to 151 Disbursing, 110 Rejected\. 200 Settled does not follow it/,
    );
    await expect(status).toHaveValue('21');
    expect((await fake.order('ORD21')).orderStatus).toBe(21);

    await refusal.getByRole('button', { name: 'Force 200 Settled' }).click();
    await expect(page.locator('#toast')).toHaveText('ORD21 updated');
    await expect(status).toHaveValue('200');
    await expect(refusal).toHaveCount(0);

    // The checkbox forces a switch chosen after it.
    await page.getByRole('checkbox', { name: 'Force the status switch of ORD151', exact: true }).check();
    await page.getByRole('combobox', { name: 'Status of ORD151' }).selectOption('21');
    await expect(page.getByRole('combobox', { name: 'Status of ORD151' })).toHaveValue('21');
    await expect(
      page.getByRole('checkbox', { name: 'Force the status switch of ORD151', exact: true }),
    ).not.toBeChecked();
    await expect(page.locator('tr[data-refusal-for]')).toHaveCount(0);
  });
});
