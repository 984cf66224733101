// iOS Safari and WKWebView ignore `overflow: hidden` on body for touch scrolling, so the body is
// pinned with position: fixed at its current offset and the offset is restored on release.
// Locks are counted so stacked dialogs (e.g. a tip dialog over a rating dialog) unlock only when
// the last one closes.

interface SavedBody {
  readonly overflow: string;
  readonly position: string;
  readonly top: string;
  readonly width: string;
  readonly scrollY: number;
  /** The page address when the lock began: a page reached while locked keeps its own offset. */
  readonly href: string;
}

let lockCount = 0;
let saved: SavedBody | null = null;

/**
 * Stops the page behind a modal from scrolling; returns the release function (safe to call
 * more than once).
 *
 * @example useEffect(() => lockBodyScroll(), []);
 */
export function lockBodyScroll(): () => void {
  lockCount += 1;
  if (lockCount === 1) apply();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) restore();
  };
}

/** True while at least one lock is held. */
export function isBodyScrollLocked(): boolean {
  return lockCount > 0;
}

function apply(): void {
  const { style } = document.body;
  const scrollY = window.scrollY;
  saved = {
    overflow: style.overflow,
    position: style.position,
    top: style.top,
    width: style.width,
    scrollY,
    href: window.location.href,
  };
  style.overflow = 'hidden';
  style.position = 'fixed';
  style.top = `-${scrollY}px`;
  style.width = '100%';
}

function restore(): void {
  if (!saved) return;
  const { style } = document.body;
  style.overflow = saved.overflow;
  style.position = saved.position;
  style.top = saved.top;
  style.width = saved.width;
  // A modal that led to another page (Payment → the code page) must not scroll that page.
  if (window.location.href === saved.href) window.scrollTo(0, saved.scrollY);
  saved = null;
}
