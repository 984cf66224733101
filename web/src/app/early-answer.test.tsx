import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../ui/toast/toast-store.ts';
import { adoptEarlyAnswer } from './early-answer.ts';
import { queryClient } from './query-client.ts';

const KEY = ['POST', '/v3/loan-details/loan-details', { productId: 'P1', orderId: 'O1' }] as const;

/** A screen showing the query's answer, its state, or its failure; its own call is `ask`. */
function Screen({ ask }: { ask: () => Promise<string> }) {
  const query = useQuery({ queryKey: KEY, queryFn: ask });
  if (query.isError) return <p>Failed</p>;
  return <p>{query.data ?? 'Loading'}</p>;
}

const mount = (ask: () => Promise<string>) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Screen ask={ask} />
    </QueryClientProvider>,
  );

/** The page's early call, as app/early-start.ts leaves it. */
function earlyCall(answer: Promise<unknown>, serverMessage: 'toast' | 'screen' = 'screen') {
  answer.catch(() => undefined);
  window.__earlyCall = { queryKey: KEY, answer, serverMessage };
}

/**
 * The early call fails and the retry's delay (1 s) passes before any screen mounts: a slow phone
 * still running the app's chunks.
 */
async function earlyCallFailedLongBeforeMount() {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  earlyCall(Promise.reject(new Error('Network Error')));
  adoptEarlyAnswer(queryClient);
  await vi.advanceTimersByTimeAsync(1500);
  vi.useRealTimers();
}

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  window.__earlyCall = undefined;
});

describe('the page’s early answer, handed over at the query cache', () => {
  it('is what the screen shows when it arrived before the screen mounted: the screen asks nothing', async () => {
    earlyCall(Promise.resolve('early answer'));
    adoptEarlyAnswer(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toBe('early answer'));
    const ask = vi.fn(() => Promise.resolve('own answer'));
    mount(ask);
    expect(await screen.findByText('early answer')).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
    expect(window.__earlyCall).toBeUndefined();
  });

  it('is awaited by a screen that mounts while it is on its way', async () => {
    let arrive: (body: string) => void = () => undefined;
    earlyCall(new Promise<string>((resolve) => (arrive = resolve)));
    adoptEarlyAnswer(queryClient);
    const ask = vi.fn(() => Promise.resolve('own answer'));
    mount(ask);
    expect(screen.getByText('Loading')).toBeTruthy();
    act(() => arrive('early answer'));
    expect(await screen.findByText('early answer')).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
  });

  it('that failed is the query’s failed first try: its one retry is the screen’s own call', async () => {
    let fail: (error: Error) => void = () => undefined;
    earlyCall(new Promise<string>((_resolve, reject) => (fail = reject)));
    adoptEarlyAnswer(queryClient);
    const ask = vi.fn(() => Promise.resolve('own answer'));
    mount(ask);
    act(() => fail(new Error('Network Error')));
    expect(await screen.findByText('own answer', {}, { timeout: 3000 })).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it.each([
    [
      'as the screen mounts',
      () => {
        earlyCall(Promise.reject(new Error('Network Error')));
        adoptEarlyAnswer(queryClient);
      },
    ],
    ['long before it mounts (after the retry’s delay)', earlyCallFailedLongBeforeMount],
  ])(
    'that failed %s, with the screen’s own call failing too, shows the failure after that one call (no third try)',
    async (_when, fail) => {
      await fail();
      const ask = vi.fn(() => Promise.reject(new Error('Network Error')));
      mount(ask);
      expect(await screen.findByText('Failed', {}, { timeout: 3000 })).toBeTruthy();
      expect(ask).toHaveBeenCalledTimes(1);
    },
  );

  it('that failed before the screen mounted is answered by the screen’s one call when it succeeds', async () => {
    await earlyCallFailedLongBeforeMount();
    const ask = vi.fn(() => Promise.resolve('own answer'));
    mount(ask);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('own answer')).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('toasts a non-success message as the shared client would, unless the screen shows it', async () => {
    const busy = { code: '99', message: 'Busy', data: null };
    earlyCall(Promise.resolve(busy), 'toast');
    adoptEarlyAnswer(queryClient);
    await vi.waitFor(() => expect(getToasts().map((toast) => toast.message)).toEqual(['Busy']));
    queryClient.clear();
    clearToasts();
    earlyCall(Promise.resolve(busy), 'screen');
    adoptEarlyAnswer(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toEqual(busy));
    expect(getToasts()).toEqual([]);
  });

  it('is asked again as any answer once the shell resumes the page (invalidated)', async () => {
    earlyCall(Promise.resolve('early answer'));
    adoptEarlyAnswer(queryClient);
    const ask = vi.fn(() => Promise.resolve('own answer'));
    mount(ask);
    expect(await screen.findByText('early answer')).toBeTruthy();
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('own answer')).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('counts for the mounting screen only while fresh: an old one is asked again on mount', async () => {
    earlyCall(Promise.resolve('early answer'));
    adoptEarlyAnswer(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toBe('early answer'));
    const query = queryClient.getQueryCache().find({ queryKey: KEY });
    query?.setState({ dataUpdatedAt: Date.now() - 60_000 });
    const ask = vi.fn(() => Promise.resolve('own answer'));
    mount(ask);
    expect(await screen.findByText('own answer')).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
