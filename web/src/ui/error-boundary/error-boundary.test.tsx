import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('jsbarcode: invalid input');
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows its children while they work', () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>barcode</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('barcode')).toBeTruthy();
  });

  it('shows the fallback in place of a part that threw, and the rest of the page stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>Repayment amount</p>
        <ErrorBoundary fallback={<p>The barcode could not be shown.</p>}>
          <Broken />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByText('The barcode could not be shown.')).toBeTruthy();
    expect(screen.getByText('Repayment amount')).toBeTruthy();
  });
});
