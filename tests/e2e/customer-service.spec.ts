import type { ContactInfo } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './support/screen.ts';

test.describe('customer service', () => {
  test('Call, WhatsApp and E-mail buttons show their values; Call is dialled by the shell', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const info = await fake.apiData<ContactInfo>('/spoken/personal-center/contact-kf-info', { type: '1' });
    await openApp('/customerService');
    await expect(page).toHaveTitle('Customer service');
    const contacts = page.getByRole('region', { name: 'Contacts' });
    const call = contacts.getByRole('button', { name: `Call ${info.smWa}`, exact: true });
    const whatsApp = contacts.getByRole('link', { name: `WhatsApp ${info.smWa}`, exact: true });
    const email = contacts.getByRole('link', { name: `E-mail ${info.email}`, exact: true });
    for (const contact of [call, whatsApp, email]) await expect(contact).toBeVisible();

    await call.click();
    await expect.poll(() => bridge.last('callPhone')).toMatchObject({ payload: { phone: info.smWa } });
    await expect(email).toHaveAttribute('href', `mailto:${info.email}`);
    // The chat opens in WhatsApp, with the number in international digits; not followed here.
    const digits = info.smWa.replace(/\D/g, '').replace(/^0/, '63');
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/${digits}`);
    // The app sent the spec's fixed value.
    expect((await fake.callsOf('getServiceContacts')).at(-1)?.body).toEqual({ type: '1' });
  });

  test('a failed load says so; Retry shows the contacts', async ({ page, fake, openApp }) => {
    await fake.fault({ operationId: 'getServiceContacts', drop: true, times: 2 });
    await openApp('/customerService');
    await expect(page.getByRole('alert')).toContainText('Network error');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Contacts' }).getByRole('link', { name: /^E-mail / }),
    ).toBeVisible();
  });

  test('while the contacts load, a busy skeleton stands in for them, then the buttons replace it', async ({
    page,
    openApp,
  }) => {
    const slow = await holdRequests(page, '**/spoken/personal-center/contact-kf-info*');
    await openApp('/customerService');
    const loading = page.getByRole('status').filter({ hasText: 'Loading contact details' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('region', { name: 'Contacts' })).toHaveCount(0);
    slow.release();
    await expect(
      page.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: /^Call / }),
    ).toBeVisible();
    await expect(loading).toHaveCount(0);
  });
});
