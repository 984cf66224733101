import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './image-viewer';

const STEP = '/guide/step-1.png';

beforeEach(() => {
  // Unlocking scrolls back to the saved offset; stub it here, scroll-lock.test.ts covers it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // An unclaimed native event logs at debug level.
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function image(): HTMLImageElement {
  const img = screen.getByRole('img');
  if (!(img instanceof HTMLImageElement)) throw new Error('expected an <img>');
  return img;
}

function scale(): number {
  return Number(image().dataset.scale);
}

// happy-dom lays nothing out, so every rect is at 0,0: client coordinates are measured from the
// stage centre, and the image has no size unless a test gives it one.
function tap(x = 0, y = 0) {
  fireEvent.pointerDown(image(), { pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerUp(image(), { pointerId: 1, clientX: x, clientY: y });
}

function drag(from: readonly [number, number], to: readonly [number, number]) {
  fireEvent.pointerDown(image(), { pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(image(), { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(image(), { pointerId: 1, clientX: to[0], clientY: to[1] });
}

function nativeBack(): boolean {
  return window.__nativeEvent?.('back') ?? false;
}

describe('ImageViewer', () => {
  it('renders nothing and claims nothing while src is null', () => {
    const onClose = vi.fn();
    render(<ImageViewer src={null} alt="Step 1" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.style.position).toBe('');
    expect(nativeBack()).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the image fitted and unzoomed in a named modal dialog rendered into document.body', () => {
    const { container } = render(<ImageViewer src={STEP} alt="Step 1" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Step 1' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement).toBe(document.body);
    expect(container.contains(dialog)).toBe(false);
    const img = screen.getByRole('img', { name: 'Step 1' });
    expect(img.getAttribute('src')).toBe(STEP);
    expect(dialog.contains(img)).toBe(true);
    expect(scale()).toBe(1);
    expect(image().style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('calls onClose from the close button', () => {
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose on Escape', () => {
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on the native back event while open and stops claiming it once closed', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    expect(nativeBack()).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<ImageViewer src={null} alt="Step 1" onClose={onClose} />);
    expect(nativeBack()).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('pinch-zooms with two pointers between 1× and 4×, and a pinch never closes', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    const img = image();
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(img, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(img, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(scale()).toBe(2);
    fireEvent.pointerMove(img, { pointerId: 2, clientX: 1500, clientY: 100 });
    expect(scale()).toBe(4);
    fireEvent.pointerMove(img, { pointerId: 2, clientX: 110, clientY: 100 });
    expect(scale()).toBe(1);
    fireEvent.pointerUp(img, { pointerId: 2, clientX: 110, clientY: 100 });
    fireEvent.pointerUp(img, { pointerId: 1, clientX: 100, clientY: 100 });
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a single tap once no second tap came within 300 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    tap();
    vi.advanceTimersByTime(299);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('toggles 2.5× and back on a double tap without closing', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    tap();
    vi.advanceTimersByTime(150);
    tap();
    expect(scale()).toBe(2.5);
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
    tap();
    tap();
    expect(scale()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on a long press, a drag or a two-finger tap', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    const img = image();
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 0, clientY: 0 });
    vi.advanceTimersByTime(500);
    fireEvent.pointerUp(img, { pointerId: 1, clientX: 0, clientY: 0 });
    drag([0, 0], [40, 0]);
    // A finger that wanders off and comes back is a drag too.
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(img, { pointerId: 1, clientX: 40, clientY: 0 });
    fireEvent.pointerUp(img, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerDown(img, { pointerId: 2, clientX: 80, clientY: 0 });
    fireEvent.pointerUp(img, { pointerId: 2, clientX: 80, clientY: 0 });
    fireEvent.pointerUp(img, { pointerId: 1, clientX: 0, clientY: 0 });
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('recovers when a pointerup never came', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    fireEvent.pointerDown(image(), { pointerId: 1, isPrimary: true, clientX: 0, clientY: 0 });
    // The next touch sequence starts with a new primary pointer: a tap, not a two-finger pinch.
    fireEvent.pointerDown(image(), { pointerId: 2, isPrimary: true, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(image(), { pointerId: 2, isPrimary: true, clientX: 0, clientY: 0 });
    vi.advanceTimersByTime(300);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('pans with one finger only while zoomed, never past an image edge at the centre', () => {
    vi.useFakeTimers();
    render(<ImageViewer src={STEP} alt="Step 1" onClose={() => {}} />);
    Object.defineProperty(image(), 'offsetWidth', { configurable: true, value: 300 });
    Object.defineProperty(image(), 'offsetHeight', { configurable: true, value: 200 });
    drag([0, 0], [50, 30]);
    expect(image().style.transform).toBe('translate(0px, 0px) scale(1)');
    tap();
    tap();
    drag([0, 0], [50, 30]);
    expect(image().style.transform).toBe('translate(50px, 30px) scale(2.5)');
    // At 2.5× the 300×200 image is 750×500: its centre stops 375 / 250 px from the stage centre.
    drag([0, 0], [-5000, 5000]);
    expect(image().style.transform).toBe('translate(-375px, 250px) scale(2.5)');
    // Back at 1× the translation resets.
    tap();
    tap();
    expect(image().style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('opens another picture unzoomed', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ImageViewer src={STEP} alt="Step 1" onClose={() => {}} />);
    tap();
    tap();
    expect(scale()).toBe(2.5);
    rerender(<ImageViewer src="/guide/step-2.png" alt="Step 2" onClose={() => {}} />);
    expect(image().getAttribute('src')).toBe('/guide/step-2.png');
    expect(scale()).toBe(1);
  });

  it('drops a pending tap close when it closes first', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { unmount } = render(<ImageViewer src={STEP} alt="Step 1" onClose={onClose} />);
    tap();
    unmount();
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks body scroll and holds focus while open, and gives both back on close', () => {
    function Harness() {
      const [src, setSrc] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setSrc(STEP)}>
            Open
          </button>
          <ImageViewer src={src} alt="Step 1" onClose={() => setSrc(null)} />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });
});
