import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function Resend({ onSend }: { onSend: () => void }) {
  const countdown = useCountdown(60);
  return (
    <CountdownButton
      countdown={countdown}
      label="Resend code"
      waitingLabel={(seconds) => `Resend in ${seconds}s`}
      onClick={() => {
        onSend();
        countdown.start();
      }}
    />
  );
}

describe('countdown button', () => {
  it('counts 60 s down each second while disabled, then can be pressed again', () => {
    const onSend = vi.fn();
    render(<Resend onSend={onSend} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Resend code');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    expect(button.textContent).toBe('Resend in 60s');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend in 59s');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(58_000));
    expect(button.textContent).toBe('Resend in 1s');
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('ends on time even when ticks were missed (a paused web view)', () => {
    render(<Resend onSend={() => {}} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    // The clock moves 45 s while timers did not run, then one tick arrives.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend in 14s');
  });

  it('stays disabled while the owner says so', () => {
    function Busy() {
      const countdown = useCountdown(60);
      return (
        <CountdownButton
          countdown={countdown}
          label="Resend"
          waitingLabel={String}
          onClick={() => {}}
          disabled
        />
      );
    }
    render(<Busy />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers a press while counting when told how to refuse it', () => {
    const onSend = vi.fn();
    const onRefused = vi.fn();
    function Refusing() {
      const countdown = useCountdown(60);
      return (
        <CountdownButton
          countdown={countdown}
          label="Send"
          waitingLabel={(seconds) => `${seconds}s`}
          onClick={() => {
            onSend();
            countdown.start();
          }}
          onRefused={onRefused}
        />
      );
    }
    render(<Refusing />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    expect(onRefused).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(60_000));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.textContent).toBe('Send');
  });
});
