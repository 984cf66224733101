import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementHeight } from './use-element-height.ts';

function Probe({ show }: { show: boolean }) {
  const [ref, height] = useElementHeight<HTMLDivElement>();
  return (
    <>
      <output>{height === null ? 'none' : String(height)}</output>
      {show && <div ref={ref}>bar</div>}
    </>
  );
}

/** happy-dom lays nothing out: each element reports the height the test gives it. */
let height = 0;
let observed: ResizeObserverCallback | undefined;

class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = undefined;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useElementHeight', () => {
  it('measures the element, follows its resizes and forgets it when it goes', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
    height = 83.2;
    const { rerender } = render(<Probe show />);
    expect(screen.getByRole('status').textContent).toBe('84');
    height = 150;
    act(() => observed?.([], new FakeResizeObserver(() => undefined) as unknown as ResizeObserver));
    expect(screen.getByRole('status').textContent).toBe('150');
    rerender(<Probe show={false} />);
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(observed).toBeUndefined();
  });
});
