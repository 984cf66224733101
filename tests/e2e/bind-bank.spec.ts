import type { Page } from '@playwright/test';
import type { CardInit } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { holdRequests, toast } from './support/screen.ts';

async function cardInit(fake: FakeAdmin, productId: string) {
  return fake.apiData<CardInit>('/spoken/card-init', { product_id: productId });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const field = (page: Page, title: string) => page.getByLabel(title, { exact: true });
/** A picker field: its button is named by the field's title and what it shows. */
const pickField = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title} `) });
const picker = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Opens a picker field, taps an entry and confirms it. */
async function pick(page: Page, title: string, entry: string) {
  await pickField(page, title).click();
  const sheet = picker(page, title);
  await sheet.getByRole('option', { name: entry, exact: true }).click();
  await expect(sheet.getByRole('option', { selected: true })).toHaveText(entry);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

/** The fields shown, by title, in order. */
async function shownTitles(page: Page) {
  return page.locator('.bank-field__title').allTextContents();
}

test.describe('bind bank account', () => {
  test('from the order page: the e-wallet form, digits only, the day picker, card-change and back to the order', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    const form = await cardInit(fake, 'P1004');
    const prefilled = form.items.find((item) => item.code === 'walletNo')?.value ?? '';
    await openOrder('ORD170B');
    await page.getByRole('dialog').getByRole('button', { name: 'Bind now', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
    await expect(page).toHaveTitle('Payment account information');
    // Spec §9 defaults: card type 1 (E-wallet) and channel 90006 (GCash).
    await expect(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(pickField(page, 'E-wallet')).toHaveText('GCash');
    expect(await shownTitles(page)).toEqual(['E-wallet', 'E-wallet number', 'Mobile number', 'Salary day']);
    await expect(field(page, 'E-wallet number')).toHaveValue(prefilled);

    // Non-digits are stripped as typed and as pasted.
    await field(page, 'Mobile number').pressSequentially('0917-abc');
    await expect(field(page, 'Mobile number')).toHaveValue('0917');
    await field(page, 'Mobile number').fill('0917 123-4567x');
    await expect(field(page, 'Mobile number')).toHaveValue('09171234567');

    // Cancel keeps what was there; Confirm takes the entry in the band.
    await pickField(page, 'Salary day').click();
    await picker(page, 'Salary day').getByRole('option', { name: '20', exact: true }).click();
    await picker(page, 'Salary day').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(pickField(page, 'Salary day')).toHaveText('Day of the month you get paid (1-31)');
    await pick(page, 'Salary day', '15');
    await expect(pickField(page, 'Salary day')).toHaveText('15');
    // Cancel after a choice keeps it.
    await pickField(page, 'Salary day').click();
    await picker(page, 'Salary day').getByRole('option', { name: '3', exact: true }).click();
    await picker(page, 'Salary day').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(pickField(page, 'Salary day')).toHaveText('15');

    // While the order page refetches, its kept answer must not ask to bind again.
    const refetch = await holdRequests(page, '**/v3/loan-details/loan-details*');
    await next(page).click();
    await expect(page).toHaveURL(/\/loanDetail\?/);
    await expect(page.getByRole('status').filter({ hasText: 'Bank account saved' })).toBeVisible();
    await expect(page.getByText('Loading order')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bind now' })).toHaveCount(0);
    refetch.release();
    const [change] = await fake.callsOf('cardChange');
    expect(change?.body).toEqual({
      channel: '90006',
      walletNo: prefilled,
      mobile: '09171234567',
      salaryDay: '15',
      product_id: 'P1004',
      cardType: '1',
      channelNumber: '90006',
    });
    expect(await fake.callsOf('bindCardNew')).toHaveLength(0);
    // Back on the order page it came from (not a new one on top), and the popup it answered is gone.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => window.history.state?.idx)).toBe(0);
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test('opened by the shell: the bank form, fields by bank, bind-card-new, then endBank and closeWebView', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    await openApp('/bindBank', { product_id: 'P1001' });
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await expect(pickField(page, 'Bank')).toHaveText('Choose your bank');
    expect(await shownTitles(page)).toEqual([
      'Bank',
      'Account number',
      'Branch city',
      'Mobile number',
      'Salary day',
    ]);

    // BDO asks for its branch code; BPI does not.
    await pick(page, 'Bank', 'BDO');
    expect(await shownTitles(page)).toContain('BDO branch code');
    await pick(page, 'Bank', 'BPI');
    expect(await shownTitles(page)).not.toContain('BDO branch code');
    await pick(page, 'Bank', 'BDO');

    await field(page, 'Account number').fill('1234-5678-9012');
    await expect(field(page, 'Account number')).toHaveValue('123456789012');
    await field(page, 'BDO branch code').fill('0451');
    await field(page, 'Branch city').fill('Quezon City');
    await field(page, 'Mobile number').fill('09181234567');
    // The wheel scrolled by a finger: the row that settles in the band is the one confirmed.
    await pickField(page, 'Salary day').click();
    const wheel = picker(page, 'Salary day').getByRole('listbox', { name: 'Salary day' });
    await wheel.evaluate((list) => list.scrollTo({ top: 29 * 44 }));
    await expect(wheel.getByRole('option', { selected: true })).toHaveText('30');
    await picker(page, 'Salary day').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(pickField(page, 'Salary day')).toHaveText('30');

    // The e-wallet tab kept its own choice meanwhile.
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await expect(pickField(page, 'E-wallet')).toHaveText('GCash');
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await expect(pickField(page, 'Bank')).toHaveText('BDO');
    await expect(field(page, 'Account number')).toHaveValue('123456789012');

    await next(page).click();
    await expect.poll(() => bridge.actions()).toEqual(['endBank', 'closeWebView']);
    const [bind] = await fake.callsOf('bindCardNew');
    expect(bind?.body).toEqual({
      channel: '20001',
      accountNo: '123456789012',
      branchCode: '0451',
      branchCity: 'Quezon City',
      mobile: '09181234567',
      salaryDay: '30',
      product_id: 'P1001',
      cardType: '2',
      channelNumber: '20001',
    });
  });

  test('Maya asks for its card number, GCash does not', async ({ page, openApp }) => {
    await openApp('/bindBank', { product_id: 'P1002' });
    await expect(pickField(page, 'E-wallet')).toHaveText('GCash');
    expect(await shownTitles(page)).not.toContain('Maya card number');
    await pick(page, 'E-wallet', 'Maya');
    expect(await shownTitles(page)).toEqual([
      'E-wallet',
      'E-wallet number',
      'Maya card number',
      'Mobile number',
      'Salary day',
    ]);
    await pick(page, 'E-wallet', 'GCash');
    expect(await shownTitles(page)).not.toContain('Maya card number');
  });

  test('every card type and channel of the seeded form shows exactly the items the hide rule gives', async ({
    page,
    fake,
    openApp,
  }) => {
    const form = await cardInit(fake, 'P1003');
    await openApp('/bindBank', { product_id: 'P1003' });
    for (const { cardType, title } of form.cardTypes) {
      await page.getByRole('tab', { name: title }).click();
      const picker = form.items.find(
        (item) => item.code === form.channelCode && (item.cardTypeMi === 0 || item.cardTypeMi === cardType),
      );
      for (const channel of picker?.note ?? []) {
        await pick(page, picker?.title ?? '', channel.name);
        // Written apart from the app's rule: every card type (0) or this one; every channel ('') or this one.
        const expected = form.items
          .filter((item) => item.cardTypeMi === 0 || item.cardTypeMi === cardType)
          .filter((item) => item.channelNumber === '' || item.channelNumber === channel.type)
          .map((item) => item.title);
        await expect
          .poll(() => shownTitles(page), { message: `${title} / ${channel.name}` })
          .toEqual(expected);
      }
    }
  });

  test('Next steps aside while the keyboard takes more than 60 px of the viewport', async ({
    page,
    openApp,
  }) => {
    await openApp('/bindBank', { product_id: 'P1001' });
    const size = page.viewportSize() ?? { width: 390, height: 664 };
    await expect(next(page)).toBeVisible();
    await field(page, 'Mobile number').focus();
    await page.setViewportSize({ width: size.width, height: size.height - 60 });
    await expect(next(page)).toBeVisible();
    await page.setViewportSize({ width: size.width, height: size.height - 300 });
    await expect(next(page)).toHaveCount(0);
    await page.setViewportSize(size);
    await expect(next(page)).toBeVisible();
  });

  test('an empty field is asked for before anything is sent; a refused form keeps what was typed', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/bindBank', { product_id: 'P1001' });
    await next(page).click();
    await expect(toast(page)).toHaveText('Please complete: Mobile number');
    expect(await fake.callsOf('bindCardNew')).toHaveLength(0);

    // The server checks the format: its message names the field.
    await field(page, 'Mobile number').fill('0917');
    await pick(page, 'Salary day', '5');
    await next(page).click();
    await expect(toast(page)).toContainText('Mobile number: must be 11 digits');
    await expect(field(page, 'Mobile number')).toHaveValue('0917');
    await expect(pickField(page, 'Salary day')).toHaveText('5');

    await field(page, 'Mobile number').fill('09171234567');
    await fake.fault({ operationId: 'bindCardNew', drop: true, times: 1 });
    await next(page).click();
    await expect(toast(page)).toHaveText('Network error. Please check your connection and try again.');
    await expect(field(page, 'Mobile number')).toHaveValue('09171234567');
    await next(page).click();
    await expect
      .poll(async () => (await fake.callsOf('bindCardNew')).map((call) => call.code))
      .toEqual(['400', null, '00']);
  });

  test('a link without the product says what it lacks and asks nothing', async ({ page, fake, openApp }) => {
    await openApp('/bindBank');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incompleteThis bank form link is missing some details (a product_id). Please open it again from the app.',
    );
    expect(await fake.callsOf('cardInit')).toHaveLength(0);
  });

  test('the form that fails to load says why; Retry loads it', async ({ page, fake, openApp }) => {
    await fake.fault({
      operationId: 'cardInit',
      code: '500',
      message: 'The form is not available.',
      times: 1,
    });
    await openApp('/bindBank', { product_id: 'P1001' });
    await expect(page.getByRole('alert')).toContainText('The form is not available.');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(next(page)).toBeVisible();
  });
});
