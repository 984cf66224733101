import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgreementItem, LoanConfirmData } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf, orderPath } from './support/fake-reads.ts';
import { sendNativeEvent } from './support/native-shell.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { screenWorld } from './support/screen-world.ts';
import { peso } from './support/text.ts';

// The loan confirmation, variant 1 (/confirm, /confirmOfPeriod) against the fake world
// in-process: the journeys of tests/e2e/confirm.spec.ts that need no browser (no colours,
// contrast, scrolling or the agreement pages inside the iframes). Assertions read what the
// borrower sees, what the screen sent (the sandbox's log) and what it asked of the shell.

const BUSY = { code: '500', message: 'The loan service is busy, please try again later.' };

/** What loan-detail-confirm and the agreement list (scene 3) answer for a product in this sandbox. */
async function confirmData(rendered: RenderedRoute, productId: string) {
  const data = await apiData<LoanConfirmData>(rendered, '/v3/loan-confirm/loan-detail-confirm', {
    productId,
  });
  const url = `${rendered.world.origin}/v3/contract/contract?productId=${productId}&scene=3&sessionId=${rendered.sandboxId}`;
  const list = (await (await fetch(url)).json()) as { data: AgreementItem[] };
  return { data, agreements: list.data.map((item) => item.title) };
}

const loanNow = () => screen.findByRole('button', { name: 'Loan Now' });
const agreementBox = () => screen.getByRole('checkbox', { name: 'I have read and agree to' });
const agreementsRegion = () => screen.getByRole('region', { name: 'Agreements' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const AGREE_FIRST = 'Please tick this box to agree to the agreements before you apply.';

/** Loan Now can be tapped to apply: enabled, and not marked inactive for want of the box. */
async function activeLoanNow(): Promise<HTMLButtonElement> {
  const button = (await loanNow()) as HTMLButtonElement;
  await expect.poll(() => button.disabled).toBe(false);
  return button;
}

/** The new order's page a push opened, in place of the confirmation. */
async function expectNewOrderPage(productId: string): Promise<void> {
  expect((await screen.findAllByText('Under review', { exact: true })).length).toBeGreaterThan(0);
  expect(`${window.location.pathname}${window.location.search}`).toMatch(
    new RegExp(`^/loanDetail\\?productId=${productId}&orderId=ORD\\d+&from=confirm$`),
  );
}

// A test that answers a call its own way (server.use) leaves the fake world's handlers alone.
afterEach(() => {
  screenWorld().msw.resetHandlers();
});

describe('confirmation (v3): loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the terms, plan, agreements and an active Loan Now', async () => {
    const rendered = renderRoute('/confirm?productId=P1001');
    rendered.world.addFault(
      { operationId: 'getLoanConfirmDetails', delayMs: 600, times: 1 },
      rendered.sandboxId,
    );
    expect(await screen.findByText('Loading loan')).toBeTruthy();
    const { data, agreements } = await confirmData(rendered, 'P1001');
    await activeLoanNow();
    expect(document.title).toBe('Loan confirmation');
    expect(screen.getByTestId('confirm-amount').textContent).toBe(peso(data.amount));
    expect(screen.getByTestId('confirm-term').textContent).toBe(`${data.periods} days`);
    expect(screen.getByTestId('confirm-rate').textContent).toBe(data.pRateDsc);
    const product = screen.getByRole('region', { name: 'Product' });
    expect(product.textContent).toBe(data.comProductName);
    expect(product.querySelector('img')?.getAttribute('src')).toBe(data.comProductLogo);
    // Every row the server sends shows once: the received amount and the total repayment lead the
    // page, the charges stand in the disclosure statement, the rest in the loan details.
    const received = data.details.find((row) => row.text === 'Received amount');
    const repaid = data.details.find((row) => row.text === 'Total repayment');
    expect(screen.getByTestId('confirm-received').textContent).toBe(received?.value);
    expect(screen.getByRole('region', { name: 'Loan' }).textContent).toContain(
      `${repaid?.text} ${repaid?.value} by ${data.repay_plans.at(-1)?.pay_time}`,
    );
    const rowsOf = (name: string) => {
      const region = screen.getByRole('region', { name });
      const values = within(region).getAllByRole('definition');
      return within(region)
        .getAllByRole('term')
        .map((term, index) => `${term.textContent}: ${values[index]?.textContent}`);
    };
    expect(
      [
        `${received?.text}: ${received?.value}`,
        `${repaid?.text}: ${repaid?.value}`,
        ...rowsOf('Disclosure statement'),
        ...rowsOf('Loan details'),
      ].sort(),
    ).toEqual(data.details.map((row) => `${row.text}: ${row.value}`).sort());
    const total = data.repay_plans.length;
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(
      data.repay_plans.map((row, index) => `${index + 1}/${total}${row.pay_time}${peso(row.amount)}`),
    );
    expect(
      within(agreementsRegion())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(agreements);
    expect((agreementBox() as HTMLInputElement).checked).toBe(true);
    // P1001 has no agreement popup of its own.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a server message shows in place with Retry, which loads the screen', async () => {
    const rendered = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-busy' });
    rendered.world.addFault({ operationId: 'getLoanConfirmDetails', ...BUSY, times: 1 }, 'confirm-busy');
    expect((await screen.findByRole('alert')).textContent).toContain(BUSY.message);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await activeLoanNow();
  });

  it("QA's server-error scenario shows its message", async () => {
    renderRoute('/confirm?productId=P1001', { scenario: 'server-error' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The server is busy, please try again later.',
    );
  });

  it('a dropped connection says network error; Retry recovers', async () => {
    const rendered = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-dropped' });
    rendered.world.addFault(
      { operationId: 'getLoanConfirmDetails', drop: true, times: 2 },
      'confirm-dropped',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('confirm-amount')).toBeTruthy();
  });

  it('without a productId the link says what it lacks and asks nothing', async () => {
    const rendered = renderRoute('/confirm');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incompleteThis loan link is missing some details (a productId). Please open it again from the app.',
    );
    expect(callsOf(rendered, 'getLoanConfirmDetails')).toEqual([]);
  });

  it('agreements that fail to load keep Loan Now inactive until Retry brings them', async () => {
    screenWorld().addFault({ operationId: 'listAgreements', drop: true, times: 2 }, 'confirm-no-list');
    renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-no-list' });
    const failed = await within(await screen.findByRole('region', { name: 'Agreements' })).findByRole(
      'alert',
    );
    expect(failed.textContent).toBe('The agreements could not be loaded. Retry');
    expect(((await loanNow()) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(agreementsRegion()).getByRole('button', { name: 'Retry' }));
    expect((await within(agreementsRegion()).findAllByRole('listitem')).length).toBeGreaterThan(0);
    await activeLoanNow();
  });
});

describe('confirmation (v3): the agreement box and Loan Now', () => {
  it('unchecked, Loan Now is marked inactive; a tap says why beside the box, focuses it and sends nothing', async () => {
    const rendered = renderRoute('/confirm?productId=P1001');
    const button = await activeLoanNow();
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(agreementBox());
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(within(agreementsRegion()).queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    expect(within(agreementsRegion()).getByRole('alert').textContent).toBe(AGREE_FIRST);
    expect(document.activeElement).toBe(agreementBox());
    expect((agreementBox() as HTMLInputElement).checked).toBe(false);
    expect(callsOf(rendered, 'pushLoan')).toEqual([]);
    // Checking the box again takes the hint away and makes Loan Now active.
    fireEvent.click(agreementBox());
    expect(within(agreementsRegion()).queryByRole('alert')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('a double tap is one push with the terms, and the new order opens in place (no history entry)', async () => {
    const rendered = renderRoute('/confirm?productId=P1001');
    const { data } = await confirmData(rendered, 'P1001');
    const button = await activeLoanNow();
    const before = window.history.length;
    fireEvent.click(button);
    fireEvent.click(button);
    await expectNewOrderPage('P1001');
    expect(window.history.length).toBe(before);
    expect(callsOf(rendered, 'pushLoan').map((call) => call.body)).toEqual([
      {
        amount: String(data.amount),
        periods: String(data.periods),
        termUnit: String(data.termUnit),
        productId: 'P1001',
      },
    ]);
  });

  it('Loan Now submitting: a spinner and "Submitting", busy and not greyed as disabled; then the new order says the application was submitted', async () => {
    const rendered = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-submitting' });
    const button = await activeLoanNow();
    rendered.world.addFault({ operationId: 'pushLoan', delayMs: 600, times: 1 }, 'confirm-submitting');
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Not the inactive look of an unchecked box: neither disabled nor aria-disabled.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    // Nothing covers it: the button is the one sign of the push on its way.
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await expectNewOrderPage('P1001');
    const notice = await screen.findByText('Loan application submitted');
    expect(notice.closest('[role="status"]')?.textContent).toContain(
      'Thank you. You can follow its status on this page.',
    );
    // Dismissed, it goes; the order stays.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Loan application submitted')).toBeNull();
    expect(screen.getAllByText('Under review', { exact: true }).length).toBeGreaterThan(0);
  });

  it('an order page says a loan was submitted only when Loan Now opened it and the order is under review', async () => {
    // Under review, but opened from elsewhere (no from=confirm): nothing to say.
    const plain = renderRoute(orderPath('ORD21'));
    expect((await screen.findAllByText('Under review', { exact: true })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loan application submitted')).toBeNull();
    plain.unmount();
    // From the confirmation, but the order has moved on (due): the application is old news.
    renderRoute(`${orderPath('ORD174')}&from=confirm`);
    expect(await screen.findByTestId('pay-amount')).toBeTruthy();
    expect(screen.queryByText('Loan application submitted')).toBeNull();
  });

  it('reloaded while Loan Now was out, the page asks before applying again: Cancel sends nothing, Apply again pushes once', async () => {
    const first = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-reloaded' });
    first.world.addFault({ operationId: 'pushLoan', delayMs: 300, times: 1 }, 'confirm-reloaded');
    fireEvent.click(await activeLoanNow());
    await screen.findByRole('button', { name: 'Submitting' });
    // The borrower reloads before the answer: the push reaches the server all the same.
    cleanup();
    const rendered = renderRoute('', { sandbox: 'confirm-reloaded', reload: true });
    await expect.poll(() => callsOf(rendered, 'pushLoan').map((call) => call.code)).toEqual(['00']);
    fireEvent.click(await activeLoanNow());
    const ask = await screen.findByRole('dialog', { name: 'You may have applied already' });
    expect(ask.textContent).toContain('Please check your orders in the app before you apply again.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'You may have applied already' })).toBeNull();
    expect(callsOf(rendered, 'pushLoan')).toHaveLength(1);
    fireEvent.click(await activeLoanNow());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'You may have applied already' })).getByRole(
        'button',
        {
          name: 'Apply again',
        },
      ),
    );
    await expectNewOrderPage('P1001');
    expect(callsOf(rendered, 'pushLoan')).toHaveLength(2);
    // Answered: the next confirmation of this product applies at once again.
    expect(window.sessionStorage.getItem('loanPushUnanswered:P1001')).toBeNull();
  });

  it('while the push is out Loan Now is busy, more taps send nothing, and back waits', async () => {
    const rendered = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-slow-push' });
    const button = await activeLoanNow();
    rendered.world.addFault({ operationId: 'pushLoan', delayMs: 600, times: 1 }, 'confirm-slow-push');
    fireEvent.click(button);
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    act(() => {
      sendNativeEvent('back');
    });
    expect(screen.queryByRole('dialog', { name: 'Point out' })).toBeNull();
    await expectNewOrderPage('P1001');
    expect(callsOf(rendered, 'pushLoan')).toHaveLength(1);
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');
  });

  it('a refused push toasts the server message, keeps the screen and the box; a second tap goes through', async () => {
    const rendered = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-push-busy' });
    const button = await activeLoanNow();
    rendered.world.addFault({ operationId: 'pushLoan', ...BUSY, times: 1 }, 'confirm-push-busy');
    fireEvent.click(button);
    expect(await within(toasts()).findByText(BUSY.message)).toBeTruthy();
    expect(window.location.pathname).toBe('/confirm');
    expect((agreementBox() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await activeLoanNow());
    await expectNewOrderPage('P1001');
    expect(callsOf(rendered, 'pushLoan')).toHaveLength(2);
  });

  it('a push with no answer says network error and keeps Loan Now', async () => {
    const rendered = renderRoute('/confirm?productId=P1001', { sandbox: 'confirm-push-dropped' });
    const button = await activeLoanNow();
    rendered.world.addFault({ operationId: 'pushLoan', drop: true, times: 1 }, 'confirm-push-dropped');
    fireEvent.click(button);
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    await activeLoanNow();
    expect(window.location.pathname).toBe('/confirm');
  });

  it('a push answering a link the app must not open is refused with a message, and never pushed twice', async () => {
    const rendered = renderRoute('/confirm?productId=P1001');
    const button = await activeLoanNow();
    let pushes = 0;
    rendered.world.msw.use(
      http.post(`${rendered.world.origin}/v3/loan-confirm/loan-detail-push`, () => {
        pushes += 1;
        return HttpResponse.json({
          code: '00',
          message: 'success',
          success: true,
          data: { lendDetailsUrl: 'weixin://order/1' },
        });
      }),
    );
    fireEvent.click(button);
    expect(
      await within(toasts()).findByText(
        'Your loan application was sent, but its order page cannot be opened here. Please check your orders in the app.',
      ),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/confirm');
    // Sent: it says so and cannot send again; it is not left spinning.
    await expect.poll(() => button.disabled).toBe(true);
    expect(button.textContent).toBe('Application submitted');
    expect(button.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button);
    expect(pushes).toBe(1);
  });
});

describe('confirmation (v3): agreements and popups', () => {
  it('a tapped title asks contract-jump for its page in a popup; Agree checks the box, Cancel only closes', async () => {
    const rendered = renderRoute('/confirm?productId=P1001&orderId=ORD21');
    const { agreements } = await confirmData(rendered, 'P1001');
    const [first = '', second = ''] = agreements;
    await activeLoanNow();
    fireEvent.click(agreementBox());

    fireEvent.click(screen.getByRole('button', { name: second }));
    const popup = await screen.findByRole('dialog', { name: second });
    expect(within(popup).getByTitle(second).getAttribute('src')).toMatch(/\S/);
    expect(callsOf(rendered, 'getAgreementLink').map((call) => call.query)).toEqual([
      expect.objectContaining({ productId: 'P1001', scene: '3', position: '1', orderId: 'ORD21' }),
    ]);
    fireEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog', { name: second })).toBeNull();
    expect((agreementBox() as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: first }));
    const firstPopup = await screen.findByRole('dialog', { name: first });
    fireEvent.click(within(firstPopup).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: first })).toBeNull();
    expect(screen.getByTestId('confirm-amount')).toBeTruthy();
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');
  });

  it("P1001: back opens 'Point out'; Continue stays, back closes it, Leave closes the web view", async () => {
    const rendered = renderRoute('/confirm?productId=P1001');
    const { data } = await confirmData(rendered, 'P1001');
    expect(data.isPopType).toBe(1);
    await activeLoanNow();
    const back = () =>
      act(() => {
        sendNativeEvent('back');
      });
    back();
    const retention = await screen.findByRole('dialog', { name: 'Point out' });
    expect(retention.textContent).toContain(data.popContent);
    fireEvent.click(within(retention).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Point out' })).toBeNull();

    back();
    expect(await screen.findByRole('dialog', { name: 'Point out' })).toBeTruthy();
    back();
    expect(screen.queryByRole('dialog', { name: 'Point out' })).toBeNull();
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');

    back();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Point out' })).getByRole('button', { name: 'Leave' }),
    );
    await expect.poll(() => rendered.nativeCalls.map((call) => call.action)).toContain('closeWebView');
  });

  it('P1004: without the retention flag back leaves as everywhere else', async () => {
    const rendered = renderRoute('/confirm?productId=P1004');
    await activeLoanNow();
    act(() => {
      sendNativeEvent('back');
    });
    await expect.poll(() => rendered.nativeCalls.map((call) => call.action)).toContain('closeWebView');
    expect(screen.queryByRole('dialog', { name: 'Point out' })).toBeNull();
  });

  it('P1002: the agreement popup opens by itself; Agree closes it and Loan Now pushes', async () => {
    const rendered = renderRoute('/confirm?productId=P1002');
    const { data } = await confirmData(rendered, 'P1002');
    const popup = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(within(popup).getByTitle('Loan agreement').getAttribute('src')).toBe(data.popAgreementUrl);
    fireEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog', { name: 'Loan agreement' })).toBeNull();
    fireEvent.click(await activeLoanNow());
    await expectNewOrderPage('P1002');
  });

  it('P1002: Cancel on the automatic agreement popup closes the web view and pushes nothing', async () => {
    const rendered = renderRoute('/confirm?productId=P1002');
    const popup = await screen.findByRole('dialog', { name: 'Loan agreement' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(rendered.nativeCalls.map((call) => call.action)).toEqual(['closeWebView']);
    expect(callsOf(rendered, 'pushLoan')).toEqual([]);
  });
});

describe('/confirmOfPeriod', () => {
  it('P1003: the four periods as the schedule with their total, then the push', async () => {
    const rendered = renderRoute('/confirmOfPeriod?productId=P1003');
    const { data } = await confirmData(rendered, 'P1003');
    expect(data.repay_plans).toHaveLength(4);
    const schedule = await screen.findByRole('region', { name: 'Period schedule' });
    expect(within(schedule).getByRole('heading').textContent).toBe('Period schedule · 4 periods');
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(data.repay_plans.map((row, index) => `${index + 1}/4${row.pay_time}${peso(row.amount)}`));
    const sum = data.repay_plans.reduce((total, row) => total + row.amount, 0);
    expect(screen.getByTestId('plan-total').textContent).toBe(peso(sum));
    fireEvent.click(await activeLoanNow());
    await expectNewOrderPage('P1003');
    expect(callsOf(rendered, 'pushLoan')[0]?.body).toMatchObject({
      productId: 'P1003',
      periods: String(data.periods),
    });
  });
});
