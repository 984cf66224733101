import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoanDetailsQueryKey } from '../api/generated/hooks/order/order.ts';
import { getPettypyQueryKey } from '../api/generated/hooks/repay/repay.ts';
import { startFirstCall } from './early-data.ts';
import { queryClient } from './query-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const keysAsked = () => {
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  return () => prefetch.mock.calls.map(([options]) => options.queryKey);
};

describe('startFirstCall', () => {
  it('has a call for exactly the paths main.tsx imports it on', async () => {
    const { FIRST_CALL_PATHS } = await import('./first-call-paths.ts');
    for (const path of FIRST_CALL_PATHS) {
      const asked = keysAsked();
      startFirstCall({ pathname: path, search: '?productId=P1&orderId=O1' });
      expect(asked()).toHaveLength(1);
      vi.restoreAllMocks();
    }
  });

  it('asks for the order under the key the order screen reads, so the screen does not ask again', () => {
    const asked = keysAsked();
    startFirstCall({ pathname: '/loanDetail', search: '?productId=P1001&orderId=ORD174&sessionId=s' });
    expect(asked()).toEqual([getLoanDetailsQueryKey({ productId: 'P1001', orderId: 'ORD174' })]);
  });

  it('asks the extension page’s call on /repayDelay', () => {
    const asked = keysAsked();
    startFirstCall({ pathname: '/repayDelay', search: '?productId=P1002&orderId=ORD174R' });
    expect(asked()).toEqual([getPettypyQueryKey({ productId: 'P1002', orderId: 'ORD174R' })]);
  });

  it('asks nothing for an incomplete link or a screen without a first call', () => {
    const asked = keysAsked();
    startFirstCall({ pathname: '/loanDetail', search: '?productId=P1001' });
    startFirstCall({ pathname: '/aboutUs', search: '' });
    expect(asked()).toEqual([]);
  });
});

describe('the first call’s answer', () => {
  it('is fresh for the screen that mounts, then stale like every other answer', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { markFirstCall, staleTimeOf } = await import('./query-client.ts');
    const client = new QueryClient();
    const cache = client.getQueryCache();
    markFirstCall(['first']);
    const firstCall = cache.build<unknown, Error, unknown, readonly unknown[]>(client, {
      queryKey: ['first'],
    });
    firstCall.setData('answer');
    expect(staleTimeOf(firstCall)).toBeGreaterThan(0);
    // A refetch (resume, Retry, a later mount) replaces it: from then on stale at once.
    firstCall.setData('again');
    expect(staleTimeOf(firstCall)).toBe(0);
    const other = cache.build<unknown, Error, unknown, readonly unknown[]>(client, { queryKey: ['other'] });
    other.setData('answer');
    expect(staleTimeOf(other)).toBe(0);
  });
});
