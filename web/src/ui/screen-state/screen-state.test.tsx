import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_NAME } from '../../../../content/brand.ts';
import { ScreenError, ScreenLoading } from './screen-state.tsx';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const actions = () =>
  [...screen.getByRole('navigation', { name: 'What you can do' }).querySelectorAll('button, a')].map(
    (each) => each.textContent,
  );

afterEach(() => {
  delete (window as { webkit?: unknown }).webkit;
});

describe('screen states', () => {
  it('shows a busy skeleton named by what is loading', () => {
    render(<ScreenLoading label="Loading order" shape="list" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading order');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.getAttribute('data-shape')).toBe('list');
  });

  it('an error has the brand, a title and the reason, and retries on tap', () => {
    const onRetry = vi.fn();
    inRouter(<ScreenError title="No connection" message="Network error" onRetry={onRetry} />);
    expect(screen.getByText(APP_NAME)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'No connection' })).toBeTruthy();
    expect(alert.textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('without a retry, in a browser with no page to go back to, customer service is the way on', () => {
    inRouter(<ScreenError title="Order not found" message="No order NOPE." />);
    expect(actions()).toEqual(['Contact customer service']);
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe(
      '/customerService',
    );
  });

  it('inside the shell, Go back closes the web view from the first page', () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { closeWebView: { postMessage } } };
    inRouter(
      <ScreenError
        title="Order not found"
        message="No order NOPE."
        order={{ productId: 'P1', orderId: 'O1' }}
      />,
    );
    expect(actions()).toEqual(['Back to my order', 'Go back', 'Contact customer service']);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(postMessage).toHaveBeenCalledOnce();
  });

  it('on the customer service page itself, the way to a person is a call', () => {
    inRouter(<ScreenError title="Something went wrong" message="Busy" contact="phone" />);
    expect(screen.getByRole('link', { name: /^Call us at / }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });
});
