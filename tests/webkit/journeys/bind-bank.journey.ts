import { expect, journey } from '../support/journey.ts';
import type { Phone } from '../support/phone.ts';

const field = (phone: Phone, title: string) => phone.get({ role: 'textbox', name: title, exact: true });
/** A picker field: its button is named by the field's title and what it shows. */
const pickField = (phone: Phone, title: string) =>
  phone.get({ role: 'button', name: { pattern: `^${title} ` } });
const sheet = (phone: Phone, title: string) => phone.get({ role: 'dialog', name: title, exact: true });

journey(
  'bind bank › the bank form opened by the shell: wheel pickers, then Next binds and closes the web view',
  async ({ phone, fake }) => {
    await phone.open('/bindBank', { product_id: 'P1001' });
    await phone.get({ role: 'tab', name: 'Bank account' }).click();
    await expect.poll(() => pickField(phone, 'Bank').text()).toBe('Choose your bank');

    // A tap on an entry of the wheel, then Confirm.
    await pickField(phone, 'Bank').click();
    await sheet(phone, 'Bank').get({ role: 'option', name: 'BDO', exact: true }).click();
    await expect
      .poll(() =>
        sheet(phone, 'Bank').get({ role: 'option', name: 'BDO', exact: true }).attribute('aria-selected'),
      )
      .toBe('true');
    await sheet(phone, 'Bank').get({ role: 'button', name: 'Confirm', exact: true }).click();
    await sheet(phone, 'Bank').waitGone();
    await expect.poll(() => pickField(phone, 'Bank').text()).toBe('BDO');

    await field(phone, 'Account number').fill('1234-5678-9012');
    await expect.poll(() => field(phone, 'Account number').property('value')).toBe('123456789012');
    await field(phone, 'BDO branch code').fill('0451');
    await field(phone, 'Branch city').fill('Quezon City');
    await field(phone, 'Mobile number').fill('09181234567');

    // The wheel scrolled as a finger would: the row that settles in the band is the one confirmed.
    await pickField(phone, 'Salary day').click();
    const wheel = sheet(phone, 'Salary day').get({ role: 'listbox', name: 'Salary day' });
    await phone.run('arguments[0].scrollTo({ top: 29 * 44 });', await wheel.one());
    await expect
      .poll(() => wheel.get({ role: 'option', name: '30', exact: true }).attribute('aria-selected'))
      .toBe('true');
    await phone.screenshot('salary day wheel');
    await sheet(phone, 'Salary day').get({ role: 'button', name: 'Confirm', exact: true }).click();
    await expect.poll(() => pickField(phone, 'Salary day').text()).toBe('30');

    await phone.get({ role: 'button', name: 'Next', exact: true }).click();
    await expect.poll(() => phone.bridgeActions()).toEqual(['endBank', 'closeWebView']);
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
  },
);
