import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYBOARD_THRESHOLD_PX, keyboardOpen, useKeyboardOpen } from './use-keyboard-open.ts';

function Probe() {
  return <p data-testid="keyboard">{useKeyboardOpen() ? 'open' : 'closed'}</p>;
}

/** A visual viewport the test resizes, as the keyboard would. */
const viewport = Object.assign(new EventTarget(), { width: 390, height: 800 });
const real = Object.getOwnPropertyDescriptor(window, 'visualViewport');
beforeEach(() => {
  viewport.width = 390;
  viewport.height = 800;
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
});
afterEach(() => {
  if (real) Object.defineProperty(window, 'visualViewport', real);
});
function resizeTo(height: number, width = viewport.width) {
  viewport.width = width;
  viewport.height = height;
  viewport.dispatchEvent(new Event('resize'));
}

describe('keyboard rule', () => {
  it('counts a shrink of more than 60 px, not 60 px itself', () => {
    expect(KEYBOARD_THRESHOLD_PX).toBe(60);
    expect(keyboardOpen(844, 784)).toBe(false);
    expect(keyboardOpen(844, 783)).toBe(true);
    expect(keyboardOpen(844, 900)).toBe(false);
  });

  it('follows the visual viewport from the height it had when the screen mounted', () => {
    render(<Probe />);
    const state = () => screen.getByTestId('keyboard').textContent;
    expect(state()).toBe('closed');
    act(() => resizeTo(500));
    expect(state()).toBe('open');
    act(() => resizeTo(750));
    expect(state()).toBe('closed');
  });

  it('takes a rotation for a new screen, not for a keyboard', () => {
    render(<Probe />);
    const state = () => screen.getByTestId('keyboard').textContent;
    // Landscape: shorter and wider, no keyboard.
    act(() => resizeTo(390, 800));
    expect(state()).toBe('closed');
    act(() => resizeTo(200, 800));
    expect(state()).toBe('open');
    // Back to portrait, then the keyboard comes up there.
    act(() => resizeTo(800, 390));
    expect(state()).toBe('closed');
    act(() => resizeTo(450, 390));
    expect(state()).toBe('open');
  });
});
