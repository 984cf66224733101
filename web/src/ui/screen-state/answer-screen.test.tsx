import { type RenderResult, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_ANSWER } from '../../api/first-call.ts';
import { clearToasts, getToasts } from '../toast/toast-store.ts';
import { type AnswerQuery, AnswerScreen } from './answer-screen.tsx';

afterEach(() => clearToasts());

/** Renders in a router (the error state links to customer service); rerender keeps it there. */
function render(ui: ReactElement): RenderResult {
  const result = renderPlain(<MemoryRouter>{ui}</MemoryRouter>);
  return { ...result, rerender: (next) => result.rerender(<MemoryRouter>{next}</MemoryRouter>) };
}

type Answer =
  | { code: '00'; message: string; data: { amount: number } }
  | { code: string; message: string; data: null };

const ok = (amount: number): Answer => ({ code: '00', message: '', data: { amount } });
const failed: Answer = { code: '500', message: 'The payment service is busy', data: null };

function query(over: Partial<AnswerQuery<Answer>>): AnswerQuery<Answer> {
  return { data: undefined, isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...over };
}

interface ScreenProps {
  q: AnswerQuery<Answer>;
  failureMessage?: string;
  toastsServerMessage?: boolean;
}

function Screen({ q, failureMessage, toastsServerMessage }: ScreenProps) {
  return (
    <AnswerScreen
      query={q}
      loadingLabel="Loading repayment"
      failedMessage="Could not load."
      failureMessage={failureMessage}
      toastsServerMessage={toastsServerMessage}
    >
      {(data) => <p>Amount {data.amount}</p>}
    </AnswerScreen>
  );
}

describe('AnswerScreen', () => {
  it('shows the loading state, then the data', () => {
    const { rerender } = render(<Screen q={query({ isPending: true })} />);
    expect(screen.getByText('Loading repayment')).toBeTruthy();
    rerender(<Screen q={query({ data: ok(100) })} />);
    expect(screen.getByText('Amount 100')).toBeTruthy();
  });

  it("shows the server's message with a retry, or the network message when nothing came back", () => {
    const refetch = vi.fn();
    const { rerender } = render(<Screen q={query({ data: failed, refetch })} />);
    expect(screen.getByRole('alert').textContent).toContain('The payment service is busy');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(refetch).toHaveBeenCalledOnce();
    rerender(<Screen q={query({ isError: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('Network error');
  });

  it('titles a failure by its kind; a refusal (an order that does not exist) offers no Retry', () => {
    const { rerender } = render(<Screen q={query({ isError: true, error: new Error('Network Error') })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No connection');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    rerender(<Screen q={query({ data: failed })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    rerender(<Screen q={query({ data: { code: '404', message: 'No order NOPE.', data: null } })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is not available');
    expect(screen.getByRole('alert').textContent).toContain('No order NOPE.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeTruthy();
  });

  it('keeps showing the last good data when a refetch fails, by answer or by network', () => {
    const { rerender } = render(<Screen q={query({ data: ok(100) })} />);
    rerender(<Screen q={query({ data: failed })} />);
    expect(screen.getByText('Amount 100')).toBeTruthy();
    rerender(<Screen q={query({ data: undefined, isError: true })} />);
    expect(screen.getByText('Amount 100')).toBeTruthy();
    rerender(<Screen q={query({ data: ok(120) })} />);
    expect(screen.getByText('Amount 120')).toBeTruthy();
  });

  it("never shows another query's data: a new key loads, and its failure is a failure", () => {
    const { rerender } = render(<Screen q={query({ data: ok(100), queryKey: ['repay', 'ORD174'] })} />);
    rerender(<Screen q={query({ isPending: true, queryKey: ['repay', 'ORD170'] })} />);
    expect(screen.getByText('Loading repayment')).toBeTruthy();
    rerender(<Screen q={query({ data: failed, queryKey: ['repay', 'ORD170'] })} />);
    expect(screen.getByRole('alert').textContent).toContain('The payment service is busy');
  });

  it('says its own failure message for every failure when given one', () => {
    const { rerender } = render(<Screen q={query({ data: failed })} failureMessage="查询银行卡列表失败" />);
    expect(screen.getByRole('alert').textContent).toContain('查询银行卡列表失败');
    rerender(<Screen q={query({ isError: true })} failureMessage="查询银行卡列表失败" />);
    expect(screen.getByRole('alert').textContent).toContain('查询银行卡列表失败');
  });

  it('asks the shared client not to toast what it shows itself', () => {
    expect(SCREEN_ANSWER).toEqual({ serverMessage: 'screen' });
  });

  it('says a first-load failure once, in place: no toast', () => {
    render(<Screen q={query({ data: failed })} />);
    expect(screen.getByRole('alert').textContent).toContain('The payment service is busy');
    expect(getToasts()).toHaveLength(0);
  });

  it('toasts a refused refetch under kept data, once per answer', () => {
    const { rerender } = render(<Screen q={query({ data: ok(100) })} />);
    const q = query({ data: failed });
    rerender(<Screen q={q} />);
    expect(getToasts().map((toast) => toast.message)).toEqual(['The payment service is busy']);
    clearToasts();
    rerender(<Screen q={{ ...q, isFetching: true }} />);
    expect(getToasts()).toHaveLength(0);
    rerender(<Screen q={query({ data: { ...failed } })} />);
    expect(getToasts()).toHaveLength(1);
  });

  it('where the client toasts the call (spec §8), says only its own failure in place and toasts nothing more', () => {
    const { rerender } = render(<Screen q={query({ data: failed })} toastsServerMessage />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrongCould not load.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    rerender(<Screen q={query({ data: ok(100) })} toastsServerMessage />);
    rerender(<Screen q={query({ data: failed })} toastsServerMessage />);
    expect(screen.getByText('Amount 100')).toBeTruthy();
    expect(getToasts()).toHaveLength(0);
  });
});
