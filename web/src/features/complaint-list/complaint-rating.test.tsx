import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveScore } from '../../api/generated/hooks/complaint/complaint.ts';
import { NETWORK_ERROR, NO_STARS_CHOSEN, RATING_SENT } from '../../ui/messages.ts';
import { clearToasts, getToasts } from '../../ui/toast/toast-store.ts';
import { ComplaintRating, RATING_DELAY_MS, RATING_TITLE } from './complaint-rating.tsx';

vi.mock('../../api/generated/hooks/complaint/complaint.ts', () => ({ saveScore: vi.fn() }));
const send = vi.mocked(saveScore);

const OK = { code: '00', message: 'Thank you for your rating', data: {} } as const;
const REFUSED = {
  code: '400',
  message: 'problemId: complaint CP1002 was already rated (4 stars)',
  data: null,
};

const dialog = () => screen.queryByRole('dialog', { name: RATING_TITLE });
const button = (name: string) => screen.getByRole('button', { name });
const toasts = () => getToasts().map((toast) => toast.message);

/** Clicks and lets the answer's promise settle inside act. */
async function tap(name: string) {
  await act(async () => {
    fireEvent.click(button(name));
  });
}

function renderRating(needed: boolean, onRated = vi.fn()) {
  render(<ComplaintRating problemId="CP1001" needed={needed} onRated={onRated} />);
  return onRated;
}

function waitForModal() {
  act(() => vi.advanceTimersByTime(RATING_DELAY_MS));
}

beforeEach(() => {
  vi.useFakeTimers();
  send.mockReset();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('complaint rating modal', () => {
  it('opens 3 s after details that ask for a rating, not before', () => {
    renderRating(true);
    act(() => vi.advanceTimersByTime(RATING_DELAY_MS - 1));
    expect(dialog()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeNull();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
  });

  it('never opens for details that do not ask', () => {
    renderRating(false);
    act(() => vi.advanceTimersByTime(RATING_DELAY_MS * 10));
    expect(dialog()).toBeNull();
  });

  it('Send without stars toasts the no-star message and calls nothing', async () => {
    renderRating(true);
    waitForModal();
    await tap('Send');
    expect(toasts()).toEqual([NO_STARS_CHOSEN]);
    expect(send).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('Send with 4 stars rates the complaint once, closes, says so, and does not open again', async () => {
    send.mockResolvedValue(OK);
    const onRated = renderRating(true);
    waitForModal();
    fireEvent.click(button('4 stars'));
    await tap('Send');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ score: 4, problemId: 'CP1001' });
    expect(dialog()).toBeNull();
    expect(onRated).toHaveBeenCalledTimes(1);
    expect(onRated).toHaveBeenCalledWith(4);
    expect(getToasts()).toEqual([expect.objectContaining({ message: RATING_SENT, durationMs: 2000 })]);
    act(() => vi.advanceTimersByTime(RATING_DELAY_MS * 2));
    expect(dialog()).toBeNull();
  });

  it('a refused rating keeps the modal and the stars (the client toasted the reason)', async () => {
    send.mockResolvedValue(REFUSED);
    const onRated = renderRating(true);
    waitForModal();
    fireEvent.click(button('2 stars'));
    await tap('Send');
    expect(dialog()).not.toBeNull();
    expect(button('2 stars').getAttribute('aria-pressed')).toBe('true');
    expect(button('3 stars').getAttribute('aria-pressed')).toBe('false');
    expect(onRated).not.toHaveBeenCalled();
  });

  it('a network failure says so and keeps the modal', async () => {
    send.mockRejectedValue(new Error('Network Error'));
    renderRating(true);
    waitForModal();
    fireEvent.click(button('5 stars'));
    await tap('Send');
    expect(toasts()).toEqual([NETWORK_ERROR]);
    expect(dialog()).not.toBeNull();
  });

  it('Cancel closes without a call, and the modal does not come back', async () => {
    renderRating(true);
    waitForModal();
    fireEvent.click(button('3 stars'));
    await tap('Cancel');
    expect(dialog()).toBeNull();
    act(() => vi.advanceTimersByTime(RATING_DELAY_MS * 2));
    expect(dialog()).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});
