import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '../ui/toast/toast-store.ts';
import { type FollowOptions, LINK_REFUSED, useFollowLink } from './use-follow-link.ts';

let follow: (link: string, options?: FollowOptions) => boolean = () => false;

function Probe() {
  follow = useFollowLink();
  const location = useLocation();
  return (
    <p data-testid="where">
      {useNavigationType()} {location.pathname}
      {location.search}
    </p>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

afterEach(() => clearToasts());

describe('useFollowLink', () => {
  it('opens an app path with a new history entry, or in place with replace', () => {
    renderAt('/confirm?productId=P1');
    act(() => void follow('/repay?orderId=O1'));
    expect(screen.getByTestId('where').textContent).toBe('PUSH /repay?orderId=O1');
    act(() => void follow('/loanDetail?orderId=O2&from=confirm', { replace: true }));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /loanDetail?orderId=O2&from=confirm');
  });

  it('refuses anything but an app path or an http(s) page, with the message given', () => {
    renderAt('/confirm');
    let left = true;
    act(() => {
      left = follow('weixin://order/1', { replace: true, refused: 'Not here.' });
    });
    expect(left).toBe(false);
    expect(getToasts().map((toast) => toast.message)).toEqual(['Not here.']);
    act(() => void follow('javascript:alert(1)'));
    // One toast at a time: the newer message replaces the older.
    expect(getToasts().map((toast) => toast.message)).toEqual([LINK_REFUSED]);
    expect(screen.getByTestId('where').textContent).toBe('POP /confirm');
  });
});
