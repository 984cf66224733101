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

function viewport(): { width: number; height: number } {
  const visual = window.visualViewport;
  return { width: visual?.width ?? window.innerWidth, height: visual?.height ?? window.innerHeight };
}

/**
 * DESIGN §10 keyboard rule: compares `visualViewport.height` with the full height, so a bottom
 * button can step aside while the keyboard is up. The full height is the tallest seen at this
 * width; turning the phone (a new width) starts it again, so a rotation is not taken for a keyboard.
 * @example const typing = useKeyboardOpen(); {!typing && <footer>…</footer>}
 */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let full = viewport();
    const target: EventTarget = window.visualViewport ?? window;
    const update = () => {
      const now = viewport();
      full =
        now.width !== full.width ? now : { width: full.width, height: Math.max(full.height, now.height) };
      setOpen(keyboardOpen(full.height, now.height));
    };
    target.addEventListener('resize', update);
    return () => target.removeEventListener('resize', update);
  }, []);
  return open;
}
