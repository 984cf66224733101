import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardInit } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf, orderPath } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';

// The bank form (/bindBank) in-process: loading, the form card-init builds (spec §9 defaults,
// the hide rule), the server's messages, digits only, what Next sends (bind-card-new from the
// shell, card-change from the order page) and where it leads. tests/e2e/bind-bank.spec.ts keeps
// what needs a browser: the wheel scrolled by a finger, the keyboard hiding Next.

const next = () => screen.getByRole('button', { name: 'Next' });
const input = (title: string) => screen.getByLabelText(title) as HTMLInputElement;
/** A picker field: its button is named by the field's title and what it shows. */
const pickField = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} `) });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

function cardInit(rendered: RenderedRoute, productId: string): Promise<CardInit> {
  return apiData<CardInit>(rendered, '/spoken/card-init', { product_id: productId });
}

/** The fields shown, by title, in order. */
function shownTitles(): string[] {
  return [...document.querySelectorAll('.bank-field__title')].map((title) => title.textContent ?? '');
}

/** Opens the form of a product as the shell does, and waits for it. */
async function openForm(productId: string, sandbox?: string): Promise<RenderedRoute> {
  const rendered = renderRoute(`/bindBank?product_id=${productId}`, { sandbox });
  expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  return rendered;
}

/** Opens a picker field, taps an entry and confirms it. */
function pick(title: string, entry: string) {
  fireEvent.click(pickField(title));
  const sheet = screen.getByRole('dialog', { name: title });
  fireEvent.click(within(sheet).getByRole('option', { name: entry }));
  fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
  expect(screen.queryByRole('dialog', { name: title })).toBeNull();
}

describe('bank form: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the form with the spec’s defaults', async () => {
    const rendered = renderRoute('/bindBank?product_id=P1001');
    rendered.world.addFault({ operationId: 'cardInit', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading form')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment account information' })).toBeTruthy();
    expect(document.title).toBe('Payment account information');
    // Spec §9: card type 1 (E-wallet) and channel 90006 (GCash).
    expect(screen.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe('true');
    expect(pickField('E-wallet').textContent).toBe('GCash');
    expect(callsOf(rendered, 'cardInit').map((call) => call.body)).toEqual([{ product_id: 'P1001' }]);
  });

  it('a form that fails to load says why; Retry loads it', async () => {
    const rendered = renderRoute('/bindBank?product_id=P1001', { sandbox: 'bank-busy' });
    rendered.world.addFault(
      { operationId: 'cardInit', code: '500', message: 'The form is not available.', times: 1 },
      'bank-busy',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The form is not available.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('a link without the product says what it lacks and asks nothing', async () => {
    const rendered = renderRoute('/bindBank');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incompleteThis bank form link is missing some details (a product_id). Please open it again from the app.',
    );
    expect(callsOf(rendered, 'cardInit')).toEqual([]);
  });
});

describe('bank form: the fields', () => {
  it('each card type and channel shows exactly the items the hide rule gives', async () => {
    const rendered = await openForm('P1003');
    const form = await cardInit(rendered, 'P1003');
    for (const { cardType, title } of form.cardTypes) {
      fireEvent.click(screen.getByRole('tab', { name: title }));
      const picker = form.items.find(
        (item) => item.code === form.channelCode && (item.cardTypeMi === 0 || item.cardTypeMi === cardType),
      );
      for (const channel of picker?.note ?? []) {
        pick(picker?.title ?? '', channel.name);
        // Written apart from the app's rule: every card type (0) or this one; every channel ('') or this one.
        const expected = form.items
          .filter((item) => item.cardTypeMi === 0 || item.cardTypeMi === cardType)
          .filter((item) => item.channelNumber === '' || item.channelNumber === channel.type)
          .map((item) => item.title);
        expect(shownTitles(), `${title} / ${channel.name}`).toEqual(expected);
      }
    }
  });

  it('numeric fields keep digits only; each card type keeps its own channel', async () => {
    await openForm('P1001');
    fireEvent.change(input('Mobile number'), { target: { value: '0917 123-4567x' } });
    expect(input('Mobile number').value).toBe('09171234567');
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(pickField('Bank').textContent).toBe('Choose your bank');
    pick('Bank', 'BDO');
    expect(shownTitles()).toContain('BDO branch code');
    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(pickField('E-wallet').textContent).toBe('GCash');
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(pickField('Bank').textContent).toBe('BDO');
  });

  it('Cancel keeps what the picker showed; Confirm takes the entry', async () => {
    await openForm('P1001');
    fireEvent.click(pickField('Salary day'));
    const sheet = screen.getByRole('dialog', { name: 'Salary day' });
    fireEvent.click(within(sheet).getByRole('option', { name: '20' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(pickField('Salary day').textContent).toBe('Day of the month you get paid (1-31)');
    pick('Salary day', '15');
    expect(pickField('Salary day').textContent).toBe('15');
  });
});

describe('bank form: Next', () => {
  it('an empty field is asked for before anything is sent; a refused form keeps what was typed', async () => {
    const rendered = await openForm('P1001', 'bank-refused');
    fireEvent.click(next());
    expect(await within(toasts()).findByText('Please complete: Mobile number')).toBeTruthy();
    expect(callsOf(rendered, 'bindCardNew')).toEqual([]);
    // The server checks the format: its message names the field.
    fireEvent.change(input('Mobile number'), { target: { value: '0917' } });
    pick('Salary day', '5');
    fireEvent.click(next());
    expect(await within(toasts()).findByText(/Mobile number: must be 11 digits/)).toBeTruthy();
    expect(input('Mobile number').value).toBe('0917');
    expect(pickField('Salary day').textContent).toBe('5');
    expect(rendered.nativeCalls).toEqual([]);
  });

  it('a dropped connection says network error and keeps the form; Next again binds', async () => {
    const rendered = await openForm('P1001', 'bank-dropped');
    fireEvent.change(input('Mobile number'), { target: { value: '09171234567' } });
    pick('Salary day', '5');
    rendered.world.addFault({ operationId: 'bindCardNew', drop: true, times: 1 }, 'bank-dropped');
    fireEvent.click(next());
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(input('Mobile number').value).toBe('09171234567');
    fireEvent.click(next());
    await expect
      .poll(() => rendered.nativeCalls.map((call) => call.action))
      .toEqual(['endBank', 'closeWebView']);
    expect(callsOf(rendered, 'bindCardNew').map((call) => call.code)).toEqual([null, '00']);
  });

  it('opened by the shell: bind-card-new with the shown fields, then endBank and closeWebView', async () => {
    const rendered = await openForm('P1001');
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    pick('Bank', 'BDO');
    fireEvent.change(input('Account number'), { target: { value: '1234-5678-9012' } });
    fireEvent.change(input('BDO branch code'), { target: { value: '0451' } });
    fireEvent.change(input('Branch city'), { target: { value: 'Quezon City' } });
    fireEvent.change(input('Mobile number'), { target: { value: '09181234567' } });
    pick('Salary day', '30');
    fireEvent.click(next());
    await expect
      .poll(() => rendered.nativeCalls.map((call) => call.action))
      .toEqual(['endBank', 'closeWebView']);
    expect(callsOf(rendered, 'bindCardNew').map((call) => call.body)).toEqual([
      {
        channel: '20001',
        accountNo: '123456789012',
        branchCode: '0451',
        branchCity: 'Quezon City',
        mobile: '09181234567',
        salaryDay: '30',
        product_id: 'P1001',
        cardType: '2',
        channelNumber: '20001',
      },
    ]);
    expect(callsOf(rendered, 'cardChange')).toEqual([]);
  });

  it('from the order page: card-change, then back on the order, which says the account was saved', async () => {
    const rendered = renderRoute(orderPath('ORD170B'));
    const form = await cardInit(rendered, 'P1004');
    const prefilled = form.items.find((item) => item.code === 'walletNo')?.value ?? '';
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bind now' }));
    expect(await screen.findByRole('heading', { name: 'Payment account information' })).toBeTruthy();
    expect(input('E-wallet number').value).toBe(prefilled);
    fireEvent.change(input('Mobile number'), { target: { value: '09171234567' } });
    pick('Salary day', '15');
    fireEvent.click(next());
    expect(await screen.findByText('Bank account saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bind now' })).toBeNull();
    expect(callsOf(rendered, 'cardChange').map((call) => call.body)).toEqual([
      {
        channel: '90006',
        walletNo: prefilled,
        mobile: '09171234567',
        salaryDay: '15',
        product_id: 'P1004',
        cardType: '1',
        channelNumber: '90006',
      },
    ]);
    expect(callsOf(rendered, 'bindCardNew')).toEqual([]);
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');
  });

  it('from the order page, a dropped card-change says network error and keeps the form; Next again saves', async () => {
    const rendered = renderRoute(orderPath('ORD170B'), { sandbox: 'change-dropped' });
    await cardInit(rendered, 'P1004');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bind now' }));
    expect(await screen.findByRole('heading', { name: 'Payment account information' })).toBeTruthy();
    fireEvent.change(input('Mobile number'), { target: { value: '09171234567' } });
    pick('Salary day', '15');
    rendered.world.addFault({ operationId: 'cardChange', drop: true, times: 1 }, 'change-dropped');
    fireEvent.click(next());
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(input('Mobile number').value).toBe('09171234567');
    fireEvent.click(next());
    expect(await screen.findByText('Bank account saved')).toBeTruthy();
    expect(callsOf(rendered, 'cardChange').map((call) => call.code)).toEqual([null, '00']);
  });
});
