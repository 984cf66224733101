import { describe } from 'vitest';
import type {
  GetLoanConfirmDetailsVariantTwoData,
  LoanConfirmData,
} from '../../../openapi/generated/model/index.ts';
import { peso } from '../../e2e/support/screen.ts';
import { expect, journey } from '../support/journey.ts';
import type { Phone } from '../support/phone.ts';

/** Variant 2's extra session params, as the shell puts them in the page address. */
const SHELL = { appName: 'PesoGo', clientType: 'ios' };

const loanNow = (phone: Phone) => phone.get({ role: 'button', name: 'Loan Now', exact: true });
const agreementBox = (phone: Phone) =>
  phone.get({ role: 'checkbox', name: 'I have read and agree to', includeHidden: true });

describe('loan confirmation', () => {
  journey(
    'P1001: the terms, then one tap on Loan Now opens the new order in place',
    async ({ phone, fake }) => {
      const data = await fake.apiData<LoanConfirmData>('/v3/loan-confirm/loan-detail-confirm', {
        productId: 'P1001',
      });
      await phone.open('/confirm', { productId: 'P1001' });
      await expect.poll(() => phone.get({ testId: 'confirm-amount' }).text()).toBe(peso(data.amount));
      await expect.poll(() => phone.get({ testId: 'confirm-term' }).text()).toBe(`${data.periods} days`);
      expect(await agreementBox(phone).property('checked')).toBe(true);
      const before = await phone.run<number>('return history.length;');
      await phone.screenshot('terms');

      await loanNow(phone).click();
      await expect.poll(async () => (await phone.url()).pathname).toBe('/loanDetail');
      const url = await phone.url();
      expect(url.searchParams.get('from')).toBe('confirm');
      await phone.get({ text: 'Under review', exact: true }).waitVisible();
      // Replaced, not pushed: back does not return to the confirmation.
      expect(await phone.run<number>('return history.length;')).toBe(before);
      const pushes = await fake.callsOf('pushLoan');
      expect(pushes.map((push) => push.body)).toEqual([
        {
          amount: String(data.amount),
          periods: String(data.periods),
          termUnit: String(data.termUnit),
          productId: 'P1001',
        },
      ]);
    },
  );

  journey(
    'P1002: the agreement popup opens by itself with the agreement page in its frame; Agree closes it',
    async ({ phone }) => {
      await phone.open('/confirmNew', { productId: 'P1002', ...SHELL });
      const popup = phone.get({ role: 'dialog', name: 'Loan agreement' });
      // Inside the frame: the agreement page's own heading.
      const heading = await phone.insideFrame(popup, () =>
        expect
          .poll(() => phone.get({ role: 'heading' }).texts())
          .not.toEqual([])
          .then(() => phone.get({ role: 'heading' }).texts()),
      );
      expect(heading[0]).not.toBe('');
      await phone.settled();
      await phone.screenshot('agreement popup');

      await popup.get({ role: 'button', name: 'Agree', exact: true }).click();
      await popup.waitGone();
      expect(await agreementBox(phone).property('checked')).toBe(true);
      await loanNow(phone).waitVisible();
    },
  );

  journey(
    "P1001 (variant 2): 'Point out' on the native back; Leave closes the web view",
    async ({ phone, fake }) => {
      const data = await fake.apiData<GetLoanConfirmDetailsVariantTwoData>('/gopia/goya/satire', {
        productId: 'P1001',
      });
      await phone.open('/confirmNew', { productId: 'P1001', ...SHELL });
      // Enabled once the agreements have loaded, as the Chromium spec waits: a back gesture while
      // they load is held by the loading state, not answered with 'Point out'.
      await expect.poll(() => loanNow(phone).property('disabled')).toBe(false);
      await phone.emit('back');
      const retention = phone.get({ role: 'dialog', name: 'Point out' });
      await expect.poll(() => retention.text()).toContain(data.retainContent);
      await phone.settled();
      await phone.screenshot('point out');
      expect(await phone.bridgeActions()).not.toContain('closeWebView');
      await retention.get({ role: 'button', name: 'Leave', exact: true }).click();
      await expect.poll(() => phone.bridgeActions()).toContain('closeWebView');
    },
  );
});
