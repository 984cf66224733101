import { useEffect, useState } from 'react';

/** Spec §9: the on-screen keyboard counts as open once it takes more than 60 px of the viewport. */
export const KEYBOARD_THRESHOLD_PX = 60;

/**
 * Whether the viewport shrank by more than the threshold since the page loaded.
 * @example keyboardOpen(844, 500) // true
 */
export function keyboardOpen(heightAtLoad: number, heightNow: number): boolean {
  return heightAtLoad - heightNow > KEYBOARD_THRESHOLD_PX;
}

function viewportHeight(): number {
  return window.visualViewport?.height ?? window.innerHeight;
}

/**
 * DESIGN §10 keyboard rule: compares `visualViewport.height` with its height when the screen
 * mounted, so a bottom button can step aside while the keyboard is up.
 * @example const typing = useKeyboardOpen(); {!typing && <footer>…</footer>}
 */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const atLoad = viewportHeight();
    const target: EventTarget = window.visualViewport ?? window;
    const update = () => setOpen(keyboardOpen(atLoad, viewportHeight()));
    target.addEventListener('resize', update);
    return () => target.removeEventListener('resize', update);
  }, []);
  return open;
}
