import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-recorded.ts';

describe('paymentState', () => {
  it('is pending until the order is known', () => {
    expect(paymentState({ isDelay: false, openedWith: undefined, now: undefined })).toBe('pending');
  });

  it('a repayment code is paid once the order is settled, whatever it was before', () => {
    expect(paymentState({ isDelay: false, openedWith: 174, now: 174 })).toBe('pending');
    expect(paymentState({ isDelay: false, openedWith: 174, now: 180 })).toBe('pending');
    expect(paymentState({ isDelay: false, openedWith: 174, now: 200 })).toBe('settled');
    expect(paymentState({ isDelay: false, openedWith: 200, now: 200 })).toBe('settled');
  });

  it('an extension code is paid once a due or overdue order is repaying (or settled) again', () => {
    expect(paymentState({ isDelay: true, openedWith: 174, now: 170 })).toBe('extended');
    expect(paymentState({ isDelay: true, openedWith: 180, now: 170 })).toBe('extended');
    expect(paymentState({ isDelay: true, openedWith: 180, now: 200 })).toBe('extended');
  });

  it('an extension code is not paid by the clock turning a due order overdue', () => {
    expect(paymentState({ isDelay: true, openedWith: 174, now: 180 })).toBe('pending');
    expect(paymentState({ isDelay: true, openedWith: 174, now: 174 })).toBe('pending');
  });

  it('an extension code opened on a repaying order cannot tell a payment from the status', () => {
    expect(paymentState({ isDelay: true, openedWith: 170, now: 170 })).toBe('pending');
  });
});
