import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AnswerQuery, AnswerScreen } from './answer-screen.tsx';

type Answer =
  | { code: '00'; message: string; data: { amount: number } }
  | { code: string; message: string; data: null };

const ok = (amount: number): Answer => ({ code: '00', message: '', data: { amount } });
const failed: Answer = { code: '500', message: 'The payment service is busy', data: null };

function query(over: Partial<AnswerQuery<Answer>>): AnswerQuery<Answer> {
  return { data: undefined, isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...over };
}

function Screen({ q, failureMessage }: { q: AnswerQuery<Answer>; failureMessage?: string }) {
  return (
    <AnswerScreen
      query={q}
      loadingLabel="Loading repayment"
      failedMessage="Could not load."
      failureMessage={failureMessage}
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
});
