import type { ContactInfo } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';

test.describe('customer service', () => {
  test('the number is dialled by the shell; the e-mail opens the mail client', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const info = await fake.apiData<ContactInfo>('/spoken/personal-center/contact-kf-info', { type: '1' });
    await openApp('/customerService');
    await expect(page).toHaveTitle('Customer service');
    const contacts = page.getByRole('region', { name: 'Contacts' });

    await contacts.getByRole('button', { name: info.smWa, exact: true }).click();
    await expect.poll(() => bridge.last('callPhone')).toMatchObject({ payload: { phone: info.smWa } });
    await expect(contacts.getByRole('link', { name: info.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${info.email}`,
    );
    // The app sent the spec's fixed value.
    expect((await fake.callsOf('contactKfInfo')).at(-1)?.body).toEqual({ type: '1' });
  });

  test('a failed load says so; Retry shows the contacts', async ({ page, fake, openApp }) => {
    await fake.fault({ operationId: 'contactKfInfo', drop: true, times: 2 });
    await openApp('/customerService');
    await expect(page.getByRole('alert')).toContainText('Network error');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('link')).toBeVisible();
  });
});
