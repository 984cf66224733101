import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplaintDetail, ProblemInit } from '../../openapi/generated/model/index.ts';
import { AppProviders } from '../../web/src/app/providers.tsx';
import { createQueryClient } from '../../web/src/app/query-client.ts';
import { AppRouter } from '../../web/src/app/router.tsx';
import { apiData, callsOf } from './support/fake-reads.ts';
import { sendNativeEvent } from './support/native-shell.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';

// The complaint journey at its edges, in-process: the order picked with 'All' through back and
// forward (the browser's and the shell's), a reload, and what the next step and the saved
// complaint say; a complaint's rating after a reload of its details.

const orderCard = () => screen.getByRole('region', { name: 'Order' });
const types = () => screen.findByRole('region', { name: 'Question type' });
const nextStep = () => screen.findByRole('heading', { name: 'Describe your question' });
const description = () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
const attached = () => screen.queryByLabelText('Attached order');
const shownOrderNo = () => screen.getByTestId('complaint-order-no').textContent;

function problemInit(rendered: RenderedRoute): Promise<ProblemInit> {
  return apiData<ProblemInit>(rendered, '/spoken/user-problem/problem-init');
}

/** Switches the order with 'All', tapping the row's order number as a borrower does. */
function chooseOrder(orderNo: string) {
  fireEvent.click(within(orderCard()).getByRole('button', { name: 'All' }));
  const sheet = screen.getByRole('dialog', { name: 'Choose an order' });
  fireEvent.click(within(sheet).getByText(orderNo));
  expect(shownOrderNo()).toBe(orderNo);
}

/**
 * A reload of the page: the app starts again (a fresh query cache, nothing in memory) on the same
 * history entry, its state and the tab's sessionStorage kept, as a browser keeps them.
 */
function reload(rendered: RenderedRoute) {
  rendered.unmount();
  render(
    <AppProviders client={createQueryClient()}>
      <AppRouter />
    </AppProviders>,
  );
}

/** Back, as the borrower does it: the browser's back button or the shell's back gesture. */
function goBack(how: 'browser' | 'native') {
  act(() => {
    if (how === 'browser') window.history.back();
    else expect(sendNativeEvent('back')).toBe(true);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('complaint: the order picked stays attached', () => {
  it('survives back (browser and native), a reload and forward; the next step shows it; the complaint is saved with it', async () => {
    // Ten journeys, each a new sandbox: which order, which type, which back, a reload or not,
    // forward or the type tapped again.
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('browser' as const, 'native' as const),
        fc.boolean(),
        fc.constantFrom('forward' as const, 'tap again' as const),
        async (orderSeed, typeSeed, back, reloaded, comeBack) => {
          cleanup();
          const rendered = renderRoute('/complaint');
          const init = await problemInit(rendered);
          await types();
          const others = init.orderList.filter((order) => order.orderNo !== init.orderDetail?.orderNo);
          const picked = others[orderSeed % others.length];
          if (picked === undefined) throw new Error('The seed world has one order only');
          chooseOrder(picked.orderNo);

          // The types the picked order takes: collection's sub-types only where it allows them.
          const [collection, ...plain] = init.problemType;
          const choices = [
            ...plain.map((type) => ({ type, sonType: undefined, name: type.title })),
            ...(picked.isShow === 1
              ? init.problemSonType.map((sonType) => ({ type: collection, sonType, name: sonType.title }))
              : []),
          ];
          const choice = choices[typeSeed % choices.length];
          if (choice === undefined) throw new Error('No complaint types');
          fireEvent.click(screen.getByRole('button', { name: choice.name }));
          await nextStep();
          const order = attached() as HTMLElement;
          expect(within(order).getByTestId('complaint-attached-order-no').textContent).toBe(picked.orderNo);
          expect(order.textContent).toContain(picked.productName);
          const text = `About ${picked.orderNo}: ${choice.name}`;
          fireEvent.change(description(), { target: { value: text } });

          goBack(back);
          await types();
          expect(shownOrderNo()).toBe(picked.orderNo);
          if (reloaded) {
            reload(rendered);
            await types();
            expect(shownOrderNo()).toBe(picked.orderNo);
          }

          if (comeBack === 'forward') act(() => window.history.forward());
          else fireEvent.click(screen.getByRole('button', { name: choice.name }));
          await nextStep();
          expect(screen.getByTestId('complaint-attached-order-no').textContent).toBe(picked.orderNo);
          // Forward comes back to the same step with what was typed on it.
          if (comeBack === 'forward') expect(description().value).toBe(text);
          else fireEvent.change(description(), { target: { value: text } });

          fireEvent.click(screen.getByRole('button', { name: 'Send' }));
          await screen.findByRole('dialog', { name: 'Successfully Sent' });
          const saves = callsOf(rendered, 'problemSave');
          expect(saves.map((call) => call.code)).toEqual(['00']);
          expect(saves[0]?.body).toMatchObject({
            problemType: String(choice.type?.value),
            orderNo: picked.orderNo,
            problemDetail: text,
          });
          const saved = rendered.sandbox().state.complaint.complaints.at(-1);
          expect(saved?.orderNo).toBe(picked.orderNo);
        },
      ),
      { numRuns: 10, seed: 37 },
    );
  });

  it('the next step says which order is attached, and none when the borrower has no order', async () => {
    renderRoute('/complainPageNext?problemType=4&typeName=App%20problem');
    await nextStep();
    expect(attached()).toBeNull();
  });
});

describe('complaint details: the rating after a reload', () => {
  it.each([
    ['CP1001', 4],
    ['CP1004', 1],
  ])(
    '%s rated with %i star(s) still shows the stars after a reload, and does not ask again',
    async (problemId, stars) => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      const rendered = renderRoute(`/complainDetails?problemId=${problemId}`);
      await screen.findByRole('region', { name: 'Description' });
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      const modal = screen.getByRole('dialog', { name: 'Please rate this service' });
      fireEvent.click(within(modal).getByRole('button', { name: stars === 1 ? '1 star' : `${stars} stars` }));
      fireEvent.click(within(modal).getByRole('button', { name: 'Send' }));
      const label = `${stars} out of 5 stars`;
      expect(await screen.findByRole('img', { name: label })).toBeTruthy();

      reload(rendered);
      await screen.findByRole('region', { name: 'Description' });
      expect(await screen.findByRole('img', { name: label })).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(6000);
      });
      expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).toBeNull();
      const detail = await apiData<ComplaintDetail>(rendered, '/spoken/user-problem/problem-detail', {
        problemId,
      });
      expect(detail.score).toBe(stars);
    },
  );

  it('a complaint rated before shows its stars on the first load', async () => {
    renderRoute('/complainDetails?problemId=CP1002');
    expect(await screen.findByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });
});
