import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_DENIED } from '../../web/src/features/test-preview/use-geolocation.ts';
import { callsOf } from './support/fake-reads.ts';
import { renderRoute } from './support/render-route.tsx';

// The developers' test page (/testPreview) in-process: the journeys of
// tests/e2e/test-preview.spec.ts that need no browser. The page asks the server nothing itself;
// what it proves is that its links open the app's real screens with the values typed, so these
// tests follow the links into the fake world. The picked photo's pixels and the browser's own
// geolocation permission stay in the e2e.

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const pages = () => screen.getByRole('navigation', { name: 'Pages' });
const pageLink = (name: string) => within(pages()).getByRole('link', { name });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Test preview' });

/** Back in the page's history, as the shell's back does once a link was followed. */
function goBack(): void {
  act(() => {
    window.history.back();
  });
}

/** Each link, where it goes, the title it sets and something only its loaded screen shows. */
const TARGETS = [
  {
    link: 'Confirm loan',
    path: '/confirm',
    title: 'Loan confirmation',
    loaded: () => screen.findByRole('button', { name: 'Loan Now' }),
  },
  {
    link: 'Order detail',
    path: '/loanDetail',
    title: 'Order Details',
    loaded: () => screen.findByTestId('status-text'),
  },
  {
    link: 'Repay',
    path: '/repay',
    title: 'Repayment',
    loaded: () => screen.findByRole('region', { name: 'Repayment details' }),
  },
  {
    link: 'Extension',
    path: '/repayDelay',
    title: 'Extension',
    loaded: () => screen.findByRole('region', { name: 'Repayment plan' }),
  },
  {
    link: 'Bind bank',
    path: '/bindBank',
    title: 'Payment account information',
    loaded: () => screen.findByRole('button', { name: 'Next' }),
  },
  {
    link: 'About us',
    path: '/aboutUs',
    title: 'About us',
    loaded: () => screen.findByRole('heading', { level: 1, name: 'About us' }),
  },
  {
    link: 'Complaint',
    path: '/complaint',
    title: 'Complaint',
    loaded: () => screen.findByRole('region', { name: 'Question type' }),
  },
  {
    link: 'Customer service',
    path: '/customerService',
    title: 'Customer service',
    loaded: () => screen.findByRole('region', { name: 'Contacts' }),
  },
  {
    link: 'Privacy policy',
    path: '/privacyPolicy',
    title: 'Privacy Policy',
    loaded: () => screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
  },
  {
    link: 'Repayment instruction',
    path: '/paymentInstructions',
    title: 'How to pay',
    loaded: () => screen.findByRole('heading', { level: 1, name: 'How to pay' }),
  },
  {
    link: 'Suggestion',
    path: '/suggestion',
    title: 'Suggestion',
    loaded: () => screen.findByRole('button', { name: 'Submit' }),
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('test preview', () => {
  // First in the file: the page's code has not arrived yet.
  it('the brand splash shows while the page loads, then the values from the page address', async () => {
    const rendered = renderRoute('/testPreview?deviceId=D-1&appVersion=2.3.0');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await heading()).toBeTruthy();
    expect(document.title).toBe('Test preview');
    expect(field('Session ID').value).toBe(rendered.sandboxId);
    expect(field('Device ID').value).toBe('D-1');
    expect(field('App version').value).toBe('2.3.0');
    // The links in order, each named by its label alone (its ids only describe it).
    expect(within(pages()).getAllByRole('link')).toEqual(TARGETS.map(({ link }) => pageLink(link)));
    expect(rendered.sandbox().log).toEqual([]);
  });

  it('a link carries the edited values: the order screen loads in the edited session’s sandbox; back keeps the edits', async () => {
    const rendered = renderRoute('/testPreview?deviceId=D-1&appVersion=2.3.0');
    await heading();
    // Another session is another sandbox of the fake world, still this test's own.
    const edited = `${rendered.sandboxId}-b`;
    fireEvent.change(field('Session ID'), { target: { value: edited } });
    fireEvent.change(field('Device name'), { target: { value: 'iPhone 13 test' } });
    fireEvent.change(field('Product ID'), { target: { value: 'P1002' } });
    fireEvent.change(field('Order ID'), { target: { value: 'ORD174R' } });
    fireEvent.click(pageLink('Order detail'));

    expect(
      (await screen.findAllByRole('button', { name: /^(REPAY|Rollover Repayment)$/ })).map(
        (button) => button.textContent,
      ),
    ).toEqual(['REPAY', 'Rollover Repayment']);
    expect(window.location.pathname).toBe('/loanDetail');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      sessionId: edited,
      deviceId: 'D-1',
      deviceName: 'iPhone 13 test',
      appVersion: '2.3.0',
      productId: 'P1002',
      orderId: 'ORD174R',
    });
    // The order was asked in the edited session's sandbox, not the one the page opened with.
    const calls = rendered.world.requests(edited).filter((call) => call.operationId === 'loanDetails');
    expect(calls.at(-1)?.body).toMatchObject({ productId: 'P1002', orderId: 'ORD174R' });
    expect(callsOf(rendered, 'loanDetails')).toEqual([]);

    goBack();
    expect(await heading()).toBeTruthy();
    expect(field('Session ID').value).toBe(edited);
    expect(field('Device name').value).toBe('iPhone 13 test');
    expect(pageLink('Repay').getAttribute('href')).toBe(
      `/repay?sessionId=${edited}&deviceId=D-1&deviceName=iPhone%2013%20test&appVersion=2.3.0&productId=P1002&orderId=ORD174R`,
    );
  });

  it('every link opens its working screen in this session, with the seeded order when the ids are empty', async () => {
    const rendered = renderRoute('/testPreview');
    for (const { link, path, title, loaded } of TARGETS) {
      await heading();
      fireEvent.click(pageLink(link));
      expect(await loaded(), link).toBeTruthy();
      expect(window.location.pathname, link).toBe(path);
      expect(new URLSearchParams(window.location.search).get('sessionId'), link).toBe(rendered.sandboxId);
      // The title is set in an effect, which may run just after the content is drawn.
      await waitFor(() => expect(document.title, link).toBe(title));
      expect(screen.queryByRole('alert'), link).toBeNull();
      goBack();
    }
  });

  it('Get location: Locating… while the lookup is out, then the coordinates only', async () => {
    let answer: PositionCallback = () => undefined;
    const getCurrentPosition = vi.fn((found: PositionCallback) => {
      answer = found;
    });
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition,
    } as unknown as Geolocation);
    renderRoute('/testPreview');
    fireEvent.click(await screen.findByRole('button', { name: 'Get location' }));
    const locating = screen.getByRole('button', { name: 'Locating…' }) as HTMLButtonElement;
    expect(locating.disabled).toBe(true);
    act(() => answer({ coords: { latitude: 14.59950001, longitude: 120.9842 } } as GeolocationPosition));
    const result = screen.getByRole('status', { name: 'Location result' });
    expect(
      within(result)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Latitude', 'Longitude']);
    expect(
      within(result)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['14.5995', '120.9842']);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('Get location refused says how to allow it', async () => {
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code: 1 } as GeolocationPositionError),
    );
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition,
    } as unknown as Geolocation);
    renderRoute('/testPreview');
    fireEvent.click(await screen.findByRole('button', { name: 'Get location' }));
    expect(screen.getByRole('status', { name: 'Location result' }).textContent).toBe(LOCATION_DENIED);
  });
});
