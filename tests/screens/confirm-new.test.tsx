import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  CultureItem,
  GetLoanConfirmDetailsVariantTwoData,
} from '../../openapi/generated/model/index.ts';
import { apiData, callsOf } from './support/fake-reads.ts';
import { sendNativeEvent } from './support/native-shell.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { screenWorld } from './support/screen-world.ts';
import { peso } from './support/text.ts';

// The loan confirmation, variant 2 (/confirmNew, the /gopia/goya calls) against the fake world
// in-process: the journeys of tests/e2e/confirm-new.spec.ts that need no browser. What it shares
// with variant 1 (the box, Loan Now while a push is out) is proven in confirm.test.tsx; here what
// variant 2 adds: the shell's extra params on every call, the promotional popup, ₹, the toast.

/** Variant 2's extra session params, as the shell puts them in the page address. */
const SHELL = { appName: 'PesoGo', clientType: 'ios' };
const confirmNew = (productId: string) =>
  `/confirmNew?productId=${productId}&appName=${SHELL.appName}&clientType=${SHELL.clientType}`;

function variantTwoData(rendered: RenderedRoute, productId: string) {
  return apiData<GetLoanConfirmDetailsVariantTwoData>(rendered, '/gopia/goya/satire', { productId });
}

async function agreementTitles(rendered: RenderedRoute, productId: string): Promise<string[]> {
  const url = `${rendered.world.origin}/gopia/goya/cultures?productId=${productId}&sessionId=${rendered.sandboxId}`;
  const answer = (await (await fetch(url)).json()) as { data: { list: CultureItem[] } };
  return answer.data.list.map((item) => item.title);
}

/** How a borrower sees an amount in rupees: written apart from the app's formatter. */
const rupee = (minorUnits: number) => peso(minorUnits).replace('₱', '₹');

const promo = () => screen.findByRole('dialog', { name: 'Promotion' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const planRows = () =>
  within(screen.getByRole('region', { name: 'Repayment plan' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const back = () =>
  act(() => {
    sendNativeEvent('back');
  });

async function activeLoanNow(): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name: 'Loan Now' })) as HTMLButtonElement;
  await expect.poll(() => button.disabled).toBe(false);
  return button;
}

describe('confirmation (variant 2): loading, answer, server message', () => {
  it('a slow answer shows the loading state; a dropped one says network error; Retry loads the screen', async () => {
    // The query retries once by itself: drop both tries, the first one slow.
    screenWorld().addFault(
      { operationId: 'getLoanConfirmDetailsVariantTwo', drop: true, delayMs: 300, times: 2 },
      'new-dropped',
    );
    renderRoute(confirmNew('P1001'), { sandbox: 'new-dropped' });
    expect(await screen.findByText('Loading loan')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await activeLoanNow();
  });

  it('a refusal toasts the server message; in place only that the loan did not load, and no Retry', async () => {
    const message = 'This product is not available in your area.';
    screenWorld().addFault(
      { operationId: 'getLoanConfirmDetailsVariantTwo', code: '403', message, times: 1 },
      'new-refused',
    );
    renderRoute(confirmNew('P1001'), { sandbox: 'new-refused' });
    expect(await within(toasts()).findByText(message)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('The loan could not be loaded.');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Loan not available' })).toBeTruthy();
    // The same call would get the same 403: no Retry; a person can help.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeTruthy();
  });

  it('without a productId the link says what it lacks', async () => {
    const rendered = renderRoute('/confirmNew');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incompleteThis loan link is missing some details (a productId). Please open it again from the app.',
    );
    expect(callsOf(rendered, 'getLoanConfirmDetailsVariantTwo')).toEqual([]);
  });
});

describe('confirmation (variant 2): the promotional popup and the shell’s params', () => {
  it('P1003: the popup with its message and button; the close icon closes it and tells the server', async () => {
    const rendered = renderRoute(confirmNew('P1003'));
    const data = await variantTwoData(rendered, 'P1003');
    expect(data.showNewPop).toBe(1);
    const popup = await promo();
    expect(popup.textContent).toContain(data.NewPopMsg);
    expect(within(popup).getByRole('button', { name: data.NewButtonMsg })).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Promotion' })).toBeNull();
    await expect
      .poll(() => callsOf(rendered, 'recordPopupClosedVariantTwo').map((call) => call.body))
      .toEqual([{ productId: 'P1003' }]);

    // The same screen as v3: the plan rows in pesos.
    expect(screen.getByTestId('confirm-amount').textContent).toBe(peso(data.loanAmount));
    expect(planRows()).toEqual(
      data.planRows.map(
        (row, index) => `${index + 1}/${data.planRows.length}${row.payTime}${peso(row.amount)}`,
      ),
    );
    // Every variant-2 call the screen made carries the shell's extra session params.
    const screenCalls = rendered
      .sandbox()
      .log.filter((call) => call.path.startsWith('/gopia/goya/') && call.query.appName !== undefined);
    expect(screenCalls.map((call) => call.operationId).sort()).toEqual([
      'getLoanConfirmDetailsVariantTwo',
      'listAgreementsVariantTwo',
      'recordPopupClosedVariantTwo',
    ]);
    for (const call of screenCalls) expect(call.query).toMatchObject(SHELL);
  });

  it('P1004: amounts in ₹; the popup’s button closes it; the push sends the terms and opens the new order in place', async () => {
    const rendered = renderRoute(confirmNew('P1004'));
    const data = await variantTwoData(rendered, 'P1004');
    expect(data.currencyFlag).toBe(1);
    fireEvent.click(within(await promo()).getByRole('button', { name: data.NewButtonMsg }));
    expect(screen.queryByRole('dialog', { name: 'Promotion' })).toBeNull();
    expect(screen.getByTestId('confirm-amount').textContent).toBe(rupee(data.loanAmount));
    expect(planRows()).toEqual(
      data.planRows.map(
        (row, index) => `${index + 1}/${data.planRows.length}${row.payTime}${rupee(row.amount)}`,
      ),
    );
    expect(screen.getByRole('region', { name: 'Loan details' }).textContent).toContain(
      rupee(data.loanAmount),
    );

    const before = window.history.length;
    fireEvent.click(await activeLoanNow());
    expect((await screen.findAllByText('Under review', { exact: true })).length).toBeGreaterThan(0);
    expect(`${window.location.pathname}${window.location.search}`).toMatch(
      /^\/loanDetail\?productId=P1004&orderId=ORD\d+&from=confirm$/,
    );
    expect(window.history.length).toBe(before);
    const pushes = callsOf(rendered, 'pushLoanVariantTwo');
    expect(pushes.map((call) => call.body)).toEqual([
      { productId: 'P1004', loanAmount: String(data.loanAmount), loanDays: String(data.loanDays) },
    ]);
    expect(pushes[0]?.query).toMatchObject(SHELL);
  });

  it('unchecked, a tap on Loan Now sends no push; checked again, one push', async () => {
    const rendered = renderRoute(confirmNew('P1001'));
    const button = await activeLoanNow();
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to' });
    fireEvent.click(box);
    fireEvent.click(button);
    expect(within(screen.getByRole('region', { name: 'Agreements' })).getByRole('alert').textContent).toBe(
      'Please tick this box to agree to the agreements before you apply.',
    );
    expect(callsOf(rendered, 'pushLoanVariantTwo')).toEqual([]);
    fireEvent.click(box);
    fireEvent.click(button);
    await expect.poll(() => window.location.search).toMatch(/from=confirm$/);
    expect(callsOf(rendered, 'pushLoanVariantTwo')).toHaveLength(1);
  });

  it('Loan Now submitting: a spinner and "Submitting", busy and not greyed as disabled; then the new order says the application was submitted', async () => {
    const rendered = renderRoute(confirmNew('P1001'), { sandbox: 'new-push-submitting' });
    const button = await activeLoanNow();
    rendered.world.addFault(
      { operationId: 'pushLoanVariantTwo', delayMs: 600, times: 1 },
      'new-push-submitting',
    );
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    const notice = await screen.findByText('Loan application submitted');
    expect(notice.closest('[role="status"]')?.textContent).toContain(
      'Thank you. You can follow its status on this page.',
    );
    expect(window.location.search).toMatch(/from=confirm$/);
    expect(callsOf(rendered, 'pushLoanVariantTwo')).toHaveLength(1);
  });

  it('a refused push toasts the server message and keeps the screen', async () => {
    const message = 'You have an order under review already.';
    const rendered = renderRoute(confirmNew('P1001'), { sandbox: 'new-push-refused' });
    const button = await activeLoanNow();
    rendered.world.addFault(
      { operationId: 'pushLoanVariantTwo', code: '409', message, times: 1 },
      'new-push-refused',
    );
    fireEvent.click(button);
    expect(await within(toasts()).findByText(message)).toBeTruthy();
    expect(window.location.pathname).toBe('/confirmNew');
    expect(
      (screen.getByRole('checkbox', { name: 'I have read and agree to' }) as HTMLInputElement).checked,
    ).toBe(true);
    await activeLoanNow();
    expect(callsOf(rendered, 'pushLoanVariantTwo')).toHaveLength(1);
  });
});

describe('confirmation (variant 2): back and the agreement popups', () => {
  it('P1003: back closes the promotional popup first, then opens Point out', async () => {
    const rendered = renderRoute(confirmNew('P1003'));
    await promo();
    back();
    expect(screen.queryByRole('dialog', { name: 'Promotion' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Point out' })).toBeNull();
    back();
    expect(await screen.findByRole('dialog', { name: 'Point out' })).toBeTruthy();
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');
  });

  it("P1001: 'Point out' on back shows the server's text; Leave closes the web view", async () => {
    const rendered = renderRoute(confirmNew('P1001'));
    const data = await variantTwoData(rendered, 'P1001');
    await activeLoanNow();
    back();
    const retention = await screen.findByRole('dialog', { name: 'Point out' });
    expect(retention.textContent).toContain(data.retainContent);
    fireEvent.click(within(retention).getByRole('button', { name: 'Leave' }));
    await expect.poll(() => rendered.nativeCalls.map((call) => call.action)).toContain('closeWebView');
  });

  it('P1002: the agreement popup opens by itself; a title asks its link with the shell’s params; back closes that one', async () => {
    const rendered = renderRoute(confirmNew('P1002'));
    const titles = await agreementTitles(rendered, 'P1002');
    const auto = await screen.findByRole('dialog', { name: 'Loan agreement' });
    fireEvent.click(within(auto).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog', { name: 'Loan agreement' })).toBeNull();

    const last = titles.at(-1) ?? '';
    fireEvent.click(await screen.findByRole('button', { name: last }));
    const popup = await screen.findByRole('dialog', { name: last });
    expect(within(popup).getByTitle(last).getAttribute('src')).toMatch(/\S/);
    expect(callsOf(rendered, 'getAgreementLinkVariantTwo')[0]?.query).toMatchObject({
      ...SHELL,
      productId: 'P1002',
      position: String(titles.length - 1),
    });
    back();
    expect(screen.queryByRole('dialog', { name: last })).toBeNull();
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');
  });

  it('P1002: Cancel on the automatic agreement popup closes the web view and pushes nothing', async () => {
    const rendered = renderRoute(confirmNew('P1002'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Loan agreement' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(rendered.nativeCalls.map((call) => call.action)).toEqual(['closeWebView']);
    expect(callsOf(rendered, 'pushLoanVariantTwo')).toEqual([]);
  });
});
