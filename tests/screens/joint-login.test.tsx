import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnionErrorInfo } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';

// The joint-login failure page (/error) against the fake world in-process: the journeys of
// tests/e2e/order-states.spec.ts ("joint-login failure page") that need no browser, and the
// states that journey does not reach (loading, a server message, a dropped connection).

function failureInfo(rendered: RenderedRoute): Promise<UnionErrorInfo> {
  return apiData<UnionErrorInfo>(rendered, '/service/new/union-error-info');
}

/** The card of one recommended product (the whole card is the button). */
function card(name: string): HTMLElement {
  const item = within(screen.getByRole('region', { name: 'Recommended products' }))
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(name));
  if (item === undefined) throw new Error(`No recommended product ${name} on the page.`);
  return within(item).getByRole('button');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('joint-login failure page', () => {
  it('a slow answer shows the loading state, then Failed, the messages and every recommendation', async () => {
    const rendered = renderRoute('/error');
    rendered.world.addFault({ operationId: 'getErrorPageInfo', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading')).toBeTruthy();
    const data = await failureInfo(rendered);
    expect(await screen.findByRole('heading', { name: 'Failed' })).toBeTruthy();
    expect(document.title).toBe('Failed');
    expect(screen.getByText(data.errMessage)).toBeTruthy();
    expect(screen.getByText(data.noticeMessage)).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Recommended products' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(
      data.productList.map(
        (product) =>
          `${product.productName}${product.rate}${product.amountRange}${product.rangeDesc}${product.productDesc}${product.buttonText}`,
      ),
    );
  });

  it('a server message shows in place with Retry, which loads the page', async () => {
    const rendered = renderRoute('/error', { sandbox: 'error-busy' });
    rendered.world.addFault(
      {
        operationId: 'getErrorPageInfo',
        code: '500',
        message: 'The service is busy, please try again later.',
        times: 1,
      },
      'error-busy',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The service is busy, please try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Failed' })).toBeTruthy();
  });

  it('a dropped connection says network error; Retry recovers', async () => {
    const rendered = renderRoute('/error', { sandbox: 'error-dropped' });
    // The query retries once by itself: drop both tries.
    rendered.world.addFault({ operationId: 'getErrorPageInfo', drop: true, times: 2 }, 'error-dropped');
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Failed' })).toBeTruthy();
  });

  it('a product with the clickable flag 0 ignores the tap; a clickable one asks define once and opens its page here', async () => {
    const rendered = renderRoute('/error');
    const data = await failureInfo(rendered);
    await screen.findByRole('heading', { name: 'Failed' });
    const blocked = data.productList.find((product) => product.isClick !== 1);
    const position = data.productList.findIndex((product) => product.isClick === 1);
    const open = data.productList[position];
    if (blocked === undefined || open === undefined)
      throw new Error('The seeded world needs a clickable and a blocked recommendation.');
    // Where define sends the tap (the seed's clickable recommendations are web pages), asked in a
    // sandbox of its own so that this sandbox's log holds only the screen's calls.
    const { link } = await apiData<{ link: string }>(
      { world: rendered.world, sandboxId: 'error-links' },
      '/gopia/goya/define',
      { module: 'union-error', position: String(position), productKey: open.productId },
    );
    expect(link).toMatch(/^https?:/);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    const blockedCard = card(blocked.productName);
    expect(blockedCard.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(blockedCard);
    // A double tap on the clickable one is one jump.
    fireEvent.click(card(open.productName));
    fireEvent.click(card(open.productName));
    await expect.poll(() => assign.mock.calls).toEqual([[link]]);
    expect(callsOf(rendered, 'getProductLink').map((call) => call.body)).toEqual([
      { module: 'union-error', position: String(position), productKey: open.productId },
    ]);
    expect(rendered.nativeCalls).toEqual([]);
  });

  it('a refused jump shows the server message and opens nothing', async () => {
    const rendered = renderRoute('/error', { sandbox: 'error-refused-jump' });
    const data = await failureInfo(rendered);
    const open = data.productList.find((product) => product.isClick === 1);
    if (open === undefined) throw new Error('The seeded world needs a clickable recommendation.');
    await screen.findByRole('heading', { name: 'Failed' });
    rendered.world.addFault(
      { operationId: 'getProductLink', code: '500', message: 'This product is not available now' },
      'error-refused-jump',
    );
    fireEvent.click(card(open.productName));
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('This product is not available now')).toBeTruthy();
    expect(rendered.nativeCalls).toEqual([]);
  });
});
