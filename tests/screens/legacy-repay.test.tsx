import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, RepaymentInfo, RepaymentWay } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf, seedOrder } from './support/fake-reads.ts';
import { sendNativeEvent } from './support/native-shell.ts';
import { renderRoute } from './support/render-route.tsx';
import { freshSandboxId, screenWorld } from './support/screen-world.ts';
import { peso } from './support/text.ts';

// The legacy card repayment (/legacyRepay) in-process: loading, the cards and the amount, the
// spec's card-list message, the spec's Chinese messages for a missing card and a short code, what
// commit and confirm send, the server's messages (scenarios wrong-code and repay-twice) and the
// way back to the settled order. tests/e2e/legacy-repay.spec.ts keeps the 60 s countdown on a
// browser clock, the back gesture's history and the gateway page itself.

const BUSY = { code: '500', message: 'The card service is busy' };

const cards = () => screen.findByRole('group', { name: 'Bank cards' });
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

const ORD174 = () => ({ productId: seedOrder('ORD174').productId, orderId: 'ORD174' });

/** ORD174's card repayment for `amount` (its amount due unless given), as the repayment page links it. */
function legacyPath(amount: number | string, extra = ''): string {
  return `/legacyRepay?productId=${seedOrder('ORD174').productId}&orderId=ORD174&amount=${amount}${extra}`;
}

/** Opens ORD174's card repayment for its amount due and waits for the cards. */
async function openCards(sandboxId = freshSandboxId()) {
  const info = await apiData<RepaymentInfo>(
    { world: screenWorld(), sandboxId },
    '/v3/installment/loan-play-detail',
    ORD174(),
  );
  const rendered = renderRoute(legacyPath(info.repayAmount), { sandbox: sandboxId });
  await cards();
  return { rendered, info };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('card repayment: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the amount and the cards, none chosen', async () => {
    const rendered = renderRoute(legacyPath(123450));
    rendered.world.addFault({ operationId: 'repaymentWay', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading bank cards')).toBeTruthy();
    const way = await apiData<RepaymentWay>(rendered, '/spoken/loan/repayment-way');
    const radios = within(await cards()).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual(way.bankCards.map(() => false));
    for (const card of way.bankCards) expect(screen.getByText(card.bankName)).toBeTruthy();
    expect(document.title).toBe('Card repayment');
    expect(screen.getByTestId('legacy-amount').textContent).toBe(peso(123450));
    expect(screen.getByText('Order ORD174')).toBeTruthy();
  });

  it('a refused card query says 查询银行卡列表失败 in place and the server’s message once, as a toast', async () => {
    const rendered = renderRoute(legacyPath(100), { sandbox: 'legacy-busy' });
    rendered.world.addFault({ operationId: 'repaymentWay', ...BUSY, times: 1 }, 'legacy-busy');
    expect((await screen.findByRole('alert')).textContent).toContain('查询银行卡列表失败');
    expect(await within(toasts()).findByText(BUSY.message)).toBeTruthy();
    expect(screen.getAllByText(BUSY.message)).toHaveLength(1);
  });

  it('a dropped card query says 查询银行卡列表失败; Retry loads the cards', async () => {
    const rendered = renderRoute(legacyPath(100), { sandbox: 'legacy-dropped' });
    // The query retries once by itself: drop both tries.
    rendered.world.addFault({ operationId: 'repaymentWay', drop: true, times: 2 }, 'legacy-dropped');
    expect((await screen.findByRole('alert')).textContent).toContain('查询银行卡列表失败');
    fireEvent.click(button('Retry'));
    expect(await cards()).toBeTruthy();
  });

  it('a link without an amount says what it lacks and asks nothing', async () => {
    const rendered = renderRoute('/legacyRepay?productId=P1001&orderId=ORD174');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incompleteThis repayment link is missing some details (a productId, an orderId and an amount). Please open it again from the app.',
    );
    expect(callsOf(rendered, 'repaymentWay')).toEqual([]);
  });
});

describe('card repayment: paying', () => {
  it('Repay now without a card says 请先选择付款银行卡！ and sends nothing', async () => {
    const { rendered } = await openCards();
    fireEvent.click(button('Repay now'));
    expect(await within(toasts()).findByText('请先选择付款银行卡！')).toBeTruthy();
    expect(callsOf(rendered, 'repaymentCommit')).toEqual([]);
  });

  it('BDO: commit sends the card, locks it and starts the resend wait; a short code says 请输入正确的验证码; the code settles the order', async () => {
    const { rendered, info } = await openCards();
    fireEvent.click(screen.getByText('BDO Unibank'));
    fireEvent.click(button('Repay now'));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeTruthy();
    expect(callsOf(rendered, 'repaymentCommit').map((call) => call.body)).toEqual([
      {
        amount: String(info.repayAmount),
        bankName: 'BDO Unibank',
        cardId: 'LC1',
        cardNo: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
        couponId: '',
        orderId: 'ORD174',
        repayToken: expect.stringMatching(/^RT\d+$/),
        bankCode: 'BDO',
        sendMsg: '1',
      },
    ]);
    expect((screen.getByRole('radio', { name: /BDO Unibank/ }) as HTMLInputElement).disabled).toBe(true);
    const resend = button(/^Resend/) as HTMLButtonElement;
    expect(resend.textContent).toBe('Resend in 60s');
    expect(resend.disabled).toBe(true);

    fireEvent.change(codeInput(), { target: { value: '12345' } });
    fireEvent.click(button('Confirm repayment'));
    expect(await within(toasts()).findByText('请输入正确的验证码')).toBeTruthy();
    expect(callsOf(rendered, 'repaymentConfirm')).toEqual([]);

    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(button('Confirm repayment'));
    expect(await screen.findByRole('button', { name: 'Borrow Again' })).toBeTruthy();
    expect(window.location.pathname).toBe('/loanDetail');
    expect(within(toasts()).getByText('Repayment successful')).toBeTruthy();
    expect(callsOf(rendered, 'repaymentConfirm').map((call) => call.body)).toEqual([
      { orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: expect.stringMatching(/^LR\d+$/) },
    ]);
  });

  it('a wrong code (scenario wrong-code) shows the server message and keeps the code', async () => {
    const { rendered } = await openCards('legacy-wrong-code');
    rendered.world.setScenario('wrong-code', 'legacy-wrong-code');
    fireEvent.click(screen.getByText('Bank of the Philippine Islands'));
    fireEvent.click(button('Repay now'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), {
      target: { value: '654321' },
    });
    fireEvent.click(button('Confirm repayment'));
    expect(await within(toasts()).findByText('The verification code is wrong.')).toBeTruthy();
    expect(codeInput().value).toBe('654321');
    expect(window.location.pathname).toBe('/legacyRepay');
  });

  it('a second submission (scenario repay-twice) shows the server message and keeps the card', async () => {
    const { rendered } = await openCards('legacy-twice');
    rendered.world.setScenario('repay-twice', 'legacy-twice');
    fireEvent.click(screen.getByText('Metrobank'));
    fireEvent.click(button('Repay now'));
    expect(await within(toasts()).findByText('Do not submit the repayment twice.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Metrobank/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it('a card that needs no code pays at once and opens the settled order', async () => {
    const { rendered } = await openCards();
    fireEvent.click(screen.getByText('Metrobank'));
    fireEvent.click(button('Repay now'));
    expect(await screen.findByRole('button', { name: 'Borrow Again' })).toBeTruthy();
    const order = await apiData<OrderDetail>(rendered, '/v3/loan-details/loan-details', ORD174());
    expect(order.orderStatus).toBe(200);
    expect(callsOf(rendered, 'repaymentConfirm')).toEqual([]);
  });

  it('Huichao is offered only with the borrower’s user id, and opens the gateway’s page', async () => {
    renderRoute(legacyPath(100));
    await cards();
    expect(screen.queryByRole('button', { name: 'Pay through online banking (Huichao)' })).toBeNull();

    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const rendered = renderRoute(legacyPath(100, '&userId=U1000'));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay through online banking (Huichao)' }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/\/__fake\/pages\/external-repay\/ORD174/);
    expect(callsOf(rendered, 'getLegacyRepayRedirect').map((call) => call.body)).toEqual([
      { userId: 'U1000', orderId: 'ORD174', amount: '100' },
    ]);
  });

  it('a refresh that fails while the code is awaited keeps the card, the typed code and the wait', async () => {
    const { rendered } = await openCards('legacy-resume');
    fireEvent.click(screen.getByText('BDO Unibank'));
    fireEvent.click(button('Repay now'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), {
      target: { value: '1234' },
    });
    rendered.world.addFault({ operationId: 'repaymentWay', ...BUSY, times: 1 }, 'legacy-resume');
    // The shell says the web view is visible again (the borrower read the SMS): the app refreshes.
    act(() => {
      sendNativeEvent('resume');
    });
    expect(await within(toasts()).findByText(BUSY.message)).toBeTruthy();
    expect(callsOf(rendered, 'repaymentWay').at(-1)?.code).toBe(BUSY.code);
    // The toast comes from the shared client before the query takes the answer, and TanStack Query
    // tells the screen on a zero-delay timer: one turn of the event loop (no waiting on time) lets
    // the screen render what the refresh left it with before it is read.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(codeInput().value).toBe('1234');
    expect((screen.getByRole('radio', { name: /BDO Unibank/ }) as HTMLInputElement).checked).toBe(true);
    expect((button(/^Resend in \d+s$/) as HTMLButtonElement).disabled).toBe(true);
  });
});
